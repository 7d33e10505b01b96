import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GiftTemplateRules } from '@croupier/contracts/gifts';
import { playerGifts } from '../../db/schema/gifts.js';
import { ledgerAccounts } from '../../db/schema/ledger.js';
import { AppError } from '../../lib/app-error.js';
import { registerTestPlayer } from '../../testing/players.js';
import { buildTestApp } from '../../testing/test-app.js';
import { trialBalance } from '../ledger/ledger-audit.service.js';
import { postTransaction } from '../ledger/ledger.service.js';
import { enqueueEvent } from '../outbox/outbox.service.js';
import { insertTemplate } from './gift-templates.repository.js';
import { activateGift, cancelGift, issueGift, type PlayerGiftRow } from './gifts.service.js';

/**
 * The engine against the database over random histories: issues, activations, cancels, the
 * wallet spending, converting or losing the bonus in play, withdrawals, both expiries and a
 * time-out, in EUR and BTC. After every command:
 * - the ledger's `player_bonus` balance equals the `bonus_cents` of the gift being wagered;
 * - at most one gift is wagered per currency, and a gift waits only behind one being wagered;
 * - real money moves only by funding, cash gifts, conversions and withdrawals (a model);
 * - the trial balance is zero.
 */
const { app, database } = await buildTestApp();
const db = database.db;
const deps = app.deps;
const now = () => deps.clock.now();
const CURRENCIES = ['EUR', 'BTC'] as const;
type Currency = (typeof CURRENCIES)[number];

type Command =
  | { kind: 'issue'; currency: Currency; cash: boolean }
  | { kind: 'activate'; pick: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'spend'; currency: Currency; percent: number }
  | { kind: 'convert'; currency: Currency; capPercent: number }
  | { kind: 'lose'; currency: Currency }
  | { kind: 'withdraw'; currency: Currency }
  | { kind: 'expire-activation'; pick: number }
  | { kind: 'expire-wagering'; currency: Currency }
  | { kind: 'time-out' };

const currency = fc.constantFrom(...CURRENCIES);
const pick = fc.nat({ max: 20 });
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('issue' as const), currency, cash: fc.boolean() }),
  },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('activate' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('spend' as const),
      currency,
      percent: fc.integer({ min: 1, max: 99 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('convert' as const),
      currency,
      capPercent: fc.integer({ min: 10, max: 100 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('lose' as const), currency }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), currency }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire-activation' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire-wagering' as const), currency }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'time-out' as const }) },
);

const rules = (cash: boolean): GiftTemplateRules => ({
  amount: { kind: 'fixed', cents: { EUR: 1_000, BTC: 17_000 } },
  wagering: { multiplier: cash ? 0 : 5, of: 'bonus' },
  contributions: { '*': 100 },
  activationDays: 3,
  wageringDays: 7,
  eligibility: {},
});
const bonusTemplate = await insertTemplate(db, {
  key: `model-bonus-${randomUUID().slice(0, 8)}`,
  kind: 'non_deposit',
  family: 'bonus',
  title: 'Model bonus',
  groupKey: 'model',
  rules: rules(false),
});
const cashTemplate = await insertTemplate(db, {
  key: `model-cash-${randomUUID().slice(0, 8)}`,
  kind: 'cash',
  family: 'bonus',
  title: 'Model cash',
  groupKey: 'model',
  rules: rules(true),
});

async function giftsOf(playerId: number): Promise<PlayerGiftRow[]> {
  return db.select().from(playerGifts).where(eq(playerGifts.playerId, playerId));
}
async function balance(playerId: number, cur: string, kind: 'player_real' | 'player_bonus') {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.playerId, playerId),
        eq(ledgerAccounts.currency, cur),
        eq(ledgerAccounts.kind, kind),
      ),
    );
  return row?.balance ?? 0;
}
function wagering(gifts: readonly PlayerGiftRow[], cur: string): PlayerGiftRow | undefined {
  return gifts.find((gift) => gift.currency === cur && gift.stage === 'handle_bets');
}
/** What the wallet does when a bonus ends inside a bet or win (gift-end.ts), then the consumer. */
async function walletEnds(
  gift: PlayerGiftRow,
  stage: 'wager_done' | 'lost',
  legs: {
    account: Parameters<typeof postTransaction>[1]['legs'][number]['account'];
    amount: number;
  }[],
  converted: number,
) {
  await db.transaction(async (tx) => {
    if (legs.length > 0) {
      await postTransaction(tx, {
        reference: `model-end:${gift.id}`,
        kind: stage === 'wager_done' ? 'bonus_convert' : 'adjustment',
        currency: gift.currency,
        legs,
        now: now(),
      });
    }
    await tx
      .update(playerGifts)
      .set({ stage, bonusCents: 0, endedAt: now(), updatedAt: now() })
      .where(eq(playerGifts.id, gift.id));
    await enqueueEvent(tx, 'gift.wagering-ended', {
      playerId: gift.playerId,
      giftId: gift.id,
      currency: gift.currency,
      stage,
      convertedCents: converted,
      forfeitedCents: 0,
      createdAt: now().toISOString(),
    });
  });
  await app.outbox.drain();
}

describe('the gifts engine keeps its invariants over random histories (DESIGN.md §12)', () => {
  it('player_bonus = the bonus in play, one in play per currency, real money moves only as it should', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(commandArb, { minLength: 10, maxLength: 30, size: 'max' }),
        async (commands) => {
          const { player, cookie } = await registerTestPlayer(app);
          const playerId = player.id;
          const expectedReal: Record<string, number> = { EUR: 0, BTC: 0 };
          const issued: number[] = [];
          const giftAt = (index: number) => issued[index % Math.max(1, issued.length)];
          /** Mostly a gift that can take the command, sometimes any (refusals are tested too). */
          const target = (index: number, gifts: readonly PlayerGiftRow[], stages: string[]) => {
            const fitting = gifts.filter((gift) => stages.includes(gift.stage));
            return index % 4 === 3 || fitting.length === 0
              ? giftAt(index)
              : fitting[index % fitting.length]?.id;
          };
          const tolerate = async (fn: () => Promise<unknown>) => {
            try {
              await fn();
            } catch (error) {
              // 404/422 are answers (not activatable, not cancelable), not failures.
              if (!(error instanceof AppError) || error.status >= 500) throw error;
            }
          };
          for (const command of commands) {
            const before = await giftsOf(playerId);
            switch (command.kind) {
              case 'issue': {
                const { gift } = await db.transaction((tx) =>
                  issueGift(tx, deps, {
                    playerId,
                    templateId: command.cash ? cashTemplate.id : bonusTemplate.id,
                    currency: command.currency,
                    sourceReference: `model:${randomUUID()}`,
                    now: now(),
                  }),
                );
                issued.push(gift.id);
                break;
              }
              case 'activate':
              case 'cancel': {
                const giftId = target(
                  command.pick,
                  before,
                  command.kind === 'activate' ? ['issued'] : ['issued', 'wait', 'handle_bets'],
                );
                if (giftId === undefined) break;
                const chosen = before.find((gift) => gift.id === giftId);
                await tolerate(() =>
                  db.transaction((tx) =>
                    command.kind === 'activate'
                      ? activateGift(tx, deps, { playerId, giftId, now: now() })
                      : cancelGift(tx, deps, { playerId, giftId, now: now(), by: 'player' }),
                  ),
                );
                const after = (await giftsOf(playerId)).find((gift) => gift.id === giftId);
                if (
                  command.kind === 'activate' &&
                  chosen?.stage === 'issued' &&
                  after?.stage === 'finished'
                ) {
                  expectedReal[chosen.currency] =
                    (expectedReal[chosen.currency] ?? 0) + chosen.amountCents;
                }
                break;
              }
              case 'spend': {
                const gift = wagering(before, command.currency);
                if (!gift || gift.bonusCents < 2) break;
                const spent = Math.max(1, Math.floor((gift.bonusCents * command.percent) / 100));
                await db.transaction(async (tx) => {
                  await postTransaction(tx, {
                    reference: `model-spend:${randomUUID()}`,
                    kind: 'adjustment',
                    currency: gift.currency,
                    legs: [
                      { account: { kind: 'player_bonus', playerId }, amount: -spent },
                      { account: { kind: 'house' }, amount: spent },
                    ],
                    now: now(),
                  });
                  await tx
                    .update(playerGifts)
                    .set({ bonusCents: gift.bonusCents - spent })
                    .where(eq(playerGifts.id, gift.id));
                });
                break;
              }
              case 'convert': {
                const gift = wagering(before, command.currency);
                if (!gift || gift.bonusCents === 0) break;
                const paid = Math.max(1, Math.floor((gift.bonusCents * command.capPercent) / 100));
                const rest = gift.bonusCents - paid;
                await walletEnds(
                  gift,
                  'wager_done',
                  [
                    { account: { kind: 'player_bonus', playerId }, amount: -gift.bonusCents },
                    { account: { kind: 'player_real', playerId }, amount: paid },
                    ...(rest > 0
                      ? [{ account: { kind: 'promotions' as const }, amount: rest }]
                      : []),
                  ],
                  paid,
                );
                expectedReal[gift.currency] = (expectedReal[gift.currency] ?? 0) + paid;
                break;
              }
              case 'lose': {
                const gift = wagering(before, command.currency);
                if (!gift) break;
                await walletEnds(
                  gift,
                  'lost',
                  gift.bonusCents > 0
                    ? [
                        { account: { kind: 'player_bonus', playerId }, amount: -gift.bonusCents },
                        { account: { kind: 'house' }, amount: gift.bonusCents },
                      ]
                    : [],
                  0,
                );
                break;
              }
              case 'withdraw': {
                const real = await balance(playerId, command.currency, 'player_real');
                if (real === 0) break;
                const amount = Math.ceil(real / 2);
                await db.transaction((tx) =>
                  postTransaction(tx, {
                    reference: `withdrawal_reserve:model-${randomUUID()}`,
                    kind: 'withdrawal_reserve',
                    currency: command.currency,
                    legs: [
                      { account: { kind: 'player_real', playerId }, amount: -amount },
                      { account: { kind: 'withdrawals_pending' }, amount },
                    ],
                    now: now(),
                  }),
                );
                expectedReal[command.currency] = (expectedReal[command.currency] ?? 0) - amount;
                await app.outbox.drain();
                break;
              }
              case 'expire-activation': {
                const giftId = giftAt(command.pick);
                if (giftId === undefined) break;
                await db
                  .update(playerGifts)
                  .set({ activatableUntil: new Date(now().getTime() - 1) })
                  .where(and(eq(playerGifts.id, giftId), eq(playerGifts.stage, 'issued')));
                await app.outbox.runJobNow('gifts-expiry');
                break;
              }
              case 'expire-wagering': {
                const gift = wagering(before, command.currency);
                if (!gift) break;
                await db
                  .update(playerGifts)
                  .set({ wagerUntil: new Date(now().getTime() - 1) })
                  .where(eq(playerGifts.id, gift.id));
                await app.outbox.runJobNow('gifts-expiry');
                break;
              }
              case 'time-out': {
                await db.transaction((tx) =>
                  enqueueEvent(tx, 'player.self-excluded', {
                    playerId,
                    until: new Date(now().getTime() + 86_400_000).toISOString(),
                    createdAt: now().toISOString(),
                  }),
                );
                await app.outbox.drain();
                const after = await giftsOf(playerId);
                expect(
                  after.filter((gift) => ['issued', 'wait', 'handle_bets'].includes(gift.stage)),
                ).toEqual([]);
                break;
              }
            }

            const gifts = await giftsOf(playerId);
            for (const cur of CURRENCIES) {
              const inPlay = gifts.filter(
                (gift) => gift.currency === cur && gift.stage === 'handle_bets',
              );
              expect(inPlay.length, `${cur} in play after ${command.kind}`).toBeLessThanOrEqual(1);
              expect(
                await balance(playerId, cur, 'player_bonus'),
                `${cur} bonus after ${command.kind}`,
              ).toBe(inPlay[0]?.bonusCents ?? 0);
              const waiting = gifts.some((gift) => gift.currency === cur && gift.stage === 'wait');
              if (waiting) expect(inPlay.length, `${cur} waits behind nothing`).toBe(1);
              expect(
                await balance(playerId, cur, 'player_real'),
                `${cur} real after ${command.kind}`,
              ).toBe(expectedReal[cur]);
            }
          }
          void cookie;
          const books = await trialBalance(db);
          expect(books.ok, JSON.stringify(books)).toBe(true);
        },
      ),
      { numRuns: 15, seed: 160_016 },
    );
  }, 240_000);
});
