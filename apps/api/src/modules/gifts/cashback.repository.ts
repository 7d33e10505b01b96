import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { cashbackRuns } from '../../db/schema/gifts.js';
import { ledgerAccounts, ledgerEntries } from '../../db/schema/ledger.js';
import { playerGroups } from '../../db/schema/players.js';
import type { Executor } from '../../db/transaction.js';

export interface NetLoss {
  playerId: number;
  currency: string;
  /** Bets − wins − rollbacks of real money over the period, minor units (> 0). */
  lossCents: number;
}

/**
 * Each player's net loss of real money per currency in [from, to): minus the sum of the bet,
 * win and rollback entries on their `player_real` accounts (a bet debits it, a win or a
 * rollback credits it). Bonus money is not the player's loss; deposits and withdrawals are not
 * play. Only players who lost come back.
 */
export async function findNetLosses(db: Executor, from: Date, to: Date): Promise<NetLoss[]> {
  const loss = sql<string>`-sum(${ledgerEntries.amount})`;
  const rows = await db
    .select({
      playerId: ledgerAccounts.playerId,
      currency: ledgerAccounts.currency,
      lossCents: loss,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerAccounts.kind, 'player_real'),
        inArray(ledgerEntries.kind, ['bet', 'win', 'rollback']),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
      ),
    )
    .groupBy(ledgerAccounts.playerId, ledgerAccounts.currency)
    .having(sql`-sum(${ledgerEntries.amount}) > 0`)
    .orderBy(ledgerAccounts.playerId, ledgerAccounts.currency);
  return rows.flatMap((row) =>
    row.playerId === null
      ? []
      : [{ playerId: row.playerId, currency: row.currency, lossCents: Number(row.lossCents) }],
  );
}

/** The groups of these players (their VIP tier is one of them). */
export async function findGroupsOf(
  db: Executor,
  playerIds: readonly number[],
): Promise<Map<number, number[]>> {
  const groups = new Map<number, number[]>();
  if (playerIds.length === 0) return groups;
  const rows = await db
    .select({ playerId: playerGroups.playerId, groupId: playerGroups.groupId })
    .from(playerGroups)
    .where(inArray(playerGroups.playerId, [...playerIds]));
  for (const row of rows)
    groups.set(row.playerId, [...(groups.get(row.playerId) ?? []), row.groupId]);
  return groups;
}

export type CashbackRunRow = typeof cashbackRuns.$inferSelect;

/** The period's run, created when missing. */
export async function openCashbackRun(
  db: Executor,
  period: string,
  now: Date,
): Promise<CashbackRunRow> {
  await db
    .insert(cashbackRuns)
    .values({ period, startedAt: now })
    .onConflictDoNothing({ target: cashbackRuns.period });
  const [row] = await db.select().from(cashbackRuns).where(eq(cashbackRuns.period, period));
  if (!row) throw new Error(`cashback run ${period} not stored`);
  return row;
}

export async function finishCashbackRun(
  db: Executor,
  period: string,
  paid: number,
  now: Date,
): Promise<void> {
  await db
    .update(cashbackRuns)
    .set({ finishedAt: now, paid: sql`${cashbackRuns.paid} + ${paid}` })
    .where(eq(cashbackRuns.period, period));
}
