import { contactMessages } from '../../db/schema/players.js';
import type { Executor } from '../outbox/outbox.service.js';

export type NewContactMessageRow = typeof contactMessages.$inferInsert;

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
