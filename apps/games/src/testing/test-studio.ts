import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { CreateStudioSession } from '@croupier/contracts/studio';
import { WALLET_SIGNATURE_HEADER } from '@croupier/contracts/wallet-protocol';
import { seededRandom } from '@croupier/game-math/random';
import { buildStudioApp, type StudioAppOptions } from '../app.js';
import { parseStudioEnv, type StudioEnv } from '../config/env.js';
import { signBody } from '../lib/signature.js';
import type { ClientBundle } from '../page/client-bundle.js';
import { testCatalogFeed } from './test-catalog.js';

export const TEST_SECRET = 'studio-test-secret-0123456789';

/** A client bundle stand-in: the page tests need a version, not a real esbuild run. */
export const stubClientBundle = async (): Promise<ClientBundle> => ({
  js: {
    body: 'console.log("game")',
    gzip: gzipSync('console.log("game")'),
    br: brotliCompressSync('console.log("game")'),
    etag: '"js1"',
    version: 'js1',
  },
  css: {
    body: 'body{}',
    gzip: gzipSync('body{}'),
    br: brotliCompressSync('body{}'),
    etag: '"css1"',
    version: 'css1',
  },
});

export interface TestStudio {
  app: FastifyInstance;
  env: StudioEnv;
  dataDir: string;
  /** Closes this app and builds a new one on the same journal (a process restart). */
  restart(): Promise<TestStudio>;
  close(): Promise<void>;
}

/** The studio with short timings, a temporary journal and (by default) a seeded random source. */
export async function buildTestStudio(
  envOverrides: Record<string, string> = {},
  options: Partial<StudioAppOptions> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'croupier-studio-')),
): Promise<TestStudio> {
  const env = parseStudioEnv({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    STUDIO_SECRET: TEST_SECRET,
    GAMES_DATA_DIR: dataDir,
    PUBLIC_URL: 'http://studio.test',
    CASINO_ORIGINS: 'http://casino.test',
    WALLET_URL: 'http://127.0.0.1:9/wallet',
    WALLET_TIMEOUT_MS: '1000',
    WALLET_RETRY_BASE_MS: '20',
    WALLET_RETRY_MAX_MS: '200',
    LIVE_BETTING_MS: '300',
    LIVE_CLOSED_MS: '50',
    LIVE_PLAYING_MS: '300',
    LIVE_RESULT_MS: '100',
    ...envOverrides,
  });
  const app = await buildStudioApp({
    env,
    random: seededRandom(42),
    clientBundle: stubClientBundle,
    catalog: testCatalogFeed(),
    ...options,
  });
  await app.ready();
  return {
    app,
    env,
    dataDir,
    restart: async () => {
      await app.close();
      return buildTestStudio(envOverrides, options, dataDir);
    },
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function signedHeaders(body: string, secret = TEST_SECRET): Record<string, string> {
  return { 'content-type': 'application/json', [WALLET_SIGNATURE_HEADER]: signBody(secret, body) };
}

export function sessionRequest(overrides: Partial<CreateStudioSession> = {}): CreateStudioSession {
  return {
    game: 'aurora-studios/roulette',
    mode: 'demo',
    currency: 'FUN',
    locale: 'en',
    device: 'desktop',
    return_url: 'http://casino.test/',
    casino_origin: 'http://casino.test',
    ...overrides,
  };
}

/** Opens a session the way the casino does (signed POST /sessions); answers its id. */
export async function openSession(
  app: FastifyInstance,
  overrides: Partial<CreateStudioSession> = {},
): Promise<string> {
  const body = JSON.stringify(sessionRequest(overrides));
  const response = await app.inject({
    method: 'POST',
    url: '/sessions',
    headers: signedHeaders(body),
    payload: body,
  });
  if (response.statusCode !== 200) {
    throw new Error(`session refused: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { session_id: string }).session_id;
}
