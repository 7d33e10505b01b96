import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../../apps/api/src/db/client.js';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** What the figures were measured on, for the result file. */
  label: string;
  isPostgres: boolean;
  /** The database's connection string, for another thread or process (PostgreSQL only). */
  url: string | null;
  /** Drops whatever the bench created. */
  dispose(): Promise<void>;
}

/**
 * A fresh, empty database for one benchmark: on PostgreSQL when DATABASE_URL is set (a database
 * `croupier_bench_<pid>` beside the one named, dropped after), else PGlite in a temporary
 * directory (the embedded default). The caller migrates it.
 */
export async function openBenchDatabase(connections: number): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `croupier_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = openPostgres(target.toString(), connections);
    const settings = await admin.query<{ version: string; sync: string; fsync: string }>(
      `SELECT current_setting('server_version') AS version,
              current_setting('synchronous_commit') AS sync, current_setting('fsync') AS fsync`,
    );
    const setting = settings.rows[0];
    return {
      handle,
      isPostgres: true,
      url: target.toString(),
      label: `PostgreSQL ${setting?.version} (synchronous_commit=${setting?.sync}, fsync=${setting?.fsync}), ${connections} connections`,
      async dispose() {
        await handle.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const directory = mkdtempSync(join(tmpdir(), 'croupier-bench-'));
  const handle = openPglite(await PGlite.create(directory));
  return {
    handle,
    isPostgres: false,
    url: null,
    label: 'PGlite on disk (one connection: concurrent callers interleave whole transactions)',
    async dispose() {
      await handle.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
