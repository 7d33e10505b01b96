import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

export type Schema = typeof schema;
/** One type for both drivers: no code path exists for only one of them (DESIGN.md §2). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handed to `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Anything that runs statements: the database or a caller's open transaction. */
export type Executor = Database | Transaction;
