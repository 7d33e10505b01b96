import type { WalletJackpot } from '@croupier/contracts/wallet-protocol';
import { shareContribution } from '@croupier/domain/jackpots/contribution';
import type { SqlRows } from '../../db/client.js';
import { inline } from '../../db/inline-sql.js';
import type { Transaction } from '../../db/transaction.js';
import { enqueueEvent } from '../outbox/outbox.service.js';
import type { JackpotRule, JackpotSnapshot, PoolConfig } from './jackpot-config.js';
import { contributedBy, insertJackpotWin, resetPool, roundFedPool } from './jackpots.repository.js';

/**
 * What the wallet asks of the jackpots inside a bet's or a jackpot win's transaction
 * (DESIGN.md §3, §12): the money moves in the wallet's own booking (the `jackpot_pool` legs);
 * this keeps the pool rows, the contributions and the wins in step with it.
 */

/** One bet's contribution, shared by the levels of its jackpot. */
export interface JackpotFeed {
  rule: JackpotRule;
  /** One part per pool of the rule, in its order. */
  parts: readonly number[];
  actionId: string;
  roundId: string;
  game: string;
  stakeCents: number;
}

export function feedOf(
  rule: JackpotRule,
  totalCents: number,
  bet: { actionId: string; roundId: string; game: string; stakeCents: number },
): JackpotFeed {
  return {
    rule,
    parts: shareContribution(
      totalCents,
      rule.pools.map((pool) => pool.level),
    ),
    ...bet,
  };
}

/**
 * The statements that add a call's contributions to their pools (one UPDATE per pool, in pool
 * id order, so two calls never lock the same pools in opposite orders) and record each bet's
 * part; `answer` reads the UPDATEs' rows into the `jackpots` of the wallet's answer.
 */
export function feedWrites(input: {
  feeds: readonly JackpotFeed[];
  playerId: number;
  studio: string;
  currency: string;
  now: Date;
}): { statements: string[]; answer(rows: readonly SqlRows[]): WalletJackpot[] } | null {
  const byPool = new Map<number, { pool: PoolConfig; jackpot: string; cents: number }>();
  const inserts: string[] = [];
  for (const feed of input.feeds) {
    feed.rule.pools.forEach((pool, index) => {
      const cents = feed.parts[index] ?? 0;
      if (cents <= 0) return;
      const held = byPool.get(pool.poolId);
      if (held) held.cents += cents;
      else byPool.set(pool.poolId, { pool, jackpot: feed.rule.jackpot.identifier, cents });
      inserts.push(
        inline`(${pool.poolId}, ${input.playerId}, ${input.studio}, ${feed.actionId}, ${feed.roundId}, ${feed.game}, ${input.currency}, ${feed.stakeCents}, ${cents}, ${input.now})`,
      );
    });
  }
  if (byPool.size === 0) return null;
  const pools = [...byPool.values()].sort((a, b) => a.pool.poolId - b.pool.poolId);
  const statements = pools.map(
    ({ pool, cents }) =>
      inline`UPDATE jackpot_pools SET amount_cents = amount_cents + ${cents},
        contributions_cents = contributions_cents + ${cents}, updated_at = ${input.now}
        WHERE id = ${pool.poolId} RETURNING amount_cents::text AS amount`,
  );
  statements.push(
    `INSERT INTO jackpot_contributions (pool_id, player_id, studio, action_id, round_id, game,
      currency, stake_cents, amount_cents, created_at) VALUES ${inserts.join(', ')}`,
  );
  return {
    statements,
    answer(rows) {
      return pools.map(({ pool, jackpot, cents }, index) => {
        const after = Number((rows[index]?.[0] as { amount?: string } | undefined)?.amount ?? 0);
        return {
          jackpot,
          level: pool.level.identifier,
          contribution: cents,
          before: Math.max(0, after - cents),
          amount: after,
          must_drop_by: pool.mustDropByCents,
        };
      });
    },
  };
}

/**
 * The part of a bet that went to the jackpot pools (a rollback gives the player the whole stake
 * back; the pools keep what they got, as a level may have dropped since, so the house pays it).
 */
export function jackpotContributionOf(
  tx: Transaction,
  bet: { studio: string; actionId: string },
): Promise<number> {
  return contributedBy(tx, bet);
}

export type JackpotWinRefusal = 'unknown_pool' | 'round_did_not_feed';

/**
 * A level's pool paid to the player of a round that fed it, and reseeded, under the pool's row
 * lock (a `jackpot_win` action). Answers what was paid and reseeded for the wallet to book, or
 * why not; `fedNow` says the call's own bets fed the pool (not written yet).
 */
export async function takeJackpotPool(
  tx: Transaction,
  snapshot: JackpotSnapshot,
  input: {
    jackpot: string;
    level: string;
    currency: string;
    studio: string;
    roundId: string;
    playerId: number;
    fedNow: boolean;
    now: Date;
  },
): Promise<
  | {
      ok: true;
      poolId: number;
      paidCents: number;
      seedCents: number;
      generation: number;
      levelName: string;
    }
  | { ok: false; reason: JackpotWinRefusal }
> {
  const level = snapshot.jackpots
    .find((jackpot) => jackpot.identifier === input.jackpot)
    ?.levels.find((candidate) => candidate.identifier === input.level);
  const pool = level ? snapshot.pools.get(`${level.levelId}:${input.currency}`) : undefined;
  if (!level || !pool) return { ok: false, reason: 'unknown_pool' };
  const fed =
    input.fedNow ||
    (await roundFedPool(tx, {
      studio: input.studio,
      roundId: input.roundId,
      playerId: input.playerId,
      poolId: pool.poolId,
    }));
  if (!fed) return { ok: false, reason: 'round_did_not_feed' };
  const taken = await resetPool(tx, pool.poolId, input.now);
  if (!taken) return { ok: false, reason: 'unknown_pool' };
  return { ok: true, poolId: pool.poolId, levelName: level.name, ...taken };
}

/** The win's record (the winners lists) and the winner's `jackpot_win_award` push. */
export async function recordJackpotWin(
  tx: Transaction,
  input: {
    poolId: number;
    playerId: number;
    studio: string;
    actionId: string;
    roundId: string;
    game: string;
    currency: string;
    amountCents: number;
    eurCents: number;
    generation: number;
    jackpot: string;
    level: string;
    levelName: string;
    now: Date;
  },
): Promise<void> {
  await insertJackpotWin(tx, {
    poolId: input.poolId,
    playerId: input.playerId,
    studio: input.studio,
    actionId: input.actionId,
    roundId: input.roundId,
    game: input.game,
    currency: input.currency,
    amountCents: input.amountCents,
    eurCents: input.eurCents,
    generation: input.generation,
    createdAt: input.now,
  });
  await enqueueEvent(tx, 'realtime.publish', {
    channel: 'jackpot_win_award',
    event: 'award',
    playerId: input.playerId,
    data: {
      jackpot: input.jackpot,
      level: input.level,
      level_name: input.levelName,
      amount_cents: input.amountCents,
      currency: input.currency,
      game: input.game,
      created_at: input.now.toISOString(),
    },
  });
}
