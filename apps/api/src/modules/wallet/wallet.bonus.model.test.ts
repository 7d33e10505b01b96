import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import { trialBalance } from '../ledger/ledger-audit.service.js';
import {
  forfeitGift,
  giftRow,
  grantBonus,
  ledgerOf,
  wageringGiftOf,
} from './wallet-bonus-test.repository.js';
import {
  bet,
  fixturePlayer,
  newId,
  rollbackOf,
  walletClient,
  win,
  type SentCall,
} from './wallet.test-helpers.js';
import type { FixturePlayer } from './wallet-fixture.service.js';

/*
 * RELIABILITY WI-13: a model of bonus money against the database. Random bets, wins, rollbacks,
 * round ends (conversions, losses), and forfeits as the gifts module books them (cancel,
 * expiry, withdrawal, self-exclusion: written here through the ledger and SQL), in EUR, JPY and
 * BTC. After every command: double entry holds, `player_bonus` equals the `handle_bets` gift's
 * `bonus_cents`, no balance is negative, and real money is exactly what the model says — bonus
 * money reaches it only by a conversion.
 */

const test = await buildTestApp();
const { app, database } = test;
const db = database.db;
const wallet = walletClient(test);
// eslint-disable-next-line no-restricted-properties -- the nightly run asks for more cases
const RUNS = Number(process.env.WALLET_PROPERTY_RUNS ?? 12);

interface ModelGift {
  id: number;
  bonus: number;
  wagered: number;
  requirement: number;
  maxBet: number | null;
  maxWin: number | null;
  stage: 'handle_bets' | 'wager_done' | 'lost' | 'canceled' | 'expired';
}

interface ModelAction {
  id: string;
  kind: 'bet' | 'win';
  amount: number;
  bonusPart: number;
  giftId: number | null;
  round: string;
  rolledBack: boolean;
}

interface Model {
  real: number;
  gift: ModelGift | null;
  gifts: Map<number, ModelGift>;
  actions: ModelAction[];
  round: string;
}

type Command =
  | { kind: 'bet'; amount: number; finished: boolean }
  | { kind: 'win'; amount: number; finished: boolean }
  | { kind: 'betWin'; amount: number; win: number; finished: boolean }
  | { kind: 'rollback'; pick: number }
  | { kind: 'forfeit'; reason: 'player' | 'expiry' | 'withdrawal' | 'self_exclusion' }
  | {
      kind: 'grant';
      bonus: number;
      requirement: number;
      maxBet: number | null;
      maxWin: number | null;
    };

// Below every seeded game's own max bet (JPY's is the lowest), so 106 is the bonus's max bet.
const amount = fc.integer({ min: 0, max: 1_500 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('bet' as const), amount, finished: fc.boolean() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('win' as const), amount, finished: fc.boolean() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('betWin' as const),
      amount,
      win: amount,
      finished: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rollback' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('forfeit' as const),
      reason: fc.constantFrom('player', 'expiry', 'withdrawal', 'self_exclusion') as fc.Arbitrary<
        'player' | 'expiry' | 'withdrawal' | 'self_exclusion'
      >,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('grant' as const),
      bonus: fc.integer({ min: 0, max: 5_000 }),
      requirement: fc.integer({ min: 0, max: 15_000 }),
      maxBet: fc.option(fc.integer({ min: 100, max: 1_500 }), { nil: null }),
      maxWin: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
    }),
  },
);

const live = (model: Model): ModelGift | null =>
  model.gift?.stage === 'handle_bets' ? model.gift : null;

/** The model's win split (stake-plan rules): shares of the round's bonus stakes, by gift. */
function splitWin(model: Model, round: string, winCents: number) {
  const stakes = model.actions.filter(
    (a) => a.kind === 'bet' && a.round === round && !a.rolledBack,
  );
  const total = stakes.reduce((sum, a) => sum + a.amount, 0);
  const byGift = new Map<number, number>();
  for (const stake of stakes) {
    if (stake.giftId !== null && stake.bonusPart > 0) {
      byGift.set(stake.giftId, (byGift.get(stake.giftId) ?? 0) + stake.bonusPart);
    }
  }
  let toBonus = 0;
  let toPromotions = 0;
  let giftId: number | null = null;
  for (const [id, bonus] of byGift) {
    if (total <= 0 || winCents <= 0) continue;
    const share = Math.min(winCents, Math.floor((winCents * bonus) / total));
    if (share <= 0) continue;
    if (id === live(model)?.id) {
      toBonus += share;
      giftId = id;
    } else {
      toPromotions += share;
      giftId ??= id;
    }
  }
  return { toReal: winCents - toBonus - toPromotions, toBonus, toPromotions, giftId };
}

/** Applies a play call to the model; answers the refusal code expected, or null. */
function modelPlay(model: Model, actions: ModelAction[], finished: boolean): number | null {
  const next = structuredClone(model);
  for (const action of actions) {
    const gift = live(next);
    if (action.kind === 'bet') {
      if (gift && gift.maxBet !== null && action.amount > gift.maxBet) return 106;
      const available = next.real + (gift?.bonus ?? 0);
      if (action.amount > available) return 100;
      const fromReal = Math.min(next.real, action.amount);
      const fromBonus = action.amount - fromReal;
      next.real -= fromReal;
      if (gift) {
        gift.bonus -= fromBonus;
        gift.wagered += action.amount;
      }
      action.bonusPart = fromBonus;
      action.giftId = gift && action.amount > 0 ? gift.id : null;
    } else {
      const split = splitWin(next, action.round, action.amount);
      next.real += split.toReal;
      if (gift) gift.bonus += split.toBonus;
      action.bonusPart = split.toBonus + split.toPromotions;
      action.giftId = split.giftId;
    }
    next.actions.push(action);
  }
  const gift = live(next);
  if (finished && gift && actions.length > 0) {
    if (gift.wagered >= gift.requirement) {
      next.real += gift.maxWin === null ? gift.bonus : Math.min(gift.bonus, gift.maxWin);
      gift.bonus = 0;
      gift.stage = 'wager_done';
    } else if (gift.bonus === 0) {
      gift.stage = 'lost';
    }
  }
  Object.assign(model, next);
  return null;
}

function modelRollback(model: Model, original: ModelAction): void {
  original.rolledBack = true;
  const gift =
    original.giftId === null ? null : model.gift?.id === original.giftId ? model.gift : null;
  const isLive = gift?.stage === 'handle_bets';
  const realPart = original.amount - original.bonusPart;
  if (original.kind === 'bet') {
    model.real += realPart;
    if (isLive && gift) {
      gift.bonus += original.bonusPart;
      gift.wagered = Math.max(0, gift.wagered - original.amount);
    }
    // An ended gift: the bonus part goes to promotions (a forfeit).
    return;
  }
  model.real -= Math.min(realPart, model.real);
  if (isLive && gift) gift.bonus -= Math.min(original.bonusPart, gift.bonus);
}

async function check(model: Model, player: FixturePlayer, answer: SentCall | null) {
  const balances = await ledgerOf(db, player);
  expect(balances.real).toBeGreaterThanOrEqual(0);
  expect(balances.bonus).toBeGreaterThanOrEqual(0);
  expect(balances.real).toBe(model.real);
  const wagering = await wageringGiftOf(db, player);
  expect(balances.bonus).toBe(wagering?.bonusCents ?? 0);
  const gift = live(model);
  expect(wagering?.id ?? null).toBe(gift?.id ?? null);
  if (gift && wagering) {
    expect([wagering.bonusCents, wagering.wageredCents]).toEqual([gift.bonus, gift.wagered]);
  }
  if (model.gift && !gift) {
    expect((await giftRow(db, model.gift.id)).stage).toBe(model.gift.stage);
  }
  if (answer?.status === 200) {
    expect(answer.body.balance).toBe(model.real + (gift?.bonus ?? 0));
  }
  const trial = await trialBalance(db);
  expect(trial.ok).toBe(true);
}

describe.each(['EUR', 'JPY', 'BTC'])('bonus money in %s (WI-13 model)', (currency) => {
  it('keeps every ledger invariant through random bets, wins, rollbacks, ends and forfeits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5_000 }),
        fc.record({
          bonus: fc.integer({ min: 1, max: 5_000 }),
          requirement: fc.integer({ min: 0, max: 15_000 }),
          maxBet: fc.option(fc.integer({ min: 100, max: 1_500 }), { nil: null }),
          maxWin: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
        }),
        fc.array(command, { minLength: 1, maxLength: 18 }),
        async (funds, first, commands) => {
          const player = await fixturePlayer(app, { currency, balance: funds });
          const model: Model = {
            real: funds,
            gift: null,
            gifts: new Map(),
            actions: [],
            round: newId('round'),
          };
          const grant = async (input: typeof first) => {
            const id = await grantBonus(db, player, {
              bonusCents: input.bonus,
              requirementCents: input.requirement,
              maxBetCents: input.maxBet,
              maxWinCents: input.maxWin,
            });
            model.gift = {
              id,
              bonus: input.bonus,
              wagered: 0,
              requirement: input.requirement,
              maxBet: input.maxBet,
              maxWin: input.maxWin,
              stage: 'handle_bets',
            };
          };
          await grant(first);
          await check(model, player, null);

          for (const step of commands) {
            let answer: SentCall | null = null;
            if (step.kind === 'bet' || step.kind === 'win' || step.kind === 'betWin') {
              const round = model.round;
              const sent =
                step.kind === 'bet'
                  ? [bet(step.amount)]
                  : step.kind === 'win'
                    ? [win(step.amount)]
                    : [bet(step.amount), win(step.win)];
              const planned: ModelAction[] = sent.map((action) => ({
                id: action.action_id,
                kind: action.action as 'bet' | 'win',
                amount: 'amount' in action ? action.amount : 0,
                bonusPart: 0,
                giftId: null,
                round,
                rolledBack: false,
              }));
              const expected = modelPlay(model, planned, step.finished);
              answer = await wallet.play(player, round, sent, { finished: step.finished });
              if (expected === null) {
                expect(answer.status).toBe(200);
                if (step.finished) model.round = newId('round');
              } else {
                expect(answer.status).toBe(412);
                expect(answer.body.code).toBe(expected);
              }
            } else if (step.kind === 'rollback') {
              const open = model.actions.filter((action) => !action.rolledBack);
              const original = open[step.pick % Math.max(1, open.length)];
              if (!original) continue;
              answer = await wallet.rollback(player, original.round, [rollbackOf(original.id)]);
              expect(answer.status).toBe(200);
              modelRollback(model, original);
            } else if (step.kind === 'forfeit') {
              const gift = live(model);
              if (!gift) continue;
              await forfeitGift(db, player, gift.id, step.reason);
              gift.bonus = 0;
              gift.stage = step.reason === 'expiry' ? 'expired' : 'canceled';
            } else {
              if (live(model)) continue;
              await grant({
                bonus: step.bonus,
                requirement: step.requirement,
                maxBet: step.maxBet,
                maxWin: step.maxWin,
              });
            }
            await check(model, player, answer);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
