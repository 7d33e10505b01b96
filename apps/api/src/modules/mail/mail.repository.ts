import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { brands } from '../../db/schema/brand.js';
import { mailMessages } from '../../db/schema/mail.js';
import type { Executor } from '../../db/transaction.js';

/** The only place with SQL for mail. */

export type MailMessageRow = typeof mailMessages.$inferSelect;
export type NewMailMessage = Pick<
  typeof mailMessages.$inferInsert,
  'playerId' | 'to' | 'locale' | 'template' | 'subject' | 'text' | 'html' | 'createdAt'
>;

export async function insertMailMessage(tx: Executor, message: NewMailMessage): Promise<number> {
  const [row] = await tx.insert(mailMessages).values(message).returning({ id: mailMessages.id });
  if (!row) throw new Error('mail insert returned no row');
  return row.id;
}

/**
 * The brand's name and support address, read through the caller's transaction: on the
 * embedded database (one connection) a read beside an open transaction would wait for it.
 */
export async function findBrandContact(
  tx: Executor,
  brandCode: string,
): Promise<{ name: string | null; supportEmail: string | null } | undefined> {
  const [row] = await tx
    .select({
      name: sql<string | null>`${brands.config} ->> 'name'`,
      supportEmail: sql<string | null>`${brands.config} -> 'support' ->> 'email'`,
    })
    .from(brands)
    .where(eq(brands.code, brandCode))
    .limit(1);
  return row;
}

export async function findMailMessage(
  db: Database,
  id: number,
): Promise<MailMessageRow | undefined> {
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return row;
}

/** Newest first; `to` matches whatever letter case the address was written in. */
export async function listMailMessages(
  db: Database,
  options: { to?: string | undefined; limit: number },
): Promise<MailMessageRow[]> {
  return db
    .select()
    .from(mailMessages)
    .where(options.to ? sql`lower(${mailMessages.to}) = ${options.to.toLowerCase()}` : undefined)
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(options.limit);
}

/** Records a delivery; a message already delivered stays as it was (the outbox may repeat). */
export async function markMailSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(mailMessages)
    .set({ sentAt: now, attempts: sql`${mailMessages.attempts} + 1`, lastError: null })
    .where(and(eq(mailMessages.id, id), isNull(mailMessages.sentAt)));
}

export async function recordMailFailure(db: Database, id: number, error: string): Promise<void> {
  await db
    .update(mailMessages)
    .set({ attempts: sql`${mailMessages.attempts} + 1`, lastError: error.slice(0, 2000) })
    .where(eq(mailMessages.id, id));
}
