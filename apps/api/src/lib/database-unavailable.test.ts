import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is restarting or gone, also inside a query error', () => {
    expect(
      isDatabaseUnavailable(wrapped(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(wrapped(Object.assign(new Error('shutdown'), { code: '57P01' }))),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(wrapped(Object.assign(new Error('link'), { code: '08006' }))),
    ).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(
      true,
    );
  });

  it('leaves every other failure alone: a constraint, a bug, a non-error', () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('dup'), { code: '23505' })))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
