import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { apiFieldErrors } from './field-errors';
import { hasErrors, readFieldErrors } from './read-field-errors';

const messages = { tooMany: 'X.TOO_MANY', network: 'X.NETWORK', fallback: 'X.GENERIC' };

describe('apiFieldErrors', () => {
  it('reads the errors object of an api answer', () => {
    const error = new ApiError(422, {
      code: 'invalid_input',
      errors: { email: ['VALIDATION.TAKEN'] },
    });
    expect(apiFieldErrors(error)).toEqual({ email: ['VALIDATION.TAKEN'] });
  });

  it('is empty for anything that is not such an answer', () => {
    expect(apiFieldErrors(new ApiError(422, 'plain text'))).toEqual({});
    expect(apiFieldErrors(new ApiError(422, { errors: 'nope' }))).toEqual({});
    expect(apiFieldErrors(new Error('boom'))).toEqual({});
  });
});

describe('readFieldErrors', () => {
  it('places a 422 field message and sends the rest to one form message', () => {
    const invalid = new ApiError(422, { errors: { amount: ['VALIDATION.MIN_VALUE'] } });
    expect(readFieldErrors(invalid, messages)).toEqual({ amount: ['VALIDATION.MIN_VALUE'] });
    expect(readFieldErrors(new ApiError(422, {}), messages)).toEqual({ base: ['X.GENERIC'] });
    expect(readFieldErrors(new ApiError(500, {}), messages)).toEqual({ base: ['X.GENERIC'] });
  });

  it('takes field messages only from the statuses a feature names', () => {
    const forbidden = new ApiError(403, { errors: { current_password: ['VALIDATION.REAUTH'] } });
    expect(readFieldErrors(forbidden, messages)).toEqual({ base: ['X.GENERIC'] });
    expect(readFieldErrors(forbidden, { ...messages, fieldStatuses: [403, 422] })).toEqual({
      current_password: ['VALIDATION.REAUTH'],
    });
  });

  it('says throttling and a lost connection in their own words when the form has them', () => {
    expect(readFieldErrors(new ApiError(429, {}), messages)).toEqual({ base: ['X.TOO_MANY'] });
    expect(readFieldErrors(new NetworkError('timeout'), messages)).toEqual({
      base: ['X.NETWORK'],
    });
    expect(readFieldErrors(new ApiError(429, {}), { fallback: 'X.GENERIC' })).toEqual({
      base: ['X.GENERIC'],
    });
  });

  it('hasErrors ignores empty lists', () => {
    expect(hasErrors({ a: [] })).toBe(false);
    expect(hasErrors({ a: ['x'] })).toBe(true);
  });
});
