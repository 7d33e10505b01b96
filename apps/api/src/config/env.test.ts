import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { DEVELOPMENT_SECRETS } from '@croupier/domain/deployment';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_SETTINGS } from '../testing/production-settings.js';
import { parseEnv } from './env.js';

/** The message parseEnv refuses `source` with ('' when it starts). */
function refusal(source: Record<string, string>): string {
  try {
    parseEnv(source);
    return '';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe('settings outside development (issue 14, item 3)', () => {
  it('starts in production with secrets of its own and a public origin', () => {
    const env = parseEnv(PRODUCTION_SETTINGS);
    expect(env.APP_ENV).toBe('production');
    expect(env.GAMES_SECRET).toBe(PRODUCTION_SETTINGS.GAMES_SECRET);
  });

  it('is production unless told otherwise, and then refuses every default secret by name', () => {
    const message = refusal({});
    expect(message).toMatch(/^Invalid environment:/);
    for (const name of ['GAMES_SECRET', 'PAYMENTS_API_KEY', 'PAYMENTS_WEBHOOK_SECRET']) {
      expect(message).toMatch(
        new RegExp(`^ {2}${name}: is the repository's published default`, 'm'),
      );
    }
    expect(message).toMatch(/^ {2}PUBLIC_URL: is required outside development/m);
  });

  it.each([
    ['GAMES_SECRET', DEVELOPMENT_SECRETS.studio],
    ['PAYMENTS_WEBHOOK_SECRET', DEVELOPMENT_SECRETS.paymentsWebhook],
    ['PAYMENTS_API_KEY', DEVELOPMENT_SECRETS.paymentsApiKey],
    // A default of one setting is as public in another.
    ['GAMES_SECRET', DEVELOPMENT_SECRETS.paymentsWebhook],
  ])('refuses %s set to a published default (%s)', (name, value) => {
    const message = refusal({ ...PRODUCTION_SETTINGS, [name]: value });
    expect(message.split('\n').slice(1)).toEqual([
      `  ${name}: is the repository's published default; set a secret of your own (32+ characters) outside development (APP_ENV=production)`,
    ]);
  });

  it.each(['GAMES_SECRET', 'PAYMENTS_WEBHOOK_SECRET', 'PAYMENTS_API_KEY'])(
    'refuses a short %s, saying how long it is',
    (name) => {
      const message = refusal({ ...PRODUCTION_SETTINGS, [name]: 'a-secret-of-20-chars' });
      expect(message).toContain(
        `  ${name}: is 20 characters long; outside development a secret needs 32 or more`,
      );
    },
  );

  it('refuses a short secret of another studio, naming the studio', () => {
    const message = refusal({
      ...PRODUCTION_SETTINGS,
      WALLET_STUDIOS: `acme:${'a'.repeat(40)},pixel:short-secret-123`,
    });
    expect(message.split('\n').slice(1)).toEqual([
      '  WALLET_STUDIOS (pixel): is 16 characters long; outside development a secret needs 32 or more (APP_ENV=production)',
    ]);
  });

  it.each(['DEV_MAILBOX', 'ENABLE_TEST_API', 'GEO_DEV_OVERRIDE'])(
    'refuses the development tool %s',
    (name) => {
      expect(refusal({ ...PRODUCTION_SETTINGS, [name]: 'true' })).toMatch(
        new RegExp(`^ {2}${name}: is on, and .*: development and tests only`, 'm'),
      );
    },
  );

  it('accepts the repository defaults in development and tests, as npm start, e2e and bench run', () => {
    for (const APP_ENV of ['development', 'test']) {
      const env = parseEnv({ APP_ENV, DEV_MAILBOX: 'true', ENABLE_TEST_API: 'true' });
      expect(env.GAMES_SECRET).toBe(DEVELOPMENT_SECRETS.studio);
      expect(env.PAYMENTS_WEBHOOK_SECRET).toBe(DEVELOPMENT_SECRETS.paymentsWebhook);
    }
    expect(refusal({ APP_ENV: 'staging' })).toMatch(/^ {2}APP_ENV: /m);
  });

  it('keeps the api process from starting, printing which setting is wrong', () => {
    const root = join(import.meta.dirname, '..', '..', '..', '..');
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      // Only what a careless deployment would set: no APP_ENV, the default webhook secret.
      env: {
        // eslint-disable-next-line no-restricted-properties -- the child needs PATH to find node's tools
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://croupier.com',
        GAMES_SECRET: PRODUCTION_SETTINGS.GAMES_SECRET,
        PAYMENTS_API_KEY: PRODUCTION_SETTINGS.PAYMENTS_API_KEY,
        PORT: '9',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain(
      "PAYMENTS_WEBHOOK_SECRET: is the repository's published default",
    );
    expect(started.stderr).not.toContain('GAMES_SECRET');
  });
});
