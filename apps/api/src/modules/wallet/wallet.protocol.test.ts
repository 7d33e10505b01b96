import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WALLET_ERROR_MESSAGES,
  walletErrorSchema,
  walletResponseSchema,
} from '@croupier/contracts/wallet-protocol';
import { gameVersions, games } from '../../db/schema/games.js';
import { buildTestApp } from '../../testing/test-app.js';
import { trialBalance } from '../ledger/ledger-audit.service.js';
import {
  asWalletResponse,
  balanceOf,
  bet,
  fixturePlayer,
  gamePostings,
  newId,
  rollbackOf,
  walletClient,
  win,
} from './wallet.test-helpers.js';
import { hasInexactNumber } from './wallet-body.js';
import { listReceivables } from './receivables.js';
import { movementEvents, roundOf } from './wallet-test.repository.js';
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

describe('SoftSwiss-style studios plug in unchanged (issue 15 §3)', () => {
  it('takes game_id as a JSON integer, as the round named by its digits, past 2^53 too', async () => {
    const who = await fixturePlayer(app, { balance: 1_000 });
    for (const digits of ['987654321', '18446744073709551617']) {
      const stake = bet(100);
      const raw = JSON.stringify({
        user_id: who.user_id,
        currency: who.currency,
        game: who.game,
        game_id: 'ROUND',
        session_id: who.session_id,
        actions: [stake],
      }).replace('"game_id":"ROUND"', `"game_id":${digits}`);
      const first = asWalletResponse(await wallet.send('play', raw));
      expect(first.game_id).toBe(digits);
      const again = asWalletResponse(await wallet.play(who, digits, [stake]));
      expect(again.transactions).toEqual(first.transactions);
      expect(await roundOf(test.database.db, test.env.GAMES_STUDIO, digits)).toMatchObject({
        betCents: 100,
      });
    }
    expect(await balanceOf(test, who)).toBe(800);
    const negative = await wallet.send(
      'play',
      JSON.stringify(playBody()).replace(/"game_id":"[^"]+"/, '"game_id":-1'),
    );
    expect(negative.status).toBe(400);
  });

  it('reads the balance from user_id, currency and session_id or game alone', async () => {
    const { user_id, currency, session_id, game } = player;
    for (const body of [
      { user_id, currency, session_id },
      { user_id, currency, game },
    ]) {
      const read = asWalletResponse(await wallet.send('play', body));
      expect(read.transactions).toEqual([]);
      expect(read.balance).toBe(await balanceOf(test, player));
    }
    const neither = await wallet.send('play', { user_id, currency });
    expect(neither.status).toBe(400);
    // A batch with actions still names its game and round.
    const { game_id: _round, ...noRound } = playBody();
    expect((await wallet.send('play', noRound)).status).toBe(400);
  });

  it('refuses a body whose batch is under a key the protocol does not know, instead of reading the balance', async () => {
    const who = await fixturePlayer(app, { balance: 1_000 });
    const { actions: _none, ...base } = playBody();
    const call = await wallet.send('play', {
      ...base,
      user_id: who.user_id,
      session_id: who.session_id,
      action: { action: 'bet', action_id: newId('bet'), amount: 100 },
    });
    expect(call.status).toBe(400);
    expect(walletErrorSchema.parse(call.body)).toMatchObject({
      code: 400,
      message: expect.stringMatching(/^Bad request: action: not a field of the protocol/),
    });
    expect(await gamePostings(test, who)).toEqual([]);
    // Extra keys beside a batch are ignored, as public integrations send some of their own.
    const extra = await wallet.send('play', {
      ...playBody({ actions: [] }),
      user_id: who.user_id,
      session_id: who.session_id,
      amount_currency: 'EUR',
    });
    expect(extra.status).toBe(200);
  });

  it("answers with the protocol's canonical texts; 154 says whether the wallet or the game is missing", async () => {
    const poor = await fixturePlayer(app, { balance: 10 });
    const short = await wallet.play(poor, newId('round'), [bet(11)]);
    expect(short.status).toBe(412);
    expect(short.body).toEqual({
      code: 100,
      message: 'Player has not enough funds to process an action',
      balance: 10,
    });
    const noWallet = await wallet.play(poor, newId('round'), [bet(1)], { currency: 'JPY' });
    expect(noWallet.body).toEqual({
      code: 154,
      message: `${WALLET_ERROR_MESSAGES[154]}: the player has no wallet in it`,
    });
    // A JPY player whose game the casino stops offering in JPY.
    const yen = await fixturePlayer(app, { currency: 'JPY', balance: 1_000 });
    const [game] = await test.database.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.identifier, yen.game));
    await test.database.db
      .delete(gameVersions)
      .where(and(eq(gameVersions.gameId, game?.id ?? 0), eq(gameVersions.currency, 'JPY')));
    const notOffered = await wallet.play(yen, newId('round'), [bet(1)]);
    expect(notOffered.body).toEqual({
      code: 154,
      message: `${WALLET_ERROR_MESSAGES[154]}: the game is not offered in it`,
    });
    const unknown = await wallet.play({ ...poor, user_id: '987654321987' }, newId('round'), []);
    expect(unknown.body).toMatchObject({ code: 101, message: 'Player is invalid: unknown player' });
  });

  it('undoes a whole round in one call in any order: stakes back first, then the win', async () => {
    for (const winFirst of [true, false]) {
      const who = await fixturePlayer(app, { balance: 1_000 });
      const round = newId('round');
      const stake = bet(1_000);
      const prize = win(3_000);
      asWalletResponse(await wallet.play(who, round, [stake, prize], { finished: true }));
      // The player spends the win in another round.
      asWalletResponse(await wallet.play(who, newId('round'), [bet(3_000)]));
      const undo = [rollbackOf(stake.action_id), rollbackOf(prize.action_id)];
      const answer = asWalletResponse(
        await wallet.rollback(who, round, winFirst ? [...undo].reverse() : undo),
      );
      expect(answer.balance).toBe(0);
      // Answered in the studio's order.
      expect(answer.transactions.map((entry) => entry.action_id)).toEqual(
        (winFirst ? [...undo].reverse() : undo).map((action) => action.action_id),
      );
      expect(await roundOf(test.database.db, test.env.GAMES_STUDIO, round)).toMatchObject({
        betCents: 0,
        winCents: 0,
      });
      expect((await gamePostings(test, who)).slice(-2)).toEqual([
        { kind: 'rollback', amount: 1_000 },
        { kind: 'rollback', amount: -1_000 },
      ]);
    }
  });

  it('takes back what is left of a spent win, books the rest as a receivable the operator lists, and answers 200', async () => {
    const since = new Date(Date.now() - 60_000);
    const who = await fixturePlayer(app, { balance: 0 });
    const round = newId('round');
    const prize = win(500);
    asWalletResponse(await wallet.play(who, round, [prize]));
    asWalletResponse(await wallet.play(who, newId('round'), [bet(400)]));
    const undo = rollbackOf(prize.action_id);
    const answer = asWalletResponse(await wallet.rollback(who, round, [undo]));
    expect(answer.balance).toBe(0);
    expect(await balanceOf(test, who)).toBe(0);
    // Definitive: the replay answers the same tx_id and takes nothing more.
    const replay = asWalletResponse(await wallet.rollback(who, round, [undo]));
    expect(replay.transactions).toEqual(answer.transactions);
    expect((await gamePostings(test, who)).at(-1)).toEqual({ kind: 'rollback', amount: -100 });

    const listed = await listReceivables(app.deps, since);
    expect(listed).toMatch(
      new RegExp(
        `player ${who.user_id}  EUR  owes 400  studio \\S+  round ${round}  win ${prize.action_id} rolled back`,
      ),
    );
    expect(listed).toMatch(/outstanding: .*\d+ EUR/);
    expect(await trialBalance(test.database.db)).toMatchObject({ ok: true });

    // The rollback's event names the original's game, round and split (contracts events.ts).
    const [event] = await movementEvents(test.database.db, [
      `wallet:${test.env.GAMES_STUDIO}:${undo.action_id}`,
    ]);
    expect(event).toMatchObject({
      kind: 'rollback',
      metadata: { receivable: { playerId: Number(who.user_id), amount: 400 } },
      play: {
        game: who.game,
        round,
        originalActionId: prize.action_id,
        originalKind: 'win',
        split: { realCents: 500, bonusCents: 0 },
      },
    });
  });

  it('returns the stake of a rolled-back bet to the account it came from, with the game in its event', async () => {
    const who = await fixturePlayer(app, { balance: 1_000 });
    const round = newId('round');
    const stake = bet(250);
    asWalletResponse(await wallet.play(who, round, [stake, win(100)]));
    const undo = rollbackOf(stake.action_id);
    expect(asWalletResponse(await wallet.rollback(who, round, [undo])).balance).toBe(1_100);
    const [event] = await movementEvents(test.database.db, [
      `wallet:${test.env.GAMES_STUDIO}:${undo.action_id}`,
    ]);
    expect(event).toMatchObject({
      kind: 'rollback',
      playerLegs: { player_real: 250 },
      play: { game: who.game, originalKind: 'bet', split: { realCents: 250, bonusCents: 0 } },
    });
  });
});
