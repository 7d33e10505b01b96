import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction as PgliteClientTransaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite/session';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import pg from 'pg';
import { missingPreparations } from './inline-sql.js';
import * as schema from './schema/index.js';
import type { Database, Transaction } from './transaction.js';

// The types live in transaction.ts, which this file imports, so the two form no import cycle.
export type { Database, Schema } from './transaction.js';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * A transaction whose BEGIN travels with its first statements and whose COMMIT can travel
   * with its last ones: a hot path that reads in one message and writes in another costs two
   * round trips instead of four or more (issue 15 §4). See `MessageTransaction`.
   */
  inMessages<T>(
    first: string,
    work: (firstRows: SqlRows[], transaction: MessageTransaction) => Promise<T>,
  ): Promise<T>;
  close(): Promise<void>;
}

/** The rows of one statement, typed by the driver's parsers (use ::text for bigint, as elsewhere). */
export type SqlRows = Record<string, unknown>[];

/**
 * An open transaction on one connection. `sendAndCommit` takes SQL text with its values inlined
 * (`inline-sql.ts`), several `;`-separated statements in ONE message with the COMMIT, and answers
 * the rows of each statement in order. `tx` runs ordinary Drizzle statements on the same
 * connection (the paths that are not common enough to hand-write). A failure anywhere rolls
 * the transaction back; returning without `sendAndCommit` commits it.
 *
 * Both drivers implement it; only the round trips differ: node-postgres sends BEGIN and COMMIT
 * in the same message as the statements, PGlite (in the process, no round trip to save) runs
 * them as its own transaction does.
 */
export interface MessageTransaction {
  readonly tx: Transaction;
  sendAndCommit(text: string): Promise<SqlRows[]>;
}

/** Drizzle's parts a transaction on a given connection is made of (internal, stable in 0.4x). */
interface DrizzleParts {
  dialect: ConstructorParameters<typeof NodePgTransaction>[0];
  _: ConstructorParameters<typeof NodePgTransaction>[2];
  session: { options: ConstructorParameters<typeof NodePgSession>[3] };
}

const partsOf = (db: Database) => db as unknown as DrizzleParts;

const rowsOfEach = (result: unknown): SqlRows[] =>
  (Array.isArray(result) ? result : [result]).map(
    (each) => (each as { rows?: SqlRows }).rows ?? [],
  );

/**
 * The named statements (`inline-sql.ts` `named`) each connection has prepared. PREPARE is not
 * undone by a ROLLBACK, so a connection whose PREPARE failed part-way is dropped (PostgreSQL)
 * or its list read again (PGlite), never guessed.
 */
const preparedOnPostgres = new WeakMap<pg.PoolClient, Set<string>>();

async function prepareMissing(
  prepared: Set<string>,
  run: (text: string) => Promise<unknown>,
): Promise<void> {
  const missing = missingPreparations(prepared);
  if (!missing) return;
  await run(missing.text);
  for (const name of missing.names) prepared.add(name);
}

function postgresInMessages(pool: pg.Pool, db: Database): DatabaseHandle['inMessages'] {
  const { dialect, _: schemaParts, session } = partsOf(db);
  return async (first, work) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    let open = false;
    let prepared = preparedOnPostgres.get(client);
    if (!prepared) {
      prepared = new Set();
      preparedOnPostgres.set(client, prepared);
    }
    const prepare = (names: Set<string>) =>
      prepareMissing(names, (text) => client.query(text)).catch((error: Error) => {
        broken = error;
        throw error;
      });
    try {
      // Once per connection and statement: its own round trip, before the transaction.
      await prepare(prepared);
      const tx = new NodePgTransaction(
        dialect,
        new NodePgSession(client, dialect, schemaParts, session.options),
        schemaParts,
      ) as unknown as Transaction;
      open = true;
      // The first answer is BEGIN's, with no rows: not the caller's.
      const firstRows = rowsOfEach(await client.query(`BEGIN;${first}`)).slice(1);
      let committed = false;
      const transaction: MessageTransaction = {
        tx,
        sendAndCommit: async (text) => {
          if (committed) throw new Error('the transaction is already committed');
          await prepare(prepared);
          const rows = rowsOfEach(await client.query(`${text};COMMIT`));
          committed = true;
          open = false;
          return rows.slice(0, -1);
        },
      };
      const result = await work(firstRows, transaction);
      if (!committed) await client.query('COMMIT');
      open = false;
      return result;
    } catch (error) {
      if (open) {
        // An error inside a message skips its remaining statements, COMMIT included.
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
      }
      throw error;
    } finally {
      // A connection whose ROLLBACK failed is in an unknown state: the pool drops it.
      client.release(broken);
    }
  };
}

function pgliteInMessages(client: PGlite, db: Database): DatabaseHandle['inMessages'] {
  const { dialect, _: schemaParts, session } = partsOf(db);
  // One connection: the statements it prepared, or null after a failure to read them again.
  let prepared: Set<string> | null = null;
  const preparedNow = async () => {
    if (prepared) return prepared;
    const rows = await client.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
    prepared = new Set(rows.rows.map((row) => row.name));
    return prepared;
  };
  const prepare = async (run: (text: string) => Promise<unknown>) => {
    try {
      await prepareMissing(await preparedNow(), run);
    } catch (error) {
      prepared = null;
      throw error;
    }
  };
  return async (first, work) => {
    await prepare((text) => client.exec(text));
    return client.transaction(async (own: PgliteClientTransaction) => {
      const tx = new PgliteTransaction(
        dialect,
        new PgliteSession(own, dialect, schemaParts, session.options),
        schemaParts,
      ) as unknown as Transaction;
      const exec = async (text: string) =>
        (await own.exec(text)).map((result) => result.rows as SqlRows);
      let committed = false;
      const transaction: MessageTransaction = {
        tx,
        // PGlite commits when the callback returns; nothing may run in between.
        sendAndCommit: async (text) => {
          if (committed) throw new Error('the transaction is already committed');
          committed = true;
          await prepare((definitions) => own.exec(definitions));
          return exec(text);
        },
      };
      return work(await exec(first), transaction);
    });
  };
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
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    inMessages: postgresInMessages(pool, db),
    close: () => pool.end(),
  };
}

export function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    inMessages: pgliteInMessages(client, db),
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
  // PGlite's PostgreSQL lives in the api's own memory: its default 128 MB of shared buffers
  // became ~60-150 MB more resident memory (bench/api-memory.bench.ts) for a database of a few
  // tens of MB whose files the OS caches anyway.
  const client = await PGlite.create(directory, { postgresqlconf: ['shared_buffers=32MB'] });
  return openPglite(client);
}
