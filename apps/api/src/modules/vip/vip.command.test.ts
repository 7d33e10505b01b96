import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerGroups } from '../../db/schema/players.js';
import { securityEvents } from '../../db/schema/players.js';
import { registerTestPlayer } from '../../testing/players.js';
import { buildTestApp } from '../../testing/test-app.js';
import { brandSeed } from '../brand/brand.seed.js';
import { runVipCommand } from './vip.command.js';
import { progressOf } from './vip.service.js';

const TIERS = brandSeed.groups.vipTiers;

describe('npm run vip (the operator command)', async () => {
  const { app } = await buildTestApp();
  const deps = app.deps;
  const db = deps.database.db;
  const run = (...argv: string[]) => runVipCommand(deps, argv);

  it('lists the tiers and changes what a tier takes in a currency, audited', async () => {
    const tiers = JSON.parse(await run('tiers')) as { key: string; groupId: number }[];
    expect(tiers.map((tier) => tier.key)).toEqual([
      'regular',
      'bronze',
      'silver',
      'gold',
      'platinum',
      'diamond',
    ]);
    expect(tiers[1]?.groupId).toBe(TIERS.bronze);

    expect(await run('set-threshold', 'bronze', 'nok', '--deposit', '100', '--bets', '1000')).toBe(
      'bronze NOK: {"depositCents":100,"betSumCents":1000}',
    );
    const { player } = await registerTestPlayer(app, { currency: 'NOK' });
    expect(await progressOf(deps, player.id)).toMatchObject({
      depositThresholdCents: 100,
      betSumThresholdCents: 1000,
    });
    await run('remove-threshold', 'bronze', 'NOK');
    // The tier's default (K-090) for a currency it does not list.
    expect((await progressOf(deps, player.id)).depositThresholdCents).toBe(900_000);
    const audits = await db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.type, 'vip_operator'));
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it('gives a status with its groups, and refuses bad input', async () => {
    const { player } = await registerTestPlayer(app, { currency: 'EUR' });
    expect(await run('set-status', String(player.id), 'gold')).toContain('gold');
    const gold = await db
      .select()
      .from(playerGroups)
      .where(and(eq(playerGroups.playerId, player.id), eq(playerGroups.groupId, TIERS.gold)));
    expect(gold).toHaveLength(1);
    expect((await progressOf(deps, player.id)).activeStatus).toBe('gold');
    await expect(run('set-status', String(player.id), 'emerald')).rejects.toThrow(/unknown tier/);
    await expect(
      run('set-threshold', 'regular', 'EUR', '--deposit', '1', '--bets', '1'),
    ).rejects.toThrow(/entry tier/);
    await expect(
      run('set-threshold', 'gold', 'EUR', '--deposit=-1', '--bets', '1'),
    ).rejects.toThrow(/whole number/);
    await expect(run('progress', '999999999')).rejects.toThrow(/no player/);
    await expect(run('launch')).rejects.toThrow(/unknown command/);
  });
});
