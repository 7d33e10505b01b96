import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * The api as operators run it, in a process of its own (`apps/api/src/server.ts` through tsx),
 * so a drill can SIGKILL it mid-transaction and start it again on the same database.
 */
export interface ApiProcess {
  url: string;
  /** Spawns the api and resolves with the milliseconds until `/readyz` answered 200. */
  start(): Promise<number>;
  /** SIGKILL: no shutdown hook runs, open transactions die with their connections. */
  kill(): Promise<void>;
  /** SIGTERM and wait (end of the drill). */
  stop(): Promise<void>;
}

export function createApiProcess(options: {
  port: number;
  databaseUrl: string;
  logFile: string;
  env?: Record<string, string>;
}): ApiProcess {
  const url = `http://127.0.0.1:${options.port}`;
  const log = createWriteStream(options.logFile, { flags: 'a' });
  let child: ChildProcess | null = null;
  // An api left behind would hold the port and the drill database's connections.
  process.once('exit', () => child?.kill('SIGKILL'));

  const exited = (process: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (process.exitCode !== null || process.signalCode !== null) resolve();
      else process.once('exit', () => resolve());
    });

  return {
    url,
    async start() {
      const began = performance.now();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        // The repository's default secrets and the test API, on purpose: a drill, not a deployment.
        APP_ENV: 'test',
        PORT: String(options.port),
        HOST: '127.0.0.1',
        DATABASE_URL: options.databaseUrl,
        ENABLE_TEST_API: 'true',
        LOG_LEVEL: 'warn',
        // Nothing answers on this port: the catalog sync fails quietly, the wallet needs none.
        GAMES_API_URL: 'http://127.0.0.1:9',
        ...options.env,
      };
      // One process: the in-process bus, whatever the shell that started the drill exports.
      delete env.REDIS_URL;
      const spawned = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      spawned.stdout?.pipe(log, { end: false });
      spawned.stderr?.pipe(log, { end: false });
      child = spawned;
      const deadline = began + 60_000;
      while (performance.now() < deadline) {
        if (spawned.exitCode !== null) {
          throw new Error(
            `the api exited with ${spawned.exitCode} at start (see ${options.logFile})`,
          );
        }
        try {
          // Generous: under the studios' backlog the probe's query queues for a connection too.
          const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) });
          if (response.ok) return performance.now() - began;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`the api was not ready within 60 s (see ${options.logFile})`);
    },
    async kill() {
      if (!child) return;
      const current = child;
      current.kill('SIGKILL');
      await exited(current);
      child = null;
    },
    async stop() {
      if (!child) return;
      const current = child;
      current.kill('SIGTERM');
      await exited(current);
      child = null;
    },
  };
}
