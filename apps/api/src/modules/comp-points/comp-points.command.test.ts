import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerGifts } from '../../db/schema/gifts.js';
import { securityEvents } from '../../db/schema/players.js';
import { registerTestPlayer } from '../../testing/players.js';
import { buildTestApp } from '../../testing/test-app.js';
import { runCompPointsCommand } from './comp-points.command.js';
import { findBalances, findRateByKey, listEarningRates } from './comp-points.repository.js';

/** The operator command (docs/comp-points.md): each change applied and audited, bad input refused. */
describe('comp points operator command', async () => {
  const { app, database } = await buildTestApp();
  const db = database.db;
  const run = (...argv: string[]) => runCompPointsCommand(app.deps, argv);

  it('lists and changes earning rates, weights and mart prices, each audited', async () => {
    expect(JSON.parse(await run('rates'))).toMatchObject({ weights: { slots: 100 } });
    await run('set-earning-rate', 'jpy', '--amount', '40', '--points', '1');
    expect((await listEarningRates(db)).get('JPY')).toEqual({
      currency: 'JPY',
      amountCents: 40,
      points: 1,
    });
    await run('set-weight', 'live', '30');
    await run('set-price', 'freespins-10', '120');
    await run('disable-rate', 'bonus-10');
    expect((await findRateByKey(db, 'freespins-10'))?.points).toBe(120);
    expect((await findRateByKey(db, 'bonus-10'))?.enabled).toBe(false);
    await run('enable-rate', 'bonus-10');
    const audited = await db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.type, 'comp_points_operator'));
    expect(audited.length).toBeGreaterThanOrEqual(5);
  });

  it('adjusts a player’s points, and a level reached grants its gift', async () => {
    const { player } = await registerTestPlayer(app);
    expect(await run('adjust', String(player.id), '--points', '150')).toContain('"points":150');
    expect((await findBalances(db, player.id)).persistent).toBe(150);
    const gifts = await db
      .select()
      .from(playerGifts)
      .where(and(eq(playerGifts.playerId, player.id), eq(playerGifts.groupKey, 'level_up')));
    expect(gifts).toHaveLength(2);
    await run('adjust', String(player.id), '--points=-50');
    expect(JSON.parse(await run('balance', String(player.id)))).toMatchObject({
      chargeable: { points: 100 },
    });
  });

  it('refuses bad input with the usage', async () => {
    await expect(run('set-weight', 'live', '101')).rejects.toThrow(/percent/);
    await expect(run('set-earning-rate', 'EUR', '--amount', '0', '--points', '1')).rejects.toThrow(
      /--amount/,
    );
    await expect(run('set-price', 'no-such-rate', '10')).rejects.toThrow(/no mart rate/);
    await expect(run('adjust', '999999999', '--points', '10')).rejects.toThrow(/no player/);
    await expect(run('nope')).rejects.toThrow(/unknown command/);
  });
});
