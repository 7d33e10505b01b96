import { describe, expect, it } from 'vitest';
import { buildTestApp, xhr } from '../testing/test-app.js';
import { isNestedDeeperThan, MAX_JSON_DEPTH } from './json-body.js';

const { app } = await buildTestApp();

// Each call from an address of its own: on PostgreSQL + Redis the rate-limit counters of the
// contact form and sign-in are shared with the other test files, which exhaust 127.0.0.1.
let calls = 0;
const post = (url: string, payload: string) => {
  calls += 1;
  return app.inject({
    method: 'POST',
    url,
    headers: { ...xhr, 'content-type': 'application/json' },
    payload,
    remoteAddress: `10.41.${calls >> 8}.${calls & 255}`,
  });
};

describe('JSON bodies nested past any contract (RELIABILITY IN-01, IN-05)', () => {
  it.each([
    ['arrays 4,000 deep', '['.repeat(4_000) + ']'.repeat(4_000)],
    ['objects 10,000 deep', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)],
    [
      'a deep value inside a real envelope',
      `{"user":{"email":${'['.repeat(500)}${']'.repeat(500)}}}`,
    ],
  ])('%s are a 400 that says why, as a guest, on any JSON route', async (_name, body) => {
    for (const url of ['/api/users/sign_in', '/api/send_contact_message', '/api/games_filter']) {
      const response = await post(url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'malformed_request',
        errors: { base: [`The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`] },
      });
    }
  });

  it('a body within the limit reaches the contract, which names the field', async () => {
    const nested = '['.repeat(MAX_JSON_DEPTH - 2) + ']'.repeat(MAX_JSON_DEPTH - 2);
    const response = await post('/api/users/sign_in', `{"user":{"email":${nested}}}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'invalid_input' });
  });

  it('the card-number guard still reads a deep (allowed) body to the bottom', async () => {
    const card = '"4111 1111 1111 1111"';
    const body = `{"email":"a@example.com","message":${'['.repeat(20)}${card}${']'.repeat(20)}}`;
    const response = await post('/api/send_contact_message', body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { base: ['VALIDATION.CARD_NUMBER_NOT_ACCEPTED'] },
    });
  });
});

describe('isNestedDeeperThan', () => {
  it('counts brackets of the structure, not those inside strings', () => {
    expect(isNestedDeeperThan('{"a":[[1]]}', 3)).toBe(false);
    expect(isNestedDeeperThan('{"a":[[[1]]]}', 3)).toBe(true);
    expect(isNestedDeeperThan(`{"text":"${'['.repeat(100)}"}`, 1)).toBe(false);
    expect(isNestedDeeperThan(`{"text":"\\"${'{'.repeat(100)}"}`, 1)).toBe(false);
    expect(isNestedDeeperThan('[]'.repeat(10_000), 1)).toBe(false);
  });
});
