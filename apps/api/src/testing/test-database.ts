import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client.js';
import { clonePrefixOf, withDatabase } from './global-setup.js';

/** A private copy of the migrated, seeded template for one test file. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  const separator = template.indexOf(':');
  const kind = template.slice(0, separator);
  const value = template.slice(separator + 1);

  if (kind === 'pglite') {
    const dump = new Blob([readFileSync(value)]);
    const client = await PGlite.create({ loadDataDir: dump });
    return openPglite(client);
  }

  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL vanished between setup and test');
  const name = `${clonePrefixOf(value)}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${value}`);
  await admin.end();
  const handle = openPostgres(withDatabase(databaseUrl, name), 5);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: databaseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
