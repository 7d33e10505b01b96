import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';

/** The SQL of `npm run wallet-repair`: the studio's money the wallet still holds, by round. */

export interface HeldAction {
  actionId: string;
  kind: 'bet' | 'win';
  amount: number;
  createdAt: Date;
}

/** A round of one player whose bets or wins no rollback undid, oldest action first. */
export interface HeldRound {
  roundId: string;
  playerId: number;
  currency: string;
  actions: HeldAction[];
}

interface HeldRoundRow {
  round_id: string;
  player_id: string;
  currency: string;
  actions: {
    action_id: string;
    kind: 'bet' | 'win';
    amount: number | string;
    created_ms: number;
  }[];
}

/**
 * Every round of `studio` since `since` with money in a bet or win that no rollback undid (a
 * played round, as far as the wallet knows), oldest first.
 */
export async function findHeldRounds(
  db: Executor,
  studio: string,
  since: Date,
): Promise<HeldRound[]> {
  const result = await db.execute(sql`
    SELECT round_id, player_id::text AS player_id, currency,
      json_agg(json_build_object('action_id', action_id, 'kind', kind, 'amount', amount,
        'created_ms', extract(epoch FROM created_at) * 1000) ORDER BY id) AS actions
    FROM wallet_actions
    WHERE studio = ${studio} AND kind IN ('bet', 'win') AND NOT rolled_back AND amount > 0
      AND created_at >= ${since.toISOString()}::timestamptz
    GROUP BY round_id, player_id, currency
    ORDER BY min(id)`);
  const rows = (result as unknown as { rows: HeldRoundRow[] }).rows;
  return rows.map((row) => ({
    roundId: row.round_id,
    playerId: Number(row.player_id),
    currency: row.currency,
    actions: (typeof row.actions === 'string'
      ? (JSON.parse(row.actions) as HeldRoundRow['actions'])
      : row.actions
    ).map((action) => ({
      actionId: action.action_id,
      kind: action.kind,
      amount: Number(action.amount),
      createdAt: new Date(Number(action.created_ms)),
    })),
  }));
}
