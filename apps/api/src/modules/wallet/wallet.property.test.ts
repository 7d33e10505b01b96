import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import { trialBalance } from '../ledger/ledger-audit.service.js';
import {
  balanceOf,
  bet,
  fixturePlayer,
  gamePostings,
  newId,
  rollbackOf,
  walletClient,
  win,
  type SentCall,
} from './wallet.test-helpers.js';
import { roundOf } from './wallet-test.repository.js';

/*
 * WI-07: any order and duplication of one round's messages converges to one defined outcome.
 *
 * A round has four messages: B (its bet, `stake` > 0), W (its win, `prize` >= 0), R (a
 * rollback of B) and C (a call with no action and `finished`). A run sends some of them in a
 * random order, each step one message sent 1-3 times at once (a studio retrying), and checks
 * every answer, the balance, the postings and the round against this oracle, applied to the
 * steps in order (copies in one step are the same message, so they count once):
 *
 * | message | wallet state when it arrives              | answer | effect                      |
 * |---------|-------------------------------------------|--------|-----------------------------|
 * | B       | R already seen (tombstone)                | 200    | none: a late bet never moves|
 * | B       | new                                       | 200    | debit stake                 |
 * | B       | already placed                            | 200    | none (replay)               |
 * | W       | new                                       | 200    | credit prize (once)         |
 * | W       | already paid                              | 200    | none (replay)               |
 * | R       | already recorded                          | 200    | none (replay)               |
 * | R       | B not seen                                | 200    | tombstone                   |
 * | R       | B placed (a paid win or not)              | 200    | credit stake back           |
 * | C       | any                                       | 200    | round finished if it exists |
 *
 * (Issue 15: a bet whose round paid a win is rolled back like any other, and a late bet meets
 * its tombstone with 200, where RELIABILITY WI-05 first said 409 for both.)
 * The round exists once B moved or W was paid; its totals are the stake (unless rolled back)
 * and the prize. The trial balance stays zero.
 */

const test = await buildTestApp();
const { app, database, env } = test;
const wallet = walletClient(test);
// eslint-disable-next-line no-restricted-properties -- the nightly run asks for more rounds
const RUNS = Number(process.env.WALLET_PROPERTY_RUNS ?? 200);
const FUNDS = 100_000;

type Message = 'B' | 'W' | 'R' | 'C';

interface Oracle {
  bet: 'unseen' | 'placed' | 'tombstoned';
  betRolledBack: boolean;
  rollbackRecorded: boolean;
  winPaid: boolean;
  roundExists: boolean;
  finished: boolean;
  balance: number;
  postings: { kind: string; amount: number }[];
}

/** The oracle's answer status for `message`, updating its state (the table above). */
function apply(oracle: Oracle, message: Message, stake: number, prize: number): number {
  switch (message) {
    case 'B':
      if (oracle.bet === 'tombstoned') return 200;
      if (oracle.bet === 'unseen') {
        oracle.bet = 'placed';
        oracle.roundExists = true;
        oracle.balance -= stake;
        oracle.postings.push({ kind: 'bet', amount: -stake });
      }
      return 200;
    case 'W':
      if (!oracle.winPaid) {
        oracle.winPaid = true;
        oracle.roundExists = true;
        oracle.balance += prize;
        if (prize > 0) oracle.postings.push({ kind: 'win', amount: prize });
      }
      return 200;
    case 'R':
      if (oracle.rollbackRecorded) return 200;
      if (oracle.bet === 'unseen') {
        oracle.bet = 'tombstoned';
        oracle.rollbackRecorded = true;
        return 200;
      }
      oracle.betRolledBack = true;
      oracle.rollbackRecorded = true;
      oracle.balance += stake;
      oracle.postings.push({ kind: 'rollback', amount: stake });
      return 200;
    case 'C':
      if (oracle.roundExists) oracle.finished = true;
      return 200;
  }
}

const roundArbitrary = fc.record({
  stake: fc.integer({ min: 1, max: 5_000 }),
  prize: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 })),
  steps: fc.array(
    fc.record({
      message: fc.constantFrom<Message>('B', 'W', 'R', 'C'),
      copies: fc.integer({ min: 1, max: 3 }),
    }),
    { minLength: 1, maxLength: 8 },
  ),
});

describe('a round in any order, duplicated (WI-07)', () => {
  it(`matches the oracle over ${RUNS} generated rounds`, async () => {
    await fc.assert(
      fc.asyncProperty(roundArbitrary, async ({ stake, prize, steps }) => {
        const player = await fixturePlayer(app, { balance: FUNDS });
        const round = newId('round');
        const betAction = bet(stake);
        const winAction = win(prize);
        const undo = rollbackOf(betAction.action_id);
        const send = (message: Message): Promise<SentCall> => {
          switch (message) {
            case 'B':
              return wallet.play(player, round, [betAction]);
            case 'W':
              return wallet.play(player, round, [winAction]);
            case 'R':
              return wallet.rollback(player, round, [undo]);
            case 'C':
              return wallet.play(player, round, [], { finished: true });
          }
        };

        const oracle: Oracle = {
          bet: 'unseen',
          betRolledBack: false,
          rollbackRecorded: false,
          winPaid: false,
          roundExists: false,
          finished: false,
          balance: FUNDS,
          postings: [],
        };
        for (const step of steps) {
          const expected = apply(oracle, step.message, stake, prize);
          const calls = await Promise.all(
            Array.from({ length: step.copies }, () => send(step.message)),
          );
          for (const call of calls) {
            expect(call.status, `${step.message} ${JSON.stringify(call.body)}`).toBe(expected);
            if (expected === 200) expect(call.body.balance).toBe(oracle.balance);
          }
        }

        expect(await balanceOf(test, player)).toBe(oracle.balance);
        expect(await gamePostings(test, player)).toEqual(oracle.postings);
        const stored = await roundOf(database.db, env.GAMES_STUDIO, round);
        if (!oracle.roundExists) {
          expect(stored).toBeUndefined();
        } else {
          expect(stored).toMatchObject({
            betCents: oracle.bet === 'placed' && !oracle.betRolledBack ? stake : 0,
            winCents: oracle.winPaid ? prize : 0,
            finished: oracle.finished,
          });
        }
      }),
      { numRuns: RUNS },
    );
    expect(await trialBalance(database.db)).toMatchObject({ ok: true });
  }, 600_000);
});
