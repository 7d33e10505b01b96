import type { Database } from './client.js';

/** A transaction handed to `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Anything that runs statements: the database or a caller's open transaction. */
export type Executor = Database | Transaction;
