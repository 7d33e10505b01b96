import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brand.js';

/** A CMS page in one locale (platform-core.md §3 CMS page). `path` is `/slug` or `/slug/licence`. */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    path: text('path').notNull(),
    /** Licence of a variant page (`name/{licence}`), null for the base page. */
    licence: text('licence'),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    blocks: jsonb('blocks').notNull().default({}),
    categories: text('categories').array().notNull().default([]),
    hidden: boolean('hidden').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cms_pages_brand_locale_path').on(table.brandId, table.locale, table.path),
    index('cms_pages_brand_locale_slug').on(table.brandId, table.locale, table.slug),
  ],
);

/** Reusable content blocks (contact block, read-more texts) per locale. */
export const cmsSnippets = pgTable(
  'cms_snippets',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    content: text('content').notNull(),
  },
  (table) => [
    uniqueIndex('cms_snippets_brand_locale_key').on(table.brandId, table.locale, table.key),
  ],
);

/** Localised files: terms documents, licence certificates. */
export const cmsFiles = pgTable(
  'cms_files',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    licence: text('licence'),
  },
  (table) => [uniqueIndex('cms_files_brand_locale_key').on(table.brandId, table.locale, table.key)],
);
