import { describe, expect, it } from 'vitest';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { solvedCaptcha } from '../../testing/captcha.js';
import {
  cookieHeader,
  registerTestPlayer,
  signInRequest,
  uniqueTestAddress,
} from '../../testing/players.js';
import { getPlayerByEmail } from '../player/player.service.js';
import { PASSWORD_PHC_PREFIX } from './passwords.js';

/** A distinct address per attempt keeps the per-IP limit out of tests about the account. */
const freshAddress = uniqueTestAddress;

describe('sign-in security (RELIABILITY AS-01, AS-03, AS-04; SS-011)', async () => {
  const { app, clock } = await buildTestApp();
  const deps = app.deps;

  it('AS-01: stores argon2id at m=19456, t=2, p=1 or stronger', async () => {
    const { email } = await registerTestPlayer(app);
    const row = await getPlayerByEmail(deps, email);
    expect(row?.passwordHash?.startsWith(PASSWORD_PHC_PREFIX)).toBe(true);
    expect(PASSWORD_PHC_PREFIX).toBe('$argon2id$v=19$m=19456,t=2,p=1$');
  });

  it('SS-011: asks for a captcha after 3 failures on an account, and accepts the owner with one', async () => {
    const { email, password } = await registerTestPlayer(app);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await signInRequest(
        app,
        { email, password: `wrong-${attempt}-password` },
        { remoteAddress: freshAddress() },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('invalid_credentials');
      // The third failure tells the client a captcha comes next.
      expect(response.json().captcha_required === true).toBe(attempt === 3);
    }
    const withoutCaptcha = await signInRequest(
      app,
      { email, password },
      {
        remoteAddress: freshAddress(),
      },
    );
    expect(withoutCaptcha.statusCode).toBe(422);
    expect(withoutCaptcha.json()).toMatchObject({
      code: 'captcha_required',
      captcha_required: true,
      errors: { captcha: ['VALIDATION.CAPTCHA_REQUIRED'] },
    });
    const address = freshAddress();
    const captcha = await solvedCaptcha(app, address);
    const guess = await signInRequest(
      app,
      { email, password: 'wrong-again-1', captcha },
      {
        remoteAddress: address,
      },
    );
    expect(guess.json().code).toBe('invalid_credentials');
    // A solved challenge is accepted once.
    const replay = await signInRequest(
      app,
      { email, password, captcha },
      {
        remoteAddress: address,
      },
    );
    expect(replay.json().code).toBe('captcha_invalid');
    const owner = await signInRequest(
      app,
      { email, password, captcha: await solvedCaptcha(app, address) },
      { remoteAddress: address },
    );
    expect(owner.statusCode).toBe(200);
  });

  it('AS-03: 1 attempt on each of many accounts from one IP meets 429 within 20 a minute', async () => {
    const address = '192.0.2.77';
    const statuses: number[] = [];
    for (let index = 0; index < 25; index += 1) {
      const response = await signInRequest(
        app,
        { email: `stranger-${index}@example.com`, password: 'guessing-password-1' },
        { remoteAddress: address },
      );
      statuses.push(response.statusCode);
    }
    const firstLimited = statuses.indexOf(429);
    expect(firstLimited).toBeGreaterThan(0);
    expect(firstLimited).toBeLessThanOrEqual(20);
    // Before the limit the per-IP failure count already demanded a captcha (≤ 5 failures).
    expect(statuses.slice(0, 3).every((status) => status === 422)).toBe(true);
  });

  it('AS-03: an account stops after at most 100 failures, and the captcha never locks the owner out before', async () => {
    const { email, password } = await registerTestPlayer(app);
    let failures = 0;
    let hardStop = false;
    while (failures < 110) {
      const address = freshAddress();
      const captcha = failures >= 3 ? await solvedCaptcha(app, address) : undefined;
      const response = await signInRequest(
        app,
        { email, password: `bad-guess-${failures}`, ...(captcha ? { captcha } : {}) },
        { remoteAddress: address },
      );
      if (response.statusCode === 429) {
        hardStop = true;
        break;
      }
      expect(response.statusCode).toBe(422);
      failures += 1;
    }
    expect(hardStop).toBe(true);
    expect(failures).toBeLessThanOrEqual(100);
    // Stopped even for the right password: only the e-mail reset path is open now.
    const owner = await signInRequest(app, { email, password }, { remoteAddress: freshAddress() });
    expect(owner.statusCode).toBe(429);
    // A day later the window has passed.
    clock.advance(24 * 3_600_000 + 1000);
    const address = freshAddress();
    const later = await signInRequest(
      app,
      { email, password, captcha: await solvedCaptcha(app, address) },
      { remoteAddress: address },
    );
    expect(later.statusCode).toBe(200);
  }, 120_000);

  it('AS-04: a session token is 256 bits, HttpOnly, SameSite=Lax; __Host- and Secure over https', async () => {
    const secureApp = await buildTestApp({ COOKIE_SECURE: 'always' });
    const { email, password } = await registerTestPlayer(secureApp.app);
    const response = await signInRequest(secureApp.app, { email, password });
    const setCookies = response.cookies;
    expect(setCookies).toHaveLength(1);
    const [cookie] = setCookies;
    expect(cookie).toMatchObject({
      name: '__Host-croupier_session',
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookie?.domain).toBeUndefined();
    expect(Buffer.from(cookie?.value ?? '', 'base64url')).toHaveLength(32);
    const me = await secureApp.app.inject({
      url: '/api/player',
      headers: { cookie: cookieHeader(response) },
    });
    expect(me.json().email).toBe(email);
  });

  it('SS-002: a tampered cookie gets 401, no cookie gets 200 {}', async () => {
    const guest = await app.inject({ url: '/api/player' });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({});
    const tampered = await app.inject({
      url: '/api/player',
      headers: { cookie: `croupier_session=${'A'.repeat(43)}` },
    });
    expect(tampered.statusCode).toBe(401);
    const garbage = await app.inject({
      url: '/api/player',
      headers: { cookie: 'croupier_session=<script>' },
    });
    expect(garbage.statusCode).toBe(401);
  });

  it('SS-033: sign-in and registration answer 451 from a restricted country', async () => {
    const { email, password } = await registerTestPlayer(app);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      headers: { ...xhr, 'x-test-country': 'US' },
      payload: { user: { email, password } },
    });
    expect(signIn.statusCode).toBe(451);
    const register = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...xhr, 'x-test-country': 'US' },
      payload: {
        user: { email: 'new-us@example.com', password: 'long-enough-pass', terms_acceptance: true },
      },
    });
    expect(register.statusCode).toBe(451);
  });
});
