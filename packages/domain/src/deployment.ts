/**
 * Where a server process runs, and what it may accept there (DESIGN.md §2; docs/operations.md).
 * `development` (`npm start`, e2e) and `test` (the test suites, benchmarks, drills) run on the
 * repository's published secrets on purpose; `production`, the default, refuses them, so a
 * deployment that forgot a setting stops instead of trusting a secret anyone can read.
 */
export const APP_ENVS = ['development', 'test', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

/**
 * The secrets this repository ships as defaults, shared by the api and its two sandboxes (the
 * studio's STUDIO_SECRET is the casino's GAMES_SECRET; the provider's key and webhook secret are
 * the casino's PAYMENTS_*). Published, so good for a laptop and worthless anywhere else.
 */
export const DEVELOPMENT_SECRETS = {
  studio: 'studio-shared-secret-2026',
  paymentsApiKey: 'sandbox-api-key',
  paymentsWebhook: 'sandbox-webhook-secret',
} as const;

/** 32 characters: 256 bits of a random hex or base64 string, the HMAC-SHA256 key size. */
export const MIN_PRODUCTION_SECRET_LENGTH = 32;

export interface SettingProblem {
  /** The setting's name, as the operator writes it. */
  name: string;
  message: string;
}

/**
 * What is wrong with each named secret outside development: a repository default, or shorter
 * than MIN_PRODUCTION_SECRET_LENGTH. Empty in development and tests.
 */
export function productionSecretProblems(
  appEnv: AppEnv,
  secrets: Record<string, string | undefined>,
): SettingProblem[] {
  if (appEnv !== 'production') return [];
  const published = new Set<string>(Object.values(DEVELOPMENT_SECRETS));
  const problems: SettingProblem[] = [];
  for (const [name, value] of Object.entries(secrets)) {
    if (value === undefined) continue;
    if (published.has(value)) {
      problems.push({
        name,
        message: `is the repository's published default; set a secret of your own (${MIN_PRODUCTION_SECRET_LENGTH}+ characters) outside development (APP_ENV=${appEnv})`,
      });
    } else if (value.length < MIN_PRODUCTION_SECRET_LENGTH) {
      problems.push({
        name,
        message: `is ${value.length} characters long; outside development a secret needs ${MIN_PRODUCTION_SECRET_LENGTH} or more (APP_ENV=${appEnv})`,
      });
    }
  }
  return problems;
}
