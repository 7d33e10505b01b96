import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './client.js';

// eslint-disable-next-line no-restricted-properties -- CI reruns the server suites on PostgreSQL
const url = process.env.DATABASE_URL;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe.skipIf(!url)('the PostgreSQL pool', () => {
  it('survives a connection dropped between two statements of a transaction and serves the next call', async () => {
    const handle = openPostgres(url as string, 2);
    const admin = openPostgres(url as string, 1);
    try {
      const transaction = handle.db.transaction(async (tx) => {
        const [row] = rowsOf(await tx.execute(sql`SELECT pg_backend_pid() AS pid`));
        await admin.db.execute(sql`SELECT pg_terminate_backend(${row?.pid as number})`);
        // The drop reaches the client while it runs no statement: an 'error' event on it.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`SELECT 1`);
      });
      await expect(transaction).rejects.toThrow();
      expect(rowsOf(await handle.db.execute(sql`SELECT 1 AS one`))).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
      await admin.close();
    }
  });
});
