import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registerTestPlayer } from '../../testing/players.js';
import { buildTestApp } from '../../testing/test-app.js';
import { redeemDepositCode } from './promo-codes.service.js';

describe('deposit bonus codes mapped to gifts (redeemDepositCode)', async () => {
  const { app, clock } = await buildTestApp();
  clock.set(new Date('2026-11-20T12:00:00Z'));
  const deps = app.deps;
  const db = deps.database.db;
  let depositId = 9_000_000;

  const redeem = (playerId: number, code: string, currency: string, depositCents: number) => {
    depositId += 1;
    return db.transaction((tx) =>
      redeemDepositCode(tx, deps, {
        playerId,
        code,
        currency,
        depositCents,
        depositId,
        depositNumber: 1,
        now: clock.now(),
      }),
    );
  };
  const newPlayer = (currency: string) =>
    registerTestPlayer(app, { currency, dfpc: `device-${randomUUID()}` }).then((t) => t.player.id);

  it('issues and activates the code’s deposit bonus on the deposit, once per player', async () => {
    const player = await newPlayer('EUR');
    const first = await redeem(player, 'welcome100', 'EUR', 20_000);
    expect(first.issued).toBe(true);
    if (!first.issued) return;
    // 100 % of €200 capped at €100, wagered x35, in play at once.
    expect(first.gift).toMatchObject({
      stage: 'handle_bets',
      amountCents: 10_000,
      bonusCents: 10_000,
      wagerRequirementCents: 350_000,
      depositId,
      sourceReference: `deposit:${depositId}:promo`,
    });
    expect(await redeem(player, 'WELCOME100', 'EUR', 20_000)).toEqual({
      issued: false,
      reason: 'already_used',
    });
  });

  it('follows the code’s currencies and caps: BTC yes, JPY no', async () => {
    const bitcoin = await newPlayer('BTC');
    const paid = await redeem(bitcoin, 'CRYPTO50', 'BTC', 1_000_000);
    // 50 % of 0.01 BTC, capped at €250 worth (0.0043 BTC at the seed's round price).
    expect(paid.issued && paid.gift.amountCents).toBe(430_000);
    const yen = await newPlayer('JPY');
    expect(await redeem(yen, 'CRYPTO50', 'JPY', 100_000)).toEqual({
      issued: false,
      reason: 'not_eligible',
    });
    // Under the brand's minimum deposit (¥1,500).
    expect(await redeem(yen, 'WELCOME100', 'JPY', 1_000)).toEqual({
      issued: false,
      reason: 'not_eligible',
    });
    const inYen = await redeem(yen, 'WELCOME100', 'JPY', 20_000);
    expect(inYen.issued && inYen.gift.amountCents).toBe(15_000);
  });

  it('refuses a code that is not a deposit code', async () => {
    const player = await newPlayer('EUR');
    for (const code of ['WELCOME10', 'NO-SUCH', 'FREEBET5']) {
      expect(await redeem(player, code, 'EUR', 20_000)).toEqual({
        issued: false,
        reason: 'invalid',
      });
    }
  });
});
