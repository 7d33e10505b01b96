import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import type { PspCreatePayment, PspCreatePayout, PspWebhook } from '@croupier/contracts/psp';
import { buildPaymentsApp } from '../app.js';
import { parsePaymentsEnv, type PaymentsEnv } from '../config/env.js';
import { MovableClock } from '../lib/clock.js';
import type { WebhookSender } from '../webhooks/webhook-sender.js';

export const API_KEY = 'test-api-key-123';
export const WEBHOOK_SECRET = 'test-webhook-secret';
export const PUBLIC_URL = 'http://psp.test';
export const RETURN_URL = 'https://casino.test/cashbox?tab=deposit';
export const WEBHOOK_URL = 'https://casino.test/api/psp/webhooks';

export interface SentWebhook {
  url: string;
  headers: Record<string, string>;
  body: string;
  webhook: PspWebhook;
}

export interface TestPsp {
  app: FastifyInstance;
  clock: MovableClock;
  env: PaymentsEnv;
  dataDir: string;
  /** Every delivery attempt the provider made, in order. */
  sent: SentWebhook[];
  /** What the merchant's webhook endpoint answers; 200 unless a test says otherwise. */
  respond: (webhook: PspWebhook) => number;
  /** Moves the clock and runs every timed step that became due. */
  advance(milliseconds: number): Promise<void>;
  /** A second provider on the same data directory: a restart. */
  restart(): Promise<TestPsp>;
}

/**
 * The provider on a movable clock and the manual scheduler, webhooks recorded instead of sent.
 * State is journaled to a fresh temp dir unless `persist: false`. Closed after the file's tests.
 */
export async function buildTestPsp(
  options: {
    overrides?: Record<string, string>;
    dataDir?: string;
    clock?: MovableClock;
    persist?: boolean;
  } = {},
): Promise<TestPsp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'croupier-psp-'));
  const env = parsePaymentsEnv({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL,
    PAYMENTS_API_KEY: API_KEY,
    PAYMENTS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PAYMENTS_DATA_DIR: dataDir,
    ...options.overrides,
  });
  const clock = options.clock ?? new MovableClock();
  const sent: SentWebhook[] = [];
  const sendWebhook: WebhookSender = async ({ url, headers, body }) => {
    const webhook = JSON.parse(body) as PspWebhook;
    sent.push({ url, headers, body, webhook });
    // Called only once the app runs, after `psp` below exists.
    return { status: psp.respond(webhook) };
  };
  const app = await buildPaymentsApp({
    env,
    clock,
    scheduler: 'manual',
    persist: options.persist ?? true,
    sendWebhook,
  });
  await app.ready();
  afterAll(() => app.close());
  const psp: TestPsp = {
    app,
    clock,
    env,
    dataDir,
    sent,
    respond: () => 200,
    async advance(milliseconds: number) {
      clock.advance(milliseconds);
      await app.sandbox.runDue();
    },
    async restart() {
      await app.close();
      return buildTestPsp({ ...options, dataDir, clock });
    },
  };
  return psp;
}

export const auth = { authorization: `Bearer ${API_KEY}` } as const;

let references = 0;
// Unique per run without long digit runs (the PAN scan of the journal looks for those).
const run = randomUUID().slice(0, 8);
export const nextReference = (prefix = 'dep') => `${prefix}-${run}-${++references}`;

export function paymentRequest(overrides: Partial<PspCreatePayment> = {}): PspCreatePayment {
  return {
    merchant_reference: nextReference(),
    method: 'card',
    amount: 2_500,
    currency: 'EUR',
    customer: { id: 'player-1', email: 'player@casino.test', country: 'DE' },
    return_url: RETURN_URL,
    webhook_url: WEBHOOK_URL,
    description: 'Deposit',
    ...overrides,
  };
}

export function payoutRequest(overrides: Partial<PspCreatePayout> = {}): PspCreatePayout {
  return {
    merchant_reference: nextReference('wd'),
    method: 'bank_transfer',
    amount: 10_000,
    currency: 'EUR',
    customer: { id: 'player-1' },
    destination: { iban: 'DE89370400440532013000' },
    webhook_url: WEBHOOK_URL,
    ...overrides,
  };
}

export function createPayment(
  app: FastifyInstance,
  overrides: Partial<PspCreatePayment> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/v1/payments',
    headers: auth,
    payload: paymentRequest(overrides),
  });
}

/** Posts a hosted-page form as a browser on the provider's origin would. */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'psp.test',
      origin: PUBLIC_URL,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** `?payment=…&status=…` of a redirect back to the merchant. */
export function returnedTo(response: LightMyRequestResponse): {
  payment: string | null;
  status: string | null;
  url: URL;
} {
  const url = new URL(String(response.headers.location));
  return { payment: url.searchParams.get('payment'), status: url.searchParams.get('status'), url };
}

/** The path of a payment's hosted page (redirect_url without the public origin). */
export const pathOf = (url: string | null) => (url ?? '').replace(PUBLIC_URL, '');
