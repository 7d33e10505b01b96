import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import {
  asWalletResponse,
  bet,
  fixturePlayer,
  newId,
  walletClient,
} from '../wallet/wallet.test-helpers.js';
import { brandAccountBalance, jackpotGameOf, poolsIn } from './jackpots-test.repository.js';

type Step =
  | { kind: 'bet'; stake: number; rollBack: boolean }
  | { kind: 'drop'; level: 'level_1' | 'level_2' | 'level_3' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      stake: fc.integer({ min: 0, max: 20_000 }),
      rollBack: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('drop' as const),
      level: fc.constantFrom('level_1' as const, 'level_2' as const, 'level_3' as const),
    }),
  },
);

/**
 * Issue 18: over any play (bets of any size, rollbacks, drops of any level, in EUR, JPY and BTC), every
 * pool is its seeds plus its contributions minus its wins, the contributions are the stakes'
 * shares, and the ledger's `jackpot_pool` account holds exactly what the pools show.
 */
describe('jackpot pools over random play (property)', () => {
  let test: TestApp;
  let wallet: ReturnType<typeof walletClient>;
  let game: string;
  beforeAll(async () => {
    test = await buildTestApp();
    wallet = walletClient(test);
    game = await jackpotGameOf(test.database.db, 'mystic-sapphire');
  });

  it('pool = seed + contributions - wins, and the books agree', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('EUR', 'JPY', 'BTC'),
        fc.array(step, { minLength: 1, maxLength: 8 }),
        async (currency, steps) => {
          const player = {
            ...(await fixturePlayer(test.app, { currency, balance: 1_000_000 })),
            game,
            session_id: undefined,
          };
          const before = (await poolsIn(test.database.db, currency)).filter(
            (pool) => pool.jackpot === 'mystic-sapphire',
          );
          const clearingBefore = await brandAccountBalance(
            test.database.db,
            'provider_clearing',
            currency,
          );
          // What the studio's side got: each stake less its jackpot part, back on a rollback.
          let studioCents = 0;
          let fedCents = 0;
          let wonCents = 0;
          let reseeded = 0;
          // The last round that fed each level: a small stake may feed level_1 and not level_3
          // (its share rounds to 0), and a claim on a level the round did not feed is refused.
          const fedRound = new Map<string, string>();
          for (const next of steps) {
            if (next.kind === 'bet') {
              const round = newId('r');
              const action = bet(next.stake);
              const answer = asWalletResponse(await wallet.play(player, round, [action]));
              const fedNow = (answer.jackpots ?? []).reduce(
                (sum, level) => sum + level.contribution,
                0,
              );
              fedCents += fedNow;
              if (!next.rollBack) studioCents += next.stake - fedNow;
              if (next.rollBack) {
                asWalletResponse(
                  await wallet.rollback(player, round, [
                    {
                      action: 'rollback',
                      action_id: newId('rb'),
                      original_action_id: action.action_id,
                    },
                  ]),
                );
              }
              for (const fed of answer.jackpots ?? []) {
                if (fed.jackpot === 'mystic-sapphire' && fed.contribution > 0)
                  fedRound.set(fed.level, round);
              }
            } else if (fedRound.has(next.level)) {
              const paid = asWalletResponse(
                await wallet.send('play', {
                  user_id: player.user_id,
                  currency,
                  game,
                  game_id: fedRound.get(next.level),
                  actions: [
                    {
                      action: 'jackpot_win',
                      action_id: newId('jp'),
                      jackpot: 'mystic-sapphire',
                      level: next.level,
                    },
                  ],
                }),
              );
              wonCents += paid.transactions[0]?.amount ?? 0;
              reseeded += before.find((pool) => pool.level === next.level)?.seed ?? 0;
            }
          }
          const after = (await poolsIn(test.database.db, currency)).filter(
            (pool) => pool.jackpot === 'mystic-sapphire',
          );
          for (const pool of after)
            expect(pool.amount).toBe(pool.seeded + pool.contributions - pool.wins);
          const sum = (pools: typeof after, pick: (pool: (typeof after)[number]) => number) =>
            pools.reduce((total, pool) => total + pick(pool), 0);
          expect(
            sum(after, (pool) => pool.contributions) - sum(before, (pool) => pool.contributions),
          ).toBe(fedCents);
          expect(sum(after, (pool) => pool.wins) - sum(before, (pool) => pool.wins)).toBe(wonCents);
          expect(sum(after, (pool) => pool.seeded) - sum(before, (pool) => pool.seeded)).toBe(
            reseeded,
          );
          // A rolled-back bet is whole again for the player and the studio; the pools keep
          // their part, paid by the house.
          expect(
            (await brandAccountBalance(test.database.db, 'provider_clearing', currency)) -
              clearingBefore,
          ).toBe(studioCents);
          const everyPool = await poolsIn(test.database.db, currency);
          expect(await brandAccountBalance(test.database.db, 'jackpot_pool', currency)).toBe(
            sum(everyPool, (pool) => pool.amount),
          );
        },
      ),
      {
        numRuns: 12,
        // Found by CI: a 1 € bet feeds level_1 but not level_3, then level_3 drops.
        examples: [
          [
            'EUR',
            [
              { kind: 'bet', stake: 100, rollBack: false },
              { kind: 'drop', level: 'level_3' },
            ],
          ],
        ],
      },
    );
  });
});
