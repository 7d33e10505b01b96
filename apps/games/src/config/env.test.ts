import { DEVELOPMENT_SECRETS } from '@croupier/domain/deployment';
import { describe, expect, it } from 'vitest';
import { parseStudioEnv } from './env.js';

describe('the studio outside development (issue 14, item 3)', () => {
  it("refuses the repository's shared secret, which the casino would accept too", () => {
    expect(() => parseStudioEnv({})).toThrow(
      /^ {2}STUDIO_SECRET: is the repository's published default/m,
    );
    expect(() =>
      parseStudioEnv({ APP_ENV: 'production', STUDIO_SECRET: DEVELOPMENT_SECRETS.studio }),
    ).toThrow(/STUDIO_SECRET: is the repository's published default/);
  });

  it('refuses a short secret and starts with a long one of its own', () => {
    expect(() => parseStudioEnv({ STUDIO_SECRET: 'sixteen-chars-ab' })).toThrow(
      /STUDIO_SECRET: is 16 characters long/,
    );
    expect(parseStudioEnv({ STUDIO_SECRET: 'f'.repeat(32) }).APP_ENV).toBe('production');
  });

  it('keeps the default in development and tests', () => {
    expect(parseStudioEnv({ APP_ENV: 'development' }).STUDIO_SECRET).toBe(
      DEVELOPMENT_SECRETS.studio,
    );
  });
});
