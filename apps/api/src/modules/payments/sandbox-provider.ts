import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import {
  PSP_SIGNATURE_HEADER,
  PSP_SIGNATURE_TOLERANCE_SECONDS,
  pspCryptoAddressSchema,
  pspPaymentSchema,
  pspPayoutSchema,
  pspSettlementReportSchema,
  pspWebhookSchema,
} from '@croupier/contracts/psp';
import { ProviderError, WebhookRejected, type PaymentProvider } from './payment-provider.js';

export interface SandboxProviderOptions {
  baseUrl: string;
  apiKey: string;
  webhookSecret: string;
  timeoutMs: number;
}

/** `t=<unix>,v1=<hex>` → its parts; several `v1` are allowed so a secret can be rotated. */
function parseSignature(header: string): { t: number; signatures: string[] } | null {
  let t: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) t = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return t === null || signatures.length === 0 ? null : { t, signatures };
}

/**
 * The adapter for the sandbox provider (`apps/payments`, DESIGN.md §7), over its merchant API
 * (`@croupier/contracts/psp`). Every answer is parsed with the contract, so a provider that
 * changes shape fails loudly here instead of booking nonsense.
 */
export function createSandboxProvider(options: SandboxProviderOptions): PaymentProvider {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ProviderError('unavailable', `sandbox ${method} ${path}: ${reason}`);
    }
    const text = await response.text();
    if (response.status >= 500) {
      throw new ProviderError('unavailable', `sandbox ${method} ${path}: ${response.status}`);
    }
    if (!response.ok) {
      // The provider's own error body names the problem; it never carries card data.
      throw new ProviderError(
        'rejected',
        `sandbox ${method} ${path}: ${response.status} ${text.slice(0, 300)}`,
        response.status,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new ProviderError('unavailable', `sandbox ${method} ${path}: unexpected answer`);
    }
    return parsed.data;
  }

  return {
    name: 'sandbox',
    createPayment: (input) => call('POST', '/v1/payments', pspPaymentSchema, input),
    getPayment: (id) => call('GET', `/v1/payments/${encodeURIComponent(id)}`, pspPaymentSchema),
    cryptoAddress: ({ customer, currency, webhookUrl }) =>
      call('POST', '/v1/crypto/addresses', pspCryptoAddressSchema, {
        customer,
        currency,
        webhook_url: webhookUrl,
      }),
    createPayout: (input) => call('POST', '/v1/payouts', pspPayoutSchema, input),
    getPayout: (id) => call('GET', `/v1/payouts/${encodeURIComponent(id)}`, pspPayoutSchema),
    settlementReport: (date) =>
      call('GET', `/v1/settlements?date=${encodeURIComponent(date)}`, pspSettlementReportSchema),

    verifyWebhook({ rawBody, headers, now }) {
      const header = headers[PSP_SIGNATURE_HEADER];
      const signature = typeof header === 'string' ? parseSignature(header) : null;
      if (!signature) throw new WebhookRejected(401, 'missing or malformed signature');
      // The timestamp is inside the MAC, so an old delivery cannot be replayed with a new `t`.
      const age = Math.abs(Math.floor(now.getTime() / 1000) - signature.t);
      if (age > PSP_SIGNATURE_TOLERANCE_SECONDS) {
        throw new WebhookRejected(401, 'signature timestamp outside the tolerance');
      }
      const expected = Buffer.from(
        createHmac('sha256', options.webhookSecret)
          .update(`${signature.t}.${rawBody}`)
          .digest('hex'),
      );
      const matches = signature.signatures.some((candidate) => {
        const given = Buffer.from(candidate);
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
      if (!matches) throw new WebhookRejected(401, 'signature does not match');
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new WebhookRejected(400, 'body is not JSON');
      }
      const parsed = pspWebhookSchema.safeParse(json);
      if (!parsed.success) throw new WebhookRejected(400, 'body is not a provider event');
      return parsed.data;
    },
  };
}
