import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.js';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies the checked-in drizzle-kit migrations; safe to run on every start. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}
