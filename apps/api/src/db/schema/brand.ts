import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The brand configuration (DESIGN.md §9): hosts, locales, licence, restricted countries, group
 * ids, feature pages and every `fe/config` document. Validated by `brandConfigSchema` on read.
 */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  config: jsonb('config').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
