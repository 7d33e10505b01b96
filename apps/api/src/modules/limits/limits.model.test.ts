import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LimitPeriod } from '@croupier/domain/limits/windows';
import { AppError } from '../../lib/app-error.js';
import { buildTestApp } from '../../testing/test-app.js';
import { registerTestPlayer } from '../../testing/players.js';
import { limitsApi, money } from './limits.test-helpers.js';

const test = await buildTestApp();
const { app, clock } = test;
const api = limitsApi(app);
const moves = money(test);

type Command =
  | { kind: 'deposit'; amount: number }
  | { kind: 'withdraw'; amount: number }
  | { kind: 'wait'; seconds: number };

/** The model's window: the local calendar period another Intl formatter names (Berlin). */
function periodKey(period: LimitPeriod, instant: Date): string {
  const date = instant.toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
  if (period === 'day') return date;
  if (period === 'month') return date.slice(0, 7);
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  noon.setUTCDate(noon.getUTCDate() - ((noon.getUTCDay() + 6) % 7));
  return noon.toISOString().slice(0, 10);
}

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      amount: fc.integer({ min: 1, max: 4_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      amount: fc.integer({ min: 1, max: 4_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      seconds: fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: 1, max: 1_800 }) },
        { weight: 1, arbitrary: fc.integer({ min: 1_800, max: 4 * 86_400 }) },
      ),
    }),
  },
);

describe('deposit limits on the real database agree with a calendar model (RELIABILITY RG-03)', () => {
  it('accepts a deposit exactly when every window stays within its limit, across DST and month ends', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(
          fc.record({
            period: fc.constantFrom<LimitPeriod>('day', 'week', 'month'),
            amountCents: fc.integer({ min: 500, max: 10_000 }),
          }),
          { minLength: 1, maxLength: 3, selector: (limit) => limit.period },
        ),
        // Twenty minutes before Berlin midnight: on the spring and autumn switch days, and
        // before 29 February 2028 (a week and a month end follow within days).
        fc.constantFrom('2026-03-28T22:40:00Z', '2026-10-24T21:40:00Z', '2028-02-28T22:40:00Z'),
        fc.array(commandArb, { minLength: 1, maxLength: 14 }),
        async (limits, start, commands) => {
          clock.set(new Date(start));
          const { cookie, player } = await registerTestPlayer(app); // a Berlin player
          for (const limit of limits) {
            const set = await api.set(cookie, {
              type: 'deposit',
              period: limit.period,
              amount_cents: limit.amountCents,
            });
            expect(set.statusCode).toBe(201);
          }
          const move = (amount: number) => ({ playerId: player.id, currency: 'EUR', amount });
          const accepted: { at: Date; amount: number }[] = [];
          let balance = 0;
          for (const command of commands) {
            if (command.kind === 'wait') {
              clock.advance(command.seconds * 1000);
              continue;
            }
            if (command.kind === 'withdraw') {
              const amount = Math.min(command.amount, balance);
              if (amount > 0) {
                await moves.withdraw(move(amount));
                balance -= amount;
              }
              continue;
            }
            const now = clock.now();
            const modelAllows = limits.every((limit) => {
              const key = periodKey(limit.period, now);
              const inPeriod = accepted
                .filter((entry) => periodKey(limit.period, entry.at) === key)
                .reduce((sum, entry) => sum + entry.amount, 0);
              return inPeriod + command.amount <= limit.amountCents;
            });
            const outcome = await moves.deposit(move(command.amount)).then(
              () => true,
              (error: unknown) => {
                if (error instanceof AppError && error.code === 'limit_reached') return false;
                throw error;
              },
            );
            expect(outcome, `${command.amount} at ${now.toISOString()}`).toBe(modelAllows);
            if (outcome) {
              accepted.push({ at: now, amount: command.amount });
              balance += command.amount;
            }
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});
