import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRETS, productionSecretProblems } from './deployment.js';

describe('productionSecretProblems', () => {
  const long = 'x'.repeat(32);

  it('finds nothing in development and tests, whatever the secrets', () => {
    for (const appEnv of ['development', 'test'] as const) {
      expect(
        productionSecretProblems(appEnv, { A: DEVELOPMENT_SECRETS.studio, B: 'short' }),
      ).toEqual([]);
    }
  });

  it('names every published or short secret in production, and only those', () => {
    const problems = productionSecretProblems('production', {
      A: DEVELOPMENT_SECRETS.paymentsApiKey,
      B: 'x'.repeat(31),
      C: long,
      D: undefined,
    });
    expect(problems.map((problem) => problem.name)).toEqual(['A', 'B']);
    expect(problems[0]?.message).toContain("repository's published default");
    expect(problems[1]?.message).toContain('is 31 characters long');
  });
});
