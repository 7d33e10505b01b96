import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach } from 'vitest';
import { buildTestApp, type TestApp } from './test-app.js';

/**
 * The real sandbox provider (`apps/payments`) for API tests, as a child process: apps never
 * import apps (CONVENTIONS.md), so it runs exactly as it does beside the api in production,
 * on a free port, with its own temporary journal and short delays.
 */
const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');

export const SANDBOX_API_KEY = 'sandbox-test-api-key';
export const SANDBOX_WEBHOOK_SECRET = 'sandbox-test-webhook-secret';

/** Delays short enough for a test to wait for, long enough to be ordered. */
const FAST_DELAYS: Record<string, string> = {
  CRYPTO_CONFIRMATION_MS: '20',
  BANK_TRANSFER_MS: '50',
  PAYOUT_PROCESSING_MS: '20',
  PAYOUT_DELAY_MS: '50',
  CHARGEBACK_DELAY_MS: '100',
  WEBHOOK_RETRY_BASE_MS: '50',
  WEBHOOK_RETRY_MAX_MS: '400',
  WEBHOOK_TIMEOUT_MS: '5000',
};

export interface PaymentsSandbox {
  /** e.g. `http://127.0.0.1:41234` */
  url: string;
  apiKey: string;
  webhookSecret: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the kernel picks it, we release it at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`payments sandbox exited with ${child.exitCode}: ${stderr()}`);
    }
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`payments sandbox did not start: ${stderr()}`);
}

export async function startPaymentsSandbox(
  env: Record<string, string> = {},
): Promise<PaymentsSandbox> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'croupier-psp-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps', 'payments', 'src', 'server.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        APP_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        PAYMENTS_DATA_DIR: dataDir,
        PAYMENTS_API_KEY: SANDBOX_API_KEY,
        PAYMENTS_WEBHOOK_SECRET: SANDBOX_WEBHOOK_SECRET,
        LOG_LEVEL: 'error',
        ...FAST_DELAYS,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errorOutput = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errorOutput = (errorOutput + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilUp(url, child, () => errorOutput);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    apiKey: SANDBOX_API_KEY,
    webhookSecret: SANDBOX_WEBHOOK_SECRET,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestAppWithPayments extends TestApp {
  psp: PaymentsSandbox;
  /** Where this api listens, e.g. `http://127.0.0.1:40001`; the provider's webhooks reach it. */
  apiUrl: string;
}

/**
 * A test api wired to a fresh sandbox provider and listening on 127.0.0.1, so the provider's
 * webhooks reach it. Both stop after the file's tests.
 */
export async function buildTestAppWithPayments(
  overrides: Record<string, string> = {},
  pspEnv: Record<string, string> = {},
): Promise<TestAppWithPayments> {
  const psp = await startPaymentsSandbox(pspEnv);
  afterAll(() => psp.stop());
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const testApp = await buildTestApp({
    PAYMENTS_API_URL: psp.url,
    PAYMENTS_API_KEY: psp.apiKey,
    PAYMENTS_WEBHOOK_SECRET: psp.webhookSecret,
    API_PUBLIC_URL: apiUrl,
    ...overrides,
  });
  await testApp.app.listen({ host: '127.0.0.1', port });
  // The provider signs with the real time and we refuse signatures 5 minutes off: keep the
  // movable clock on the real one at the start of every test.
  beforeEach(() => testApp.clock.set(new Date()));
  return { ...testApp, psp, apiUrl };
}

/** A browser posting a hosted-page form on the provider's origin; answers the redirect target. */
export async function postHostedForm(
  url: string,
  fields: Record<string, string>,
): Promise<{ status: number; location: string | null; body: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(url).origin,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    body: await response.text(),
  };
}

/** The sandbox's "send test coins" (no auth; sandbox only). */
export async function sendTestCoins(
  psp: PaymentsSandbox,
  address: string,
  amount: number,
): Promise<void> {
  const response = await fetch(`${psp.url}/sandbox/crypto/transfers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, amount }),
  });
  if (!response.ok)
    throw new Error(`test coins refused: ${response.status} ${await response.text()}`);
}

/** Polls until `check` returns a value (webhooks arrive on their own time); fails after 15 s. */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
