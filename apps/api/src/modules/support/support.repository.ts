import { asc, eq, gte } from 'drizzle-orm';
import { contactMessages } from '../../db/schema/players.js';
import type { Executor } from '../../db/transaction.js';

export type NewContactMessageRow = typeof contactMessages.$inferInsert;
export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(
  db: Executor,
  row: NewContactMessageRow,
): Promise<number> {
  const [inserted] = await db
    .insert(contactMessages)
    .values(row)
    .returning({ id: contactMessages.id });
  if (!inserted) throw new Error('contact message insert returned no row');
  return inserted.id;
}

/** The messages written since `since`, oldest first: the order support answers them in. */
export function contactMessagesSince(db: Executor, since: Date): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .where(gte(contactMessages.createdAt, since))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
}

export async function findContactMessage(
  db: Executor,
  id: number,
): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}
