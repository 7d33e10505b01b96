import type { PlayAction, WalletJackpot } from '@croupier/contracts/wallet-protocol';
import { isDrop } from '@croupier/domain/jackpots/drop-rule';
import type { RandomSource } from '@croupier/game-math/random';
import type { StudioContext } from '../context.js';
import { newId } from '../lib/ids.js';

/**
 * The studio's side of the jackpots (docs/game-fairness.md "Jackpot drops"): after a bet the
 * wallet answers the levels it fed (before, after, must-drop-by); for each the studio draws a
 * uniform number from its `crypto` randomness and applies the published rule
 * (packages/domain jackpots/drop-rule.ts). A level that drops is claimed with a `jackpot_win`
 * action in the same round; the casino pays the pool it holds.
 */
const TWO_32 = 0x1_0000_0000;

/** A uniform number in [0, 1) from the studio's random source (32 bits). */
export function uniformOf(random: RandomSource): number {
  return random.int(TWO_32) / TWO_32;
}

/** Test fixture (never in production): the next bet of these players drops every fed level. */
const forced = new WeakMap<StudioContext, Set<string>>();

export function forceNextDrop(ctx: StudioContext, userId: string): void {
  const players = forced.get(ctx) ?? new Set<string>();
  players.add(userId);
  forced.set(ctx, players);
}

/** The `jackpot_win` actions the rule decides for the levels a bet fed. */
export function decideDrops(
  ctx: StudioContext,
  userId: string,
  fed: readonly WalletJackpot[] | undefined,
): PlayAction[] {
  if (!fed || fed.length === 0) return [];
  // A forced drop draws 0 for each level: the rule still decides (0 < any chance above 0).
  const isForced = forced.get(ctx)?.delete(userId) ?? false;
  return fed
    .filter((level) =>
      isDrop(
        {
          beforeCents: level.before,
          afterCents: level.amount,
          mustDropByCents: level.must_drop_by,
        },
        isForced ? 0 : uniformOf(ctx.random),
      ),
    )
    .map((level) => ({
      action: 'jackpot_win' as const,
      action_id: newId('jpw'),
      jackpot: level.jackpot,
      level: level.level,
    }));
}
