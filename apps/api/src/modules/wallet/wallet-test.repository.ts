import { and, asc, eq, sql } from 'drizzle-orm';
import { gameRounds, walletActions } from '../../db/schema/games.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/ledger.js';
import type { Executor } from '../../db/transaction.js';

/** Reads the wallet tests assert on: a player's postings, actions and rounds. */

export interface PlayerPosting {
  transactionId: number;
  kind: string;
  reference: string;
  account: string;
  amount: number;
}

/** Every entry on the player's own accounts, in booking order. */
export async function playerPostings(db: Executor, playerId: number): Promise<PlayerPosting[]> {
  return db
    .select({
      transactionId: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      reference: ledgerTransactions.reference,
      account: ledgerAccounts.kind,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerAccounts.playerId, playerId))
    .orderBy(asc(ledgerEntries.id));
}

export async function playerWalletActions(db: Executor, playerId: number) {
  return db
    .select()
    .from(walletActions)
    .where(eq(walletActions.playerId, playerId))
    .orderBy(asc(walletActions.id));
}

export async function roundOf(db: Executor, studio: string, roundId: string) {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.studio, studio), eq(gameRounds.roundId, roundId)));
  return row;
}

/** The `ledger.movement` payloads booked under these references, in booking order. */
export async function movementEvents(
  db: Executor,
  references: readonly string[],
): Promise<Record<string, unknown>[]> {
  const result = await db.execute(sql`
    SELECT payload FROM outbox_events
    WHERE topic = 'ledger.movement' AND payload->>'reference' IN (${sql.join(
      references.map((reference) => sql`${reference}`),
      sql`, `,
    )})
    ORDER BY id`);
  return (result as unknown as { rows: { payload: Record<string, unknown> | string }[] }).rows.map(
    (row) =>
      typeof row.payload === 'string'
        ? (JSON.parse(row.payload) as Record<string, unknown>)
        : row.payload,
  );
}
