import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walletErrorSchema, walletResponseSchema } from '@croupier/contracts/wallet-protocol';
import { buildTestApp } from '../../testing/test-app.js';
import { balanceOf, bet, fixturePlayer, newId, walletClient } from './wallet.test-helpers.js';
import { hasInexactNumber } from './wallet-body.js';
import { signBody } from './wallet-signature.js';

const THIRD_PARTY = { id: 'third-party-studio', secret: 'a-third-party-secret-2026' };
const test = await buildTestApp({ WALLET_STUDIOS: `${THIRD_PARTY.id}:${THIRD_PARTY.secret}` });
const { app } = test;
const wallet = walletClient(test);
const player = await fixturePlayer(app, { balance: 5_000 });

const playBody = (extra: Record<string, unknown> = {}) => ({
  user_id: player.user_id,
  currency: player.currency,
  game: player.game,
  game_id: newId('round'),
  session_id: player.session_id,
  actions: [bet(100)],
  ...extra,
});

describe('the wallet signature (X-REQUEST-SIGN over the raw body)', () => {
  it('refuses a missing or wrong signature with 403 code 403 and moves nothing', async () => {
    const missing = await wallet.send('play', playBody(), { signature: null });
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ code: 403 });
    const body = JSON.stringify(playBody());
    const wrong = await wallet.send('play', body, { signature: signBody('not-the-secret', body) });
    expect(wrong.status).toBe(403);
    const short = await wallet.send('play', body, { signature: 'abc' });
    expect(short.status).toBe(403);
    // The signature of other bytes: the same JSON with one more space is another body.
    const other = await wallet.send('play', `${body} `, {
      signature: signBody(test.env.GAMES_SECRET, body),
    });
    expect(other.status).toBe(403);
    expect(await balanceOf(test, player)).toBe(5_000);
  });

  it('refuses an unknown studio with 403 even with a signature by a known secret', async () => {
    const call = await wallet.send('play', playBody(), { studio: 'nobody-studio' });
    expect(call.status).toBe(403);
    expect(call.body).toMatchObject({ code: 403 });
  });

  it('checks the signature before reading the body: junk without a valid signature is a 403', async () => {
    const call = await wallet.send('play', '{not json', { signature: 'f'.repeat(64) });
    expect(call.status).toBe(403);
  });

  it('accepts a studio of WALLET_STUDIOS signing with its own secret, and an upper-case digest', async () => {
    const body = JSON.stringify(playBody({ actions: [] }));
    const response = await app.inject({
      method: 'POST',
      url: `/api/wallet/${THIRD_PARTY.id}/play`,
      headers: {
        'content-type': 'application/json',
        'x-request-sign': signBody(THIRD_PARTY.secret, body).toUpperCase(),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(walletResponseSchema.parse(response.json()).balance).toBe(5_000);
    const ours = await app.inject({
      method: 'POST',
      url: `/api/wallet/${THIRD_PARTY.id}/play`,
      headers: {
        'content-type': 'application/json',
        'x-request-sign': signBody(test.env.GAMES_SECRET, body),
      },
      payload: body,
    });
    expect(ours.statusCode).toBe(403);
  });
});

describe('malformed bodies are 400 code 400, never a 500', () => {
  const malformed: [string, string][] = [
    ['not JSON', '{"user_id": '],
    ['empty', ''],
    ['an array', '[]'],
    ['null', 'null'],
    [
      'a float amount',
      JSON.stringify(playBody({ actions: [{ action: 'bet', action_id: 'x', amount: 1.5 }] })),
    ],
    [
      'an amount past 2^53',
      JSON.stringify(playBody()).replace('"amount":100', '"amount":9007199254740993'),
    ],
    [
      'an amount of exactly 2^53',
      JSON.stringify(playBody()).replace('"amount":100', '"amount":9007199254740992'),
    ],
    ['an exponent amount', JSON.stringify(playBody()).replace('"amount":100', '"amount":1e2')],
    ['a negative amount', JSON.stringify(playBody()).replace('"amount":100', '"amount":-100')],
    ['a string amount', JSON.stringify(playBody()).replace('"amount":100', '"amount":"100"')],
    [
      'an unknown action',
      JSON.stringify(playBody({ actions: [{ action: 'refund', action_id: 'x', amount: 1 }] })),
    ],
    ['no user', JSON.stringify({ ...playBody(), user_id: undefined })],
    ['a lower-case currency', JSON.stringify(playBody({ currency: 'eur' }))],
    [
      'an action id with spaces',
      JSON.stringify(playBody({ actions: [{ action: 'bet', action_id: 'a b', amount: 1 }] })),
    ],
    [
      '101 actions',
      JSON.stringify(playBody({ actions: Array.from({ length: 101 }, () => bet(1)) })),
    ],
    ['nested junk', JSON.stringify(playBody({ actions: [[[[{ action: 'bet' }]]]] }))],
    ['deep nesting', `${'['.repeat(5_000)}${']'.repeat(5_000)}`],
    ['a body of 1 MB', JSON.stringify(playBody({ junk: 'x'.repeat(1024 * 1024) }))],
  ];
  for (const [what, body] of malformed) {
    it(`answers ${what} with 400`, async () => {
      const call = await wallet.send('play', body);
      expect(call.status).toBe(400);
      expect(walletErrorSchema.parse(call.body).code).toBe(400);
    });
  }

  it('answers a non-JSON content type by the same rules (signature, then JSON)', async () => {
    const body = JSON.stringify(playBody({ actions: [] }));
    const call = await wallet.send('play', body, { contentType: 'text/plain' });
    expect(call.status).toBe(200);
  });

  it('answers a rollback without actions with 400', async () => {
    const call = await wallet.send('rollback', playBody({ actions: [] }));
    expect(call.status).toBe(400);
  });

  it('never answers 5xx for any signed JSON value (fuzz)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            user_id: fc.oneof(fc.constant(player.user_id), fc.string(), fc.integer()),
            currency: fc.oneof(fc.constant('EUR'), fc.string()),
            game: fc.oneof(fc.constant(player.game), fc.string()),
            game_id: fc.string(),
            actions: fc.array(
              fc.record({
                action: fc.constantFrom('bet', 'win', 'rollback', 'x'),
                action_id: fc.string(),
                amount: fc.oneof(fc.integer(), fc.double(), fc.bigInt().map(String)),
              }),
              { maxLength: 3 },
            ),
          }),
        ),
        async (value) => {
          const call = await wallet.send('play', JSON.stringify(value) ?? 'null');
          expect(call.status).toBeLessThan(500);
          if (call.status !== 200)
            expect(walletErrorSchema.safeParse(call.body).success).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('hasInexactNumber', () => {
  it('finds non-integer or unsafe literals outside strings only', () => {
    expect(hasInexactNumber('{"a":1,"b":[2,3],"c":"1.5e9"}')).toBe(false);
    expect(hasInexactNumber('{"a":9007199254740991}')).toBe(false);
    expect(hasInexactNumber('{"a":9007199254740992}')).toBe(true);
    expect(hasInexactNumber('{"a":1.0}')).toBe(true);
    expect(hasInexactNumber('{"a":-1}')).toBe(true);
    expect(hasInexactNumber('{"a":"\\"","b":2e3}')).toBe(true);
  });
});
