import { describe, expect, it } from 'vitest';
import { playerSchema } from '@croupier/contracts/player';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { cookieHeader, registerTestPlayer, signInRequest } from '../../testing/players.js';

describe('registration, sign-in and sign-out (SS-007, SS-012..SS-015, SS-029)', async () => {
  const { app } = await buildTestApp();

  it('registers a player who is then signed in, with an id and an account in EUR for DE', async () => {
    const { player, cookie } = await registerTestPlayer(app, { nickname: 'Lucky Anne' });
    expect(player.id).toBeGreaterThan(0);
    expect(player.currency).toBe('EUR');
    expect(player.country).toBe('DE');
    const me = await app.inject({ url: '/api/player', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const body = playerSchema.parse(me.json());
    expect(body.id).toBe(player.id);
    expect(body.nick_name).toBe('Lucky Anne');
    expect(body.user_id).toBe(player.id);
  });

  it('puts the new player in the tester split group their id gives (SS-026, SS-027)', async () => {
    const { player } = await registerTestPlayer(app);
    const expected = player.id % 2 === 1 ? 543 : 544;
    expect(player.groups).toContain(expected);
  });

  it('refuses a taken e-mail with errors.email, whatever its case (SS-013)', async () => {
    const { email } = await registerTestPlayer(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...xhr, 'x-test-country': 'DE' },
      payload: {
        user: { email: email.toUpperCase(), password: 'another-pass-99', terms_acceptance: true },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(['VALIDATION.EMAIL_TAKEN']);
  });

  it('checks an e-mail with POST /check-email (SS-014, SS-015)', async () => {
    const { email } = await registerTestPlayer(app);
    const taken = await app.inject({
      method: 'POST',
      url: '/check-email',
      headers: xhr,
      payload: { email },
    });
    expect(taken.json()).toEqual({ exists: true });
    const free = await app.inject({
      method: 'POST',
      url: '/check-email',
      headers: xhr,
      payload: { email: 'nobody-here@example.com' },
    });
    expect(free.json()).toEqual({ exists: false });
  });

  it('signs in with the right password, rotating the session, and signs out for good', async () => {
    const { email, password, cookie: first } = await registerTestPlayer(app);
    const response = await signInRequest(app, { email, password }, { cookie: first });
    expect(response.statusCode).toBe(200);
    const second = cookieHeader(response);
    expect(second).not.toBe(first);
    // AS-04: the cookie from before sign-in no longer works.
    expect((await app.inject({ url: '/api/player', headers: { cookie: first } })).statusCode).toBe(
      401,
    );
    const out = await app.inject({
      method: 'DELETE',
      url: '/api/users/sign_out',
      headers: { ...xhr, cookie: second },
    });
    expect(out.statusCode).toBe(204);
    // SS-029: replaying the cookie after sign-out gets 401 (the client clears its state).
    expect((await app.inject({ url: '/api/player', headers: { cookie: second } })).statusCode).toBe(
      401,
    );
  });

  it('answers a wrong password with 422, never 401 (SS-008)', async () => {
    const { email } = await registerTestPlayer(app);
    const response = await signInRequest(
      app,
      { email, password: 'wrong-password-1' },
      {
        remoteAddress: '10.0.0.9',
      },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'invalid_credentials',
      errors: { base: ['VALIDATION.INVALID_CREDENTIALS'] },
    });
  });
});
