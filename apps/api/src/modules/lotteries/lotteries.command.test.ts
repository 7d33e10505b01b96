import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledTasks } from '../../db/schema/outbox.js';
import { securityEvents } from '../../db/schema/players.js';
import { registerTestPlayer } from '../../testing/players.js';
import { buildTestApp } from '../../testing/test-app.js';
import { runLotteriesCommand } from './lotteries.command.js';
import { addTickets } from './lotteries.service.js';
import type { operatorLottery } from './lottery-operator.service.js';

describe('npm run lotteries (the operator command)', async () => {
  const { app, clock } = await buildTestApp();
  const deps = app.deps;
  const db = deps.database.db;
  const run = (...argv: string[]) => runLotteriesCommand(deps, argv);
  const directory = mkdtempSync(join(tmpdir(), 'lotteries-command-'));
  const file = (name: string, content: unknown) => {
    const path = join(directory, name);
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
    return path;
  };
  const MINUTE = 60_000;
  const spec = (slug: string, overrides: Record<string, unknown> = {}) => {
    const now = clock.now().getTime();
    return file(`${slug}.json`, {
      slug,
      title: { en: 'Operator draw' },
      startAt: new Date(now - MINUTE).toISOString(),
      endAt: new Date(now + 30 * MINUTE).toISOString(),
      prizes: [{ place: 1, title: { en: '€10 cash' }, gift_template_key: 'lottery-cash-10' }],
      ...overrides,
    });
  };
  const show = async (slug: string) =>
    JSON.parse(await run('show', slug)) as Awaited<ReturnType<typeof operatorLottery>>;

  it('creates a lottery from a file, lists and shows it, cancels it while no one holds a ticket, audited', async () => {
    expect(await run('create', '--file', spec('operator-empty'))).toMatch(
      /^created operator-empty \(id \d+\), draws at .+; seed hash [0-9a-f]{64}$/,
    );
    await expect(run('create', '--file', spec('operator-empty'))).rejects.toThrow(
      /operator-empty exists already/,
    );
    expect(await run('list')).toMatch(/\toperator-empty\tactive\t.+\t0 ticket\(s\)\t1 prize\(s\)/);
    const shown = await show('operator-empty');
    expect(shown).toMatchObject({
      state: 'active',
      tickets: { issued: 0, players: 0 },
      draw_task: { key: `lottery:${shown.id}`, state: 'pending' },
      winners: [],
      proof: { seed: null, tickets_digest: null },
    });
    expect(await run('cancel', 'operator-empty')).toBe(
      `cancelled operator-empty (id ${shown.id}): it had no tickets; its draw task is removed`,
    );
    await expect(run('show', 'operator-empty')).rejects.toThrow(/no lottery operator-empty/);
    const tasks = await db
      .select()
      .from(scheduledTasks)
      .where(eq(scheduledTasks.key, `lottery:${shown.id}`));
    expect(tasks).toEqual([]);
    const events = await db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.type, 'lotteries_operator'));
    expect(events.map((event) => event.details.action)).toEqual(
      expect.arrayContaining(['create', 'cancel']),
    );
  });

  it('refuses to cancel once tickets are held, draws only a due lottery, once, and shows winners and proof', async () => {
    await run('create', '--file', spec('operator-held'));
    const { id } = await show('operator-held');
    const { player } = await registerTestPlayer(app);
    await db.transaction((tx) =>
      addTickets(tx, {
        playerId: player.id,
        lotteryId: id,
        count: 2,
        source: 'exchange',
        reference: `test:${id}`,
        now: clock.now(),
      }),
    );
    await expect(run('cancel', 'operator-held')).rejects.toThrow(
      /operator-held is not cancelled: 1 player\(s\) hold 2 ticket\(s\) \(2 from exchange\).+no refund path/,
    );
    await expect(run('draw', 'operator-held')).rejects.toThrow(/operator-held is not due/);
    clock.advance(31 * MINUTE);
    expect(await run('draw', 'operator-held')).toBe(
      'drew operator-held: 2 ticket(s), 1 winner(s); show operator-held lists them',
    );
    expect(await run('draw', 'operator-held')).toBe('operator-held was drawn already');
    const drawn = await show('operator-held');
    expect(drawn).toMatchObject({
      state: 'drawn',
      tickets: { issued: 2, by_source: { exchange: 2 }, players: 1 },
      winners: [{ place: 1, player_id: player.id, prize: { paid: true } }],
    });
    const seed = String(drawn.proof.seed);
    expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(
      drawn.proof.seed_hash,
    );
    const proof = JSON.parse(await run('proof', 'operator-held')) as Record<string, unknown>;
    expect(proof).toMatchObject({ seed, tickets_digest: drawn.proof.tickets_digest, places: 1 });
    await expect(run('cancel', 'operator-held')).rejects.toThrow(/was drawn already/);
  });

  it('refuses bad input with what is wrong', async () => {
    await expect(run('create', '--file', file('bad.json', { slug: 'x' }))).rejects.toThrow(
      /slug[\s\S]*title/,
    );
    await expect(run('create', '--file', file('broken.json', '{'))).rejects.toThrow(/cannot read/);
    await expect(run('create')).rejects.toThrow(/--file <json> is needed/);
    await expect(
      run(
        'create',
        '--file',
        spec('operator-typo', {
          prizes: [{ place: 1, title: { en: 'x' }, lootbox_template_key: 'no-such-box' }],
        }),
      ),
    ).rejects.toMatchObject({
      fields: { 'prizes.1': ['no enabled lootbox template no-such-box'] },
    });
    await expect(
      run('create', '--file', spec('operator-late', { endAt: '2020-01-01T00:00:00Z' })),
    ).rejects.toThrow(/endAt|Invalid input/);
    await expect(run('show')).rejects.toThrow(/a lottery slug \(or id\) is needed/);
    await expect(run('show', 'no-such-lottery')).rejects.toThrow(/no lottery no-such-lottery/);
    await expect(run('proof', 'monthly-lottery')).rejects.toThrow(/not been drawn/);
    await expect(run('list', '--frob')).rejects.toThrow(/Unknown option '--frob'[\s\S]*usage/);
    await expect(run('frobnicate')).rejects.toThrow(/unknown command frobnicate/);
  });
});
