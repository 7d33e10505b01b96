import { and, desc, eq } from 'drizzle-orm';
import { kycDocuments } from '../../db/schema/players.js';
import type { Executor } from '../../db/transaction.js';

export type KycDocumentRow = typeof kycDocuments.$inferSelect;
export type NewKycDocumentRow = typeof kycDocuments.$inferInsert;

export async function insertDocument(
  db: Executor,
  row: NewKycDocumentRow,
): Promise<KycDocumentRow> {
  const [inserted] = await db.insert(kycDocuments).values(row).returning();
  if (!inserted) throw new Error('kyc document insert returned no row');
  return inserted;
}

/** Newest first. */
export function findDocumentsOfPlayer(db: Executor, playerId: number): Promise<KycDocumentRow[]> {
  return db
    .select()
    .from(kycDocuments)
    .where(eq(kycDocuments.playerId, playerId))
    .orderBy(desc(kycDocuments.createdAt), desc(kycDocuments.id));
}

/** The document only when it belongs to `playerId` (RELIABILITY AC-01). */
export async function findOwnDocument(
  db: Executor,
  playerId: number,
  id: number,
): Promise<KycDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(kycDocuments)
    .where(and(eq(kycDocuments.id, id), eq(kycDocuments.playerId, playerId)))
    .limit(1);
  return row;
}

/** Operator reads: any player's document. */
export async function findDocumentById(
  db: Executor,
  id: number,
): Promise<KycDocumentRow | undefined> {
  const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id)).limit(1);
  return row;
}

/** Operator review queue, oldest first so the longest waiting is reviewed first. */
export function findDocumentsForReview(
  db: Executor,
  options: { status?: string | undefined; limit: number },
): Promise<KycDocumentRow[]> {
  return db
    .select()
    .from(kycDocuments)
    .where(options.status ? eq(kycDocuments.status, options.status) : undefined)
    .orderBy(kycDocuments.createdAt, kycDocuments.id)
    .limit(options.limit);
}

export async function updateDocumentReview(
  db: Executor,
  id: number,
  review: { status: string; rejectReason: string | null; reviewedAt: Date; reviewedBy: string },
): Promise<KycDocumentRow> {
  const [row] = await db
    .update(kycDocuments)
    .set(review)
    .where(eq(kycDocuments.id, id))
    .returning();
  if (!row) throw new Error(`kyc document ${id} vanished during a review`);
  return row;
}

/** The kinds of the player's approved documents (each at most once). */
export async function findApprovedKinds(db: Executor, playerId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ kind: kycDocuments.kind })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.playerId, playerId), eq(kycDocuments.status, 'approved')));
  return rows.map((row) => row.kind);
}
