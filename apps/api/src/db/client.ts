import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** One type for both drivers: no code path exists for only one of them (DESIGN.md §2). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export function openPostgres(url: string, poolSize = 10, waitMs = 0): DatabaseHandle {
  // waitMs 0 waits for a connection as long as it takes (tests, tools); the server bounds it.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: waitMs,
  });
  // A dropped connection must not crash the process; the pool replaces it. The pool only
  // listens on idle clients: a client checked out by a transaction that is between two
  // statements when its connection drops (a database restart, pg_terminate_backend) emits
  // 'error' on itself, and an unheard 'error' event kills the process (RELIABILITY WI-09).
  // Its next statement fails and the request answers 5xx; the studio retries with the same ids.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Database,
    kind: 'postgres',
    close: () => pool.end(),
  };
}

export function openPglite(client: PGlite): DatabaseHandle {
  return {
    db: drizzlePglite({ client, schema }) as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
  };
}

/** PostgreSQL when a URL is given, otherwise PGlite persisted under `dataDir`. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  poolWaitMs?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.poolSize, options.poolWaitMs);
  }
  const directory = join(options.dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  const client = await PGlite.create(directory);
  return openPglite(client);
}
