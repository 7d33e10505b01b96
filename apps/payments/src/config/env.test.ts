import { DEVELOPMENT_SECRETS } from '@croupier/domain/deployment';
import { describe, expect, it } from 'vitest';
import { parsePaymentsEnv } from './env.js';

describe('the sandbox provider outside development (issue 14, item 3)', () => {
  it('refuses its default key and webhook secret by name', () => {
    let message = '';
    try {
      parsePaymentsEnv({});
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toMatch(/^ {2}PAYMENTS_API_KEY: is the repository's published default/m);
    expect(message).toMatch(/^ {2}PAYMENTS_WEBHOOK_SECRET: is the repository's published default/m);
  });

  it('refuses a short secret and starts with long ones of its own', () => {
    const own = { PAYMENTS_API_KEY: 'k'.repeat(32), PAYMENTS_WEBHOOK_SECRET: 'w'.repeat(40) };
    expect(() => parsePaymentsEnv({ ...own, PAYMENTS_WEBHOOK_SECRET: 'twelve-chars' })).toThrow(
      /PAYMENTS_WEBHOOK_SECRET: is 12 characters long/,
    );
    expect(parsePaymentsEnv(own).APP_ENV).toBe('production');
  });

  it('keeps the defaults in development and tests', () => {
    expect(parsePaymentsEnv({ APP_ENV: 'test' }).PAYMENTS_WEBHOOK_SECRET).toBe(
      DEVELOPMENT_SECRETS.paymentsWebhook,
    );
  });
});
