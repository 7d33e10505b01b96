import { z } from 'zod';

/**
 * Every setting the api reads, parsed once at start-up. Nothing else reads `process.env`
 * (CONVENTIONS.md): a typo or a missing secret fails fast with a readable list.
 */
const booleanish = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0),
);

export const envSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin of the player site, used in links the api builds (mails, socket URL). */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL in production; unset means embedded PGlite in DATA_DIR (DESIGN.md §2). */
  DATABASE_URL: z.string().optional(),
  /** PostgreSQL connections per api process. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * How long a request waits for a free connection before it is answered 503 (the wallet's
   * "try again"): past it the caller has usually given up, and queued work only grows.
   */
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /**
   * Event-loop delay (mean over a second) past which new requests are answered 503 at once
   * instead of queueing behind the ones in progress (load shedding); 0 turns it off.
   */
  SHED_LOAD_AT_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  /** Redis for fan-out and rate-limit counters; unset means in-process (DESIGN.md §2). */
  REDIS_URL: z.string().optional(),
  /**
   * Game searches (`POST /api/games_filter`, `/select`) one address may make a minute, each
   * route apart. 600 is ten a second for a minute: a lobby's rows, scrolling and typing stay far
   * below, while a script meets 429. A benchmark driving the search from one address raises it.
   */
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  DATA_DIR: z.string().default('.data'),
  /** Uploaded files (KYC documents); unset means `<DATA_DIR>/files` (DESIGN.md §2). */
  FILES_DIR: z.string().min(1).optional(),
  /** Built player site served by the api; unset or missing means API only. */
  WEB_DIST_DIR: z.string().optional(),
  /** Signs real-time tokens; generated per process when unset (fine for one embedded instance). */
  REALTIME_SECRET: z.string().min(32).optional(),
  /** Header a trusted proxy (CDN, load balancer) sets with the visitor's country. */
  GEO_COUNTRY_HEADER: z.string().default('cf-ipcountry'),
  /** Addresses or CIDR ranges of the proxies whose forwarded headers are believed. */
  TRUSTED_PROXIES: csv.default([]),
  /**
   * Development override: the `X-Test-Country` header or `geo_country` cookie decides the
   * country. Never enable in production; it lets a visitor choose their own geo.
   */
  GEO_DEV_OVERRIDE: booleanish.default(false),
  /** Country used when nothing else says (platform-core.md §9: CA). */
  GEO_DEFAULT_COUNTRY: z.string().length(2).default('CA'),
  /** Run the outbox worker inside this process (the embedded default). */
  RUN_WORKER: booleanish.default(true),
  /** Allows Secure cookies to be dropped on plain-http localhost. */
  COOKIE_SECURE: z.enum(['auto', 'always', 'never']).default('auto'),
  /** Session idle and absolute time-outs (RELIABILITY AS-05; ASVS L2: 30 min / 12 h). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  /** How long a sign-in counts as recent for e-mail, password and two-factor changes (AS-08). */
  REAUTH_MINUTES: z.coerce.number().int().min(1).max(120).default(10),
  /**
   * Signs captcha challenges. Every api instance must share it; generated per process when
   * unset (fine for the one embedded instance).
   */
  AUTH_SECRET: z.string().min(32).optional(),
  /** Enables the `/__test/*` state helpers (RELIABILITY/requirements API-018). */
  ENABLE_TEST_API: booleanish.default(false),
  /**
   * Outgoing mail server: `smtp://user:pass@host:587` (STARTTLS when offered) or
   * `smtps://user:pass@host:465`. Unset keeps every mail in the database for the dev mailbox.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** Sender of every mail; unset means `"<brand name>" <no-reply@localhost>`. */
  MAIL_FROM: z.string().min(3).optional(),
  /** The `/dev/mailbox` pages; on by default while SMTP_URL is unset, never with it. */
  DEV_MAILBOX: booleanish.optional(),
  /** The payment provider's merchant API (apps/payments in the sandbox; docs/payments.md). */
  PAYMENTS_API_URL: z.url().default('http://127.0.0.1:3200'),
  PAYMENTS_API_KEY: z.string().min(8).default('sandbox-api-key'),
  /** Verifies the provider's webhook signatures (`X-Psp-Signature`). */
  PAYMENTS_WEBHOOK_SECRET: z.string().min(8).default('sandbox-webhook-secret'),
  /** Base URL the provider calls webhooks on; unset means `http://127.0.0.1:<PORT>`. */
  API_PUBLIC_URL: z.url().optional(),
  /** How long a cash-out stays recallable before it is sent to the provider (CB-010). */
  CASHOUT_HOLD_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(10 * 60_000),
  /** Server-to-server calls to the provider give up after this long. */
  PAYMENTS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** The game studio's server-to-server API (apps/games in the demo; docs/wallet-protocol.md). */
  GAMES_API_URL: z.url().default('http://127.0.0.1:3100'),
  /** The studio's public origin: the game iframe's `frame-src`; unset means GAMES_API_URL's. */
  GAMES_PUBLIC_URL: z.url().optional(),
  /** That studio's id: the wallet path `/api/wallet/{studio}/play` and the catalog's source. */
  GAMES_STUDIO: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('croupier-studio'),
  /** Shared HMAC secret with that studio: launch and feed calls, and its wallet calls. */
  GAMES_SECRET: z.string().min(16).default('studio-shared-secret-2026'),
  /**
   * More studios allowed to call the wallet, `id:secret,id:secret` (a third-party studio, the
   * conformance suite); each signs with its own secret.
   */
  WALLET_STUDIOS: csv.default([]),
  /** How often the catalog-sync job imports the studio's feed (minutes). */
  CATALOG_SYNC_MINUTES: z.coerce.number().int().min(1).default(60),
  /**
   * Read only as a safety net: `production` keeps the dev mailbox shut unless ENABLE_TEST_API
   * is set, so a forgotten SMTP_URL cannot publish players' reset links.
   */
  NODE_ENV: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
