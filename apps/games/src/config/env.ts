import { join } from 'node:path';
import { z } from 'zod';
import {
  APP_ENVS,
  DEVELOPMENT_SECRETS,
  productionSecretProblems,
} from '@croupier/domain/deployment';

/**
 * Every setting the game studio reads, parsed once at start-up (CONVENTIONS.md): nothing else
 * reads `process.env`, and a bad value fails fast with a readable list.
 */
const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');
const milliseconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const envSchema = z.object({
  /** `development` and `test` accept the repository's default secret; `production` refuses it. */
  APP_ENV: z.enum(APP_ENVS).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  /** The origin players' browsers load the game pages from; the iframe `src` starts with it. */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The studio's name at the casino (the wallet path segment, the feed's `studio`). */
  STUDIO_ID: z.string().min(1).default('croupier-studio'),
  /** Shared with the casino (its GAMES_SECRET): signs the catalog, sessions and wallet calls. */
  STUDIO_SECRET: z.string().min(16).default(DEVELOPMENT_SECRETS.studio),
  /** The casino's seamless wallet for this studio: `{WALLET_URL}/play`, `{WALLET_URL}/rollback`. */
  WALLET_URL: z.url().default('http://127.0.0.1:3000/api/wallet/croupier-studio'),
  /** Casino pages allowed to frame the game (CSP `frame-ancestors`), comma-separated. */
  CASINO_ORIGINS: z
    .string()
    .default('http://localhost:3000,http://127.0.0.1:3000')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter((origin) => origin !== ''),
    ),
  /** A wallet call that has not answered by then counts as unanswered (the bet is rolled back). */
  WALLET_TIMEOUT_MS: milliseconds(5_000),
  /** First retry of a win or rollback; each next one doubles, up to WALLET_RETRY_MAX_MS. */
  WALLET_RETRY_BASE_MS: milliseconds(1_000),
  WALLET_RETRY_MAX_MS: milliseconds(10 * 60_000),
  /** Where the journal lives (named apart from the api's DATA_DIR, which `npm start` shares): sessions, rounds and pending wallet retries survive a restart. */
  GAMES_DATA_DIR: z
    .string()
    .min(1)
    .default(join(repoRoot, '.data', 'games')),
  /** Finished rounds are kept this long for re-rendering (GF-03), then dropped. */
  ROUND_RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
  /** A game session lasts this long after launch. */
  SESSION_TTL_MS: milliseconds(8 * 60 * 60_000),
  /** Live tables: how long bets are taken, the pause after, the blackjack playing turn, the result. */
  LIVE_BETTING_MS: milliseconds(15_000),
  LIVE_CLOSED_MS: milliseconds(3_000),
  LIVE_PLAYING_MS: milliseconds(10_000),
  LIVE_RESULT_MS: milliseconds(6_000),
});

export type StudioEnv = z.infer<typeof envSchema> & { PUBLIC_URL: string };

export function parseStudioEnv(source: Record<string, string | undefined>): StudioEnv {
  const parsed = envSchema.safeParse(source);
  const lines = parsed.success
    ? productionSecretProblems(parsed.data.APP_ENV, {
        STUDIO_SECRET: parsed.data.STUDIO_SECRET,
      }).map((problem) => `  ${problem.name}: ${problem.message}`)
    : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  if (!parsed.success || lines.length > 0) {
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const publicUrl = (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(
    /\/+$/,
    '',
  );
  return {
    ...parsed.data,
    PUBLIC_URL: publicUrl,
    WALLET_URL: parsed.data.WALLET_URL.replace(/\/+$/, ''),
  };
}
