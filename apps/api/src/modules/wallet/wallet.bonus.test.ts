import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletActions } from '../../db/schema/games.js';
import { buildTestApp } from '../../testing/test-app.js';
import { trialBalance } from '../ledger/ledger-audit.service.js';
import {
  brandBalance,
  forfeitGift,
  gameCategories,
  giftEvents,
  giftRow,
  grantBonus,
  grantFreespins,
  ledgerOf,
} from './wallet-bonus-test.repository.js';
import {
  asWalletResponse,
  bet,
  fixturePlayer,
  newId,
  rollbackOf,
  walletClient,
  win,
} from './wallet.test-helpers.js';

/*
 * Bonus money and free spins in the wallet (DESIGN.md §12, engagement.md §3 Gift, WI-13): the
 * stake plan with a real gift, wins split as their round's stakes, the max bet, contributions
 * by category, the conversion capped by the max win, a spent bonus lost, rollbacks undoing
 * progress, free-spin calls, replays. Gifts are written directly (wallet.bonus.test-helpers).
 */

const test = await buildTestApp();
const { app, database } = test;
const db = database.db;
const wallet = walletClient(test);

async function actionRow(actionId: string) {
  const [row] = await db.select().from(walletActions).where(eq(walletActions.actionId, actionId));
  return row;
}

describe('a bet with a bonus in play', () => {
  it('takes real money first, then bonus; counts wagering; answers real + bonus', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const giftId = await grantBonus(db, player, { bonusCents: 5_000, requirementCents: 50_000 });
    const staked = bet(3_000);
    const round = newId('round');
    const answer = asWalletResponse(await wallet.play(player, round, [staked]));
    expect(answer.balance).toBe(3_000);
    expect(await ledgerOf(db, player)).toEqual({ real: 0, bonus: 3_000 });
    const gift = await giftRow(db, giftId);
    expect([gift.bonusCents, gift.wageredCents, gift.stage]).toEqual([3_000, 3_000, 'handle_bets']);
    const row = await actionRow(staked.action_id);
    expect([row?.bonusAmount, row?.giftId]).toEqual([2_000, giftId]);
    // A replay moves nothing and answers the same.
    const again = asWalletResponse(await wallet.play(player, round, [staked]));
    expect(again.transactions).toEqual(answer.transactions);
    expect((await giftRow(db, giftId)).wageredCents).toBe(3_000);
    expect((await trialBalance(db)).ok).toBe(true);
  });

  it('splits a win as the stake was, in the same call and in a later call', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const giftId = await grantBonus(db, player, { bonusCents: 5_000, requirementCents: 50_000 });
    const round = newId('round');
    asWalletResponse(await wallet.play(player, round, [bet(3_000), win(600)]));
    // 600 × 2000/3000 = 400 bonus, 200 real.
    expect(await ledgerOf(db, player)).toEqual({ real: 200, bonus: 3_400 });
    // A late win of the same round: its split comes from the round's bet rows.
    const late = win(900);
    asWalletResponse(await wallet.play(player, round, [late], { finished: true }));
    expect(await ledgerOf(db, player)).toEqual({ real: 500, bonus: 4_000 });
    const row = await actionRow(late.action_id);
    expect([row?.bonusAmount, row?.giftId]).toEqual([600, giftId]);
    expect((await giftRow(db, giftId)).bonusCents).toBe(4_000);
  });

  it('refuses a stake above the max bet while wagering with 106', async () => {
    const player = await fixturePlayer(app, { balance: 10_000 });
    await grantBonus(db, player, {
      bonusCents: 1_000,
      requirementCents: 10_000,
      maxBetCents: 500,
    });
    const refused = await wallet.play(player, newId('round'), [bet(600)]);
    expect(refused.status).toBe(412);
    expect(refused.body.code).toBe(106);
    expect(await ledgerOf(db, player)).toEqual({ real: 10_000, bonus: 1_000 });
  });

  it('counts wagering by the game category and keeps bonus out of excluded categories', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const categories = await gameCategories(db, player.game);
    expect(categories.length).toBeGreaterThan(0);
    const tenPercent = Object.fromEntries(categories.map((slug) => [slug, 10]));
    const giftId = await grantBonus(db, player, {
      bonusCents: 5_000,
      requirementCents: 50_000,
      contributions: { ...tenPercent, '*': 100 },
    });
    asWalletResponse(await wallet.play(player, newId('round'), [bet(2_000)]));
    expect((await giftRow(db, giftId)).wageredCents).toBe(200);

    const excluded = await fixturePlayer(app, { balance: 1_000 });
    await grantBonus(db, excluded, {
      bonusCents: 5_000,
      requirementCents: 50_000,
      contributions: { ...Object.fromEntries(categories.map((slug) => [slug, 0])), '*': 100 },
    });
    // The bonus does not play here: the answered balance is real money only.
    const read = asWalletResponse(await wallet.play(excluded, newId('round'), [bet(100)]));
    expect(read.balance).toBe(900);
    const refused = await wallet.play(excluded, newId('round'), [bet(2_000)]);
    expect(refused.status).toBe(412);
    expect(refused.body.code).toBe(100);
  });
});

describe.each([
  { currency: 'EUR', unit: 100 },
  { currency: 'JPY', unit: 1 },
  { currency: 'BTC', unit: 1_000 },
])('the end of a bonus in $currency', ({ currency, unit }) => {
  it('converts once when the requirement is met, capped by the max win', async () => {
    const player = await fixturePlayer(app, { currency, balance: 0 });
    const giftId = await grantBonus(db, player, {
      bonusCents: 50 * unit,
      requirementCents: 10 * unit,
      maxWinCents: 20 * unit,
    });
    const promotionsBefore = await brandBalance(db, 'promotions', currency);
    const round = newId('round');
    // Mid-round the requirement is met but the round is open: no conversion yet.
    asWalletResponse(await wallet.play(player, round, [bet(10 * unit)]));
    expect((await giftRow(db, giftId)).stage).toBe('handle_bets');
    const answer = asWalletResponse(
      await wallet.play(player, round, [win(4 * unit)], { finished: true }),
    );
    // Bonus 40 + 4 = 44 units; 20 convert, 24 go back to promotions.
    expect(answer.balance).toBe(20 * unit);
    expect(await ledgerOf(db, player)).toEqual({ real: 20 * unit, bonus: 0 });
    expect((await brandBalance(db, 'promotions', currency)) - promotionsBefore).toBe(24 * unit);
    const gift = await giftRow(db, giftId);
    expect([gift.stage, gift.bonusCents]).toEqual(['wager_done', 0]);
    expect(gift.endedAt).not.toBeNull();
    const events = await giftEvents(db, 'gift.wagering-ended', giftId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      stage: 'wager_done',
      convertedCents: 20 * unit,
      forfeitedCents: 24 * unit,
    });
    // Later wins are real money; no second conversion.
    asWalletResponse(
      await wallet.play(player, newId('round'), [bet(unit), win(unit)], { finished: true }),
    );
    expect(await giftEvents(db, 'gift.wagering-ended', giftId)).toHaveLength(1);
    expect((await trialBalance(db)).ok).toBe(true);
  });

  it('ends a spent bonus as lost, only once its round is finished', async () => {
    const player = await fixturePlayer(app, { currency, balance: 0 });
    const giftId = await grantBonus(db, player, {
      bonusCents: 10 * unit,
      requirementCents: 1_000 * unit,
    });
    const round = newId('round');
    asWalletResponse(await wallet.play(player, round, [bet(10 * unit)]));
    expect((await giftRow(db, giftId)).stage).toBe('handle_bets');
    asWalletResponse(await wallet.play(player, round, [win(0)], { finished: true }));
    const gift = await giftRow(db, giftId);
    expect(gift.stage).toBe('lost');
    const [event] = await giftEvents(db, 'gift.wagering-ended', giftId);
    expect(event).toMatchObject({ stage: 'lost', convertedCents: 0, forfeitedCents: 0 });
  });
});

describe('a bonus from free-spin winnings, in a currency with no promotions account yet', () => {
  it('opens the promotions account and books the conversion', async () => {
    const player = await fixturePlayer(app, { currency: 'USDT', balance: 0 });
    const giftId = await grantBonus(db, player, {
      bonusCents: 5_000,
      requirementCents: 1_000,
      maxWinCents: 1_000,
      from: 'bonus_liability',
    });
    const answer = asWalletResponse(
      await wallet.play(player, newId('round'), [bet(1_000)], { finished: true }),
    );
    expect(answer.balance).toBe(1_000);
    expect(await ledgerOf(db, player)).toEqual({ real: 1_000, bonus: 0 });
    expect(await brandBalance(db, 'promotions', 'USDT')).toBe(3_000);
    expect((await giftRow(db, giftId)).stage).toBe('wager_done');
  });
});

describe('rollbacks with a bonus', () => {
  it('a rolled-back bet returns its bonus part and its wagering to the gift', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const giftId = await grantBonus(db, player, { bonusCents: 5_000, requirementCents: 50_000 });
    const staked = bet(3_000);
    const round = newId('round');
    asWalletResponse(await wallet.play(player, round, [staked]));
    const undone = asWalletResponse(
      await wallet.rollback(player, round, [rollbackOf(staked.action_id)]),
    );
    expect(undone.balance).toBe(6_000);
    expect(await ledgerOf(db, player)).toEqual({ real: 1_000, bonus: 5_000 });
    const gift = await giftRow(db, giftId);
    expect([gift.bonusCents, gift.wageredCents]).toEqual([5_000, 0]);
  });

  it('a rolled-back win takes its bonus part back from the gift', async () => {
    const player = await fixturePlayer(app, { balance: 0 });
    const giftId = await grantBonus(db, player, { bonusCents: 5_000, requirementCents: 50_000 });
    const paid = win(1_000);
    const round = newId('round');
    asWalletResponse(await wallet.play(player, round, [bet(1_000), paid]));
    expect((await giftRow(db, giftId)).bonusCents).toBe(5_000);
    asWalletResponse(await wallet.rollback(player, round, [rollbackOf(paid.action_id)]));
    expect(await ledgerOf(db, player)).toEqual({ real: 0, bonus: 4_000 });
    expect((await giftRow(db, giftId)).bonusCents).toBe(4_000);
  });

  it('once the gift ended, a rolled-back bet forfeits its bonus part to promotions', async () => {
    const player = await fixturePlayer(app, { balance: 0 });
    const giftId = await grantBonus(db, player, { bonusCents: 5_000, requirementCents: 50_000 });
    const staked = bet(2_000);
    const round = newId('round');
    asWalletResponse(await wallet.play(player, round, [staked]));
    await forfeitGift(db, player, giftId, 'player');
    // A late win of that round: its bonus share goes to promotions, never to real money.
    let promotionsBefore = await brandBalance(db, 'promotions', 'EUR');
    asWalletResponse(await wallet.play(player, round, [win(1_000)]));
    expect(await ledgerOf(db, player)).toEqual({ real: 0, bonus: 0 });
    expect((await brandBalance(db, 'promotions', 'EUR')) - promotionsBefore).toBe(1_000);
    promotionsBefore = await brandBalance(db, 'promotions', 'EUR');
    asWalletResponse(await wallet.rollback(player, round, [rollbackOf(staked.action_id)]));
    expect(await ledgerOf(db, player)).toEqual({ real: 0, bonus: 0 });
    expect((await brandBalance(db, 'promotions', 'EUR')) - promotionsBefore).toBe(2_000);
    expect((await trialBalance(db)).ok).toBe(true);
  });
});

describe('free spins', () => {
  it('plays spins of 0, books wins to bonus liability and ends with the winnings', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const { id, issueId } = await grantFreespins(db, player, 2);
    const liabilityBefore = await brandBalance(db, 'bonus_liability', 'EUR');
    const first = [bet(0), win(300)];
    const extra = { freespin_issue_id: issueId, finished: true };
    const round = newId('round');
    const answer = asWalletResponse(await wallet.play(player, round, first, extra));
    expect(answer.balance).toBe(1_000);
    // A replay: nothing moves, no spin taken.
    expect(asWalletResponse(await wallet.play(player, round, first, extra))).toEqual(answer);
    let gift = await giftRow(db, id);
    expect([gift.freespinsLeft, gift.amountCents]).toEqual([1, 300]);
    expect((await brandBalance(db, 'bonus_liability', 'EUR')) - liabilityBefore).toBe(300);
    expect(await giftEvents(db, 'gift.freespins-ended', id)).toHaveLength(0);

    asWalletResponse(await wallet.play(player, newId('round'), [bet(0), win(0)], extra));
    gift = await giftRow(db, id);
    expect(gift.freespinsLeft).toBe(0);
    const events = await giftEvents(db, 'gift.freespins-ended', id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ winningsCents: 300, giftId: id });

    // None left; and a spin that stakes money is refused.
    expect((await wallet.play(player, newId('round'), [bet(0)], extra)).status).toBe(400);
    expect((await wallet.play(player, newId('round'), [bet(5)], extra)).status).toBe(400);
    expect(await ledgerOf(db, player)).toEqual({ real: 1_000, bonus: 0 });
  });

  it('refuses an issue id the player has no spins under', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const refused = await wallet.play(player, newId('round'), [bet(0)], {
      freespin_issue_id: 'fs-unknown',
    });
    expect(refused.status).toBe(400);
  });
});
