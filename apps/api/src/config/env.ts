import { z } from 'zod';
import {
  APP_ENVS,
  DEVELOPMENT_SECRETS,
  productionSecretProblems,
  type SettingProblem,
} from '@croupier/domain/deployment';

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
  /**
   * Where this process runs: `development` (`npm start`, e2e) and `test` (test suites, bench)
   * accept the repository's default secrets and the development tools; `production`, the
   * default, refuses to start with them (see `productionProblems`).
   */
  APP_ENV: z.enum(APP_ENVS).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The player site's primary origin (scheme, host, port): mailed links use its scheme and port,
   * on the brand host the player used or else on its own host (modules/mail/mail-links.ts). Required
   * outside development; there it defaults to `http://localhost:<PORT>`.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
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
  /**
   * Claims the worker hands out at once. Default 2 on PostgreSQL (one waits on the database
   * while another runs its consumers), 1 on the embedded database (one connection).
   */
  OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(16).optional(),
  /**
   * Events one claim hands out at most. Default 500 on PostgreSQL (a batched consumer's fixed
   * cost per transaction, such as ranking a leaderboard, is shared by more events), 50 on the
   * embedded database (its one connection waits behind a claim's transaction).
   */
  OUTBOX_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).optional(),
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
  /**
   * The `/dev/mailbox` pages (every player's reset links): off unless switched on, only outside
   * production, never with SMTP_URL. `npm start` and e2e switch it on.
   */
  DEV_MAILBOX: booleanish.default(false),
  /** The payment provider's merchant API (apps/payments in the sandbox; docs/payments.md). */
  PAYMENTS_API_URL: z.url().default('http://127.0.0.1:3200'),
  PAYMENTS_API_KEY: z.string().min(8).default(DEVELOPMENT_SECRETS.paymentsApiKey),
  /** Verifies the provider's webhook signatures (`X-Psp-Signature`). */
  PAYMENTS_WEBHOOK_SECRET: z.string().min(8).default(DEVELOPMENT_SECRETS.paymentsWebhook),
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
  GAMES_SECRET: z.string().min(16).default(DEVELOPMENT_SECRETS.studio),
  /**
   * More studios allowed to call the wallet, `id:secret,id:secret` (a third-party studio, the
   * conformance suite); each signs with its own secret.
   */
  WALLET_STUDIOS: csv.default([]),
  /** How often the catalog-sync job imports the studio's feed (minutes). */
  CATALOG_SYNC_MINUTES: z.coerce.number().int().min(1).default(60),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  const lines = parsed.success
    ? productionProblems(parsed.data).map((problem) => `  ${problem.name}: ${problem.message}`)
    : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  if (!parsed.success || lines.length > 0) {
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * What a production process must not start with (issue 14: a webhook signed with the sandbox's
 * published secret credited a deposit never paid): a published or short secret, no PUBLIC_URL
 * for mailed links, or a development tool switched on. Empty in development and tests.
 */
function productionProblems(env: Env): SettingProblem[] {
  if (env.APP_ENV !== 'production') return [];
  // `id:secret` entries, read as modules/wallet/wallet-signature.ts reads them.
  const studios = env.WALLET_STUDIOS.filter((entry) => entry.indexOf(':') > 0).map((entry) => {
    const separator = entry.indexOf(':');
    return [`WALLET_STUDIOS (${entry.slice(0, separator)})`, entry.slice(separator + 1)] as const;
  });
  const problems = productionSecretProblems(env.APP_ENV, {
    GAMES_SECRET: env.GAMES_SECRET,
    PAYMENTS_API_KEY: env.PAYMENTS_API_KEY,
    PAYMENTS_WEBHOOK_SECRET: env.PAYMENTS_WEBHOOK_SECRET,
    ...Object.fromEntries(studios),
  });
  if (env.PUBLIC_URL === undefined) {
    problems.push({
      name: 'PUBLIC_URL',
      message: `is required outside development: the origin mailed links point at (APP_ENV=${env.APP_ENV})`,
    });
  }
  const developmentTools = {
    DEV_MAILBOX: "shows every player's reset and confirmation links",
    ENABLE_TEST_API: 'lets anyone create players and state under /__test',
    GEO_DEV_OVERRIDE: 'lets a visitor choose their own country',
  } as const;
  for (const [name, danger] of Object.entries(developmentTools)) {
    if (env[name as keyof typeof developmentTools]) {
      problems.push({
        name,
        message: `is on, and ${danger}: development and tests only (APP_ENV=${env.APP_ENV})`,
      });
    }
  }
  return problems;
}
