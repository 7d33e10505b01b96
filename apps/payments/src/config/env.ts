import { join } from 'node:path';
import { z } from 'zod';
import {
  APP_ENVS,
  DEVELOPMENT_SECRETS,
  productionSecretProblems,
} from '@croupier/domain/deployment';

/**
 * Every setting the sandbox provider reads, parsed once at start-up (CONVENTIONS.md): nothing else
 * reads `process.env`, and a bad value fails fast with a readable list.
 */
const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');
const milliseconds = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

export const envSchema = z.object({
  /** `development` and `test` accept the repository's default secrets; `production` refuses them. */
  APP_ENV: z.enum(APP_ENVS).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3200),
  /** Origin players' browsers reach the hosted pages on; default `http://localhost:<PORT>`. */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The merchant's server-to-server key (`Authorization: Bearer …`). */
  PAYMENTS_API_KEY: z.string().min(8).default(DEVELOPMENT_SECRETS.paymentsApiKey),
  /** Signs every webhook (`X-Psp-Signature`). */
  PAYMENTS_WEBHOOK_SECRET: z.string().min(8).default(DEVELOPMENT_SECRETS.paymentsWebhook),
  /** Where the journal lives; the provider keeps its own state, never the casino's database. */
  PAYMENTS_DATA_DIR: z
    .string()
    .min(1)
    .default(join(repoRoot, '.data', 'payments')),
  /** Shown on every hosted page as the one merchant of this sandbox. */
  MERCHANT_NAME: z.string().min(1).max(60).default('Croupier Casino'),
  /** Between two simulated blockchain confirmations. */
  CRYPTO_CONFIRMATION_MS: milliseconds(3_000),
  /** From "I have made the transfer" to the bank transfer settling. */
  BANK_TRANSFER_MS: milliseconds(15_000),
  /** From a payout's creation to `processing`. */
  PAYOUT_PROCESSING_MS: milliseconds(5_000),
  /** From `processing` to `paid` (or `failed`). */
  PAYOUT_DELAY_MS: milliseconds(20_000),
  /** From a charge-back test card's success to its `payment.charged_back` webhook. */
  CHARGEBACK_DELAY_MS: milliseconds(60_000),
  /** A hosted payment nobody finishes is canceled after this long. */
  PAYMENT_EXPIRY_MS: milliseconds(30 * 60_000),
  /** First webhook retry; each next one doubles, up to WEBHOOK_RETRY_MAX_MS. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).default(1_000),
  WEBHOOK_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 60_000),
  /** A delivery that has not answered by then counts as failed and is retried. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
});

export type PaymentsEnv = z.infer<typeof envSchema> & { PUBLIC_URL: string };

export function parsePaymentsEnv(source: Record<string, string | undefined>): PaymentsEnv {
  const parsed = envSchema.safeParse(source);
  const lines = parsed.success
    ? productionSecretProblems(parsed.data.APP_ENV, {
        PAYMENTS_API_KEY: parsed.data.PAYMENTS_API_KEY,
        PAYMENTS_WEBHOOK_SECRET: parsed.data.PAYMENTS_WEBHOOK_SECRET,
      }).map((problem) => `  ${problem.name}: ${problem.message}`)
    : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  if (!parsed.success || lines.length > 0) {
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const publicUrl = (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(
    /\/+$/,
    '',
  );
  return { ...parsed.data, PUBLIC_URL: publicUrl };
}
