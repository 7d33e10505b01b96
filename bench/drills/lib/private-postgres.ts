import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL cluster of the drill's own, in a temporary directory on its own port, so the
 * drills can crash and restart a database without touching the machine's server (RELIABILITY
 * WI-09: `pg_ctl stop -m immediate`, `kill -9` of the postmaster). Durable settings, as
 * production runs: fsync and synchronous_commit on.
 */
export interface PrivatePostgres {
  url: string;
  /** `pg_ctl start`, waiting until it accepts connections. */
  start(): void;
  /** `pg_ctl stop -m immediate`: a crash as far as the data is concerned (WAL replay at start). */
  stopImmediate(): void;
  /** SIGKILL of the postmaster, then waits until its backends have gone so it can start again. */
  killPostmaster(): Promise<void>;
  dispose(): void;
}

/** The server binaries of the newest PostgreSQL installed, or null when there is none. */
export function findPostgresBinaries(): string | null {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // pg_config is not on PATH: look where Debian puts the server.
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join(debian, version, 'bin')));
  }
  return candidates.find((dir) => existsSync(join(dir, 'initdb'))) ?? null;
}

export function createPrivatePostgres(options: { port: number }): PrivatePostgres {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error('no PostgreSQL server binaries (initdb, pg_ctl) on this machine');
  const dir = mkdtempSync(join(tmpdir(), 'croupier-drill-pg-'));
  const data = join(dir, 'data');
  // initdb refuses to run as root: as root the cluster belongs to the postgres account.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const pgRun = (tool: string, args: string[], allowFailure = false) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8' });
    if (result.status !== 0 && !allowFailure) {
      throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
    }
    return result;
  };
  pgRun('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const serverOptions = [
    `-p ${options.port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=on',
    '-c synchronous_commit=on',
    '-c full_page_writes=on',
    '-c max_connections=100',
  ].join(' ');
  const start = () => {
    pgRun('pg_ctl', [
      '-D',
      data,
      '-o',
      serverOptions,
      '-l',
      join(dir, 'server.log'),
      '-w',
      'start',
    ]);
  };
  const postmasterPid = (): number | null => {
    const file = join(data, 'postmaster.pid');
    if (!existsSync(file)) return null;
    return Number(readFileSync(file, 'utf8').split('\n')[0]);
  };
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  return {
    url: `postgres://postgres@127.0.0.1:${options.port}/postgres`,
    start,
    stopImmediate() {
      pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    async killPostmaster() {
      const pid = postmasterPid();
      if (pid === null) throw new Error('the drill database is not running');
      const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
        .stdout.split('\n')
        .map((line) => Number(line.trim()))
        .filter((child) => child > 0);
      process.kill(pid, 'SIGKILL');
      // Orphaned backends notice the dead postmaster and exit; until they have, the shared
      // memory is in use and a new postmaster refuses to start.
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && [pid, ...children].some(alive)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    dispose() {
      pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], true);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Terminates `count` random backends of `database` other than the caller's own. */
export async function terminateRandomBackends(
  url: string,
  database: string,
  count: number,
): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ terminated: boolean }>(
      `SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend'
        ORDER BY random() LIMIT $2`,
      [database, count],
    );
    return result.rows.filter((row) => row.terminated).length;
  } finally {
    await client.end();
  }
}
