import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './payments-sandbox.js';

/**
 * The real game studio (`apps/games`) for API tests, as a child process: apps never import apps
 * (CONVENTIONS.md), so it runs exactly as beside the api in production, on a free port, with its
 * own temporary journal, calling the given wallet with the given shared secret.
 */
const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');

export interface GamesStudio {
  /** e.g. `http://127.0.0.1:41234`: both GAMES_API_URL and GAMES_PUBLIC_URL of the api. */
  url: string;
  stop(): Promise<void>;
}

export async function startGamesStudio(options: {
  /** The casino wallet for this studio, e.g. `http://127.0.0.1:4000/api/wallet/croupier-studio`. */
  walletUrl: string;
  /** The api's GAMES_SECRET. */
  secret: string;
  /** Casino origins allowed to frame game pages; default: the wallet's origin. */
  casinoOrigins?: string[];
  env?: Record<string, string>;
}): Promise<GamesStudio> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'croupier-studio-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps', 'games', 'src', 'server.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        APP_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        GAMES_DATA_DIR: dataDir,
        STUDIO_SECRET: options.secret,
        WALLET_URL: options.walletUrl,
        CASINO_ORIGINS: (options.casinoOrigins ?? [new URL(options.walletUrl).origin]).join(','),
        LOG_LEVEL: 'error',
        WALLET_TIMEOUT_MS: '5000',
        WALLET_RETRY_BASE_MS: '50',
        WALLET_RETRY_MAX_MS: '1000',
        LIVE_BETTING_MS: '1000',
        LIVE_CLOSED_MS: '100',
        LIVE_PLAYING_MS: '1000',
        LIVE_RESULT_MS: '300',
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errorOutput = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errorOutput = (errorOutput + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`game studio exited with ${child.exitCode}: ${errorOutput}`);
    }
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`game studio did not start: ${errorOutput}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
