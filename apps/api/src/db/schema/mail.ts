import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.js';

/**
 * Every mail the platform sends, written in the transaction that decides to send it and
 * delivered by the outbox worker: over SMTP when `SMTP_URL` is set, otherwise it stays here for
 * the dev mailbox page (DESIGN.md §2).
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id, {
      onDelete: 'set null',
    }),
    to: text('to').notNull(),
    locale: text('locale').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [
    index('mail_messages_created').on(table.createdAt),
    index('mail_messages_to').on(table.to, table.createdAt),
  ],
);
