import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { playerGifts, promoCodes } from '../../db/schema/gifts.js';
import { playerGroups, securityEvents } from '../../db/schema/players.js';
import { AppError } from '../../lib/app-error.js';
import { registerTestPlayer } from '../../testing/players.js';
import { buildTestApp } from '../../testing/test-app.js';
import { GiftsUsageError, runGiftsCommand } from './gifts.command.js';

describe('npm run gifts (operator commands, audited)', async () => {
  const { app } = await buildTestApp();
  const deps = app.deps;
  const db = deps.database.db;
  const run = (...argv: string[]) => runGiftsCommand(deps, argv);
  const audits = (action: string) =>
    db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.type, 'gift_operator'))
      .then((rows) => rows.filter((row) => row.details.action === action));
  const templateFile = async (template: unknown) => {
    const dir = await mkdtemp(join(tmpdir(), 'gift-template-'));
    const file = join(dir, 'template.json');
    await writeFile(file, JSON.stringify(template));
    return file;
  };
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).fields;
  };

  it('lists the seeded templates', async () => {
    const text = await run('templates');
    for (const key of [
      'welcome-1',
      'welcome-2',
      'welcome-3',
      'registration-spins',
      'weekly-cashback',
      'cash-gift',
    ]) {
      expect(text).toContain(key);
    }
    expect(text).not.toContain('RULES DO NOT PARSE');
  });

  it('creates a template from a file, validated by the rules schema', async () => {
    const key = `reload-${randomUUID().slice(0, 6)}`;
    const template = {
      key,
      kind: 'deposit_bonus',
      family: 'bonus',
      title: 'Friday reload 50%',
      groupKey: 'reload_friday',
      rules: {
        amount: { kind: 'percent', percent: 50, capCents: { EUR: 10_000, JPY: 15_000 } },
        wagering: { multiplier: 30, of: 'bonus' },
        contributions: { slots: 100, table: 10, live: 10, '*': 0 },
        wageringDays: 14,
        eligibility: {},
      },
      terms: { en: 'Fridays only.' },
    };
    const text = await run('create-template', '--file', await templateFile(template));
    expect(text).toMatch(
      new RegExp(`created template #\\d+ ${key}: 50% up to a cap, x30 of bonus`),
    );
    expect(await audits('create-template')).toEqual([
      expect.objectContaining({
        playerId: null,
        details: expect.objectContaining({ template: key }),
      }),
    ]);
    // The same key again, and rules the schema refuses.
    expect(await refusal(run('create-template', '--file', await templateFile(template)))).toEqual({
      key: ['a template with this key exists'],
    });
    const broken = {
      ...template,
      key: `${key}-b`,
      rules: { ...template.rules, wagering: { multiplier: -1, of: 'bonus' } },
    };
    const fields = await refusal(run('create-template', '--file', await templateFile(broken)));
    expect(Object.keys(fields ?? {})).toEqual(['rules.wagering.multiplier']);
    await expect(run('create-template')).rejects.toBeInstanceOf(GiftsUsageError);
  });

  it('creates a promo code mapped to a template', async () => {
    const code = `op${randomUUID().slice(0, 6)}`;
    const text = await run(
      'create-promo',
      code,
      '--template',
      'cash-gift',
      '--max-uses',
      '100',
      '--per-player',
      '1',
      '--valid-until',
      '2027-06-30T00:00:00Z',
    );
    expect(text).toContain(`created promo code ${code.toUpperCase()} (gift) → cash-gift`);
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code.toUpperCase()));
    expect(row).toMatchObject({ maxUses: 100, perPlayer: 1, perDevice: 1, uses: 0 });
    expect(await refusal(run('create-promo', code, '--template', 'cash-gift'))).toEqual({
      code: ['this code exists'],
    });
    await expect(run('create-promo', 'OTHER1', '--template', 'no-such')).rejects.toThrow(
      'no gift template no-such',
    );
    expect(await audits('create-promo')).toHaveLength(1);
  });

  it('issues to a player (once per reference) and to a group, lists and cancels', async () => {
    const { player } = await registerTestPlayer(app, { currency: 'JPY' });
    const issued = await run(
      'issue',
      'cash-gift',
      '--player',
      String(player.id),
      '--reference',
      'r1',
    );
    expect(issued).toContain('1 gift(s) of cash-gift issued');
    const again = await run(
      'issue',
      'cash-gift',
      '--player',
      String(player.id),
      '--reference',
      'r1',
    );
    expect(again).toContain('already issued');
    const gifts = await db.select().from(playerGifts).where(eq(playerGifts.playerId, player.id));
    expect(gifts).toEqual([
      expect.objectContaining({ currency: 'JPY', amountCents: 1_500, stage: 'issued' }),
    ]);

    const members = await Promise.all([registerTestPlayer(app), registerTestPlayer(app)]);
    const group = 424_242;
    for (const member of members) {
      await db
        .insert(playerGroups)
        .values({ playerId: member.player.id, groupId: group, source: 'test' });
    }
    expect(await run('issue', 'promo-bonus-10', '--group', String(group))).toContain(
      '2 gift(s) of promo-bonus-10 issued',
    );

    expect(await run('list', '--player', String(player.id))).toContain(
      `1 gift(s) of player ${player.id}`,
    );
    expect(await run('list')).toMatch(/\d+ active gift\(s\)/);

    const giftId = gifts[0]?.id ?? 0;
    expect(await run('cancel', String(giftId))).toContain('canceled');
    const [canceled] = await db
      .select()
      .from(playerGifts)
      .where(and(eq(playerGifts.id, giftId)));
    expect(canceled?.stage).toBe('canceled');
    expect(await audits('cancel')).toEqual([
      expect.objectContaining({
        playerId: player.id,
        details: expect.objectContaining({ giftId }),
      }),
    ]);
    expect(await audits('issue')).toHaveLength(3);
    await expect(run('cancel', '999999999')).rejects.toThrow('no gift');
    await expect(run('issue', 'cash-gift')).rejects.toBeInstanceOf(GiftsUsageError);
  });

  it('prints the expected cost of a template', async () => {
    const cash = await run('expected-cost', 'cash-gift', '--players', '20');
    expect(cash).toContain('cost per grant      10.00 EUR (100.0 % of the mean grant 10.00)');
    expect(cash).toContain('wagering completed  100.0 %');
    const welcome = await run('expected-cost', 'welcome-1', '--players', '40', '--currency', 'JPY');
    expect(welcome).toContain('deposit 15000 JPY');
    expect(welcome).toMatch(/cost per grant\s+\d+ JPY/);
    expect(welcome).toMatch(/p5 \d+ {2}p50 \d+ {2}p95 \d+ {2}std dev \d+/);
    expect(await run('expected-cost', 'weekly-cashback')).toContain('is cashback');
    await expect(run('unknown')).rejects.toBeInstanceOf(GiftsUsageError);
  });
});
