import { describe, expect, it } from 'vitest';
import { playerSchema } from '@croupier/contracts/player';
import { authFailures } from '../../db/schema/players.js';
import { solvedCaptcha } from '../../testing/captcha.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import {
  cookieHeader,
  registerTestPlayer,
  signInRequest,
  uniqueTestAddress,
} from '../../testing/players.js';
import { authed, enableTwoFactor, linkToken, mailsTo, totpCode } from './security.test-helpers.js';

describe('password restore, reset and change (SS-017, SS-018, AS-02, AS-03, AS-06, AS-08, AS-09)', async () => {
  const { app, clock, database } = await buildTestApp();

  const restore = (email: string, options: { ip?: string; captcha?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/users/password',
      headers: xhr,
      remoteAddress: options.ip ?? uniqueTestAddress(),
      payload: { user: { email, ...(options.captcha ? { captcha: options.captcha } : {}) } },
    });
  const reset = (user: Record<string, unknown>, cookie?: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: cookie ? authed(cookie) : xhr,
      remoteAddress: uniqueTestAddress(),
      payload: { user },
    });
  const resetToken = async (email: string) => {
    expect((await restore(email)).statusCode).toBe(200);
    return linkToken((await mailsTo(app, email, 'reset_password'))[0], 'reset_password_token');
  };
  const me = (cookie: string) => app.inject({ url: '/api/player', headers: { cookie } });

  it('answers a known and an unknown address alike, in body, status and time (AS-09, SS-018)', async () => {
    const { email } = await registerTestPlayer(app);
    const unknown = 'nobody-at-all@example.com';
    // Warm both paths once: the first mail compiles templates, which a real server did long ago.
    await restore(email);
    await restore(unknown);

    const timings = { known: [] as number[], unknown: [] as number[] };
    const bodies = new Set<string>();
    for (let run = 0; run < 10; run += 1) {
      // Four minutes apart: under the per-account mail cap, so every known request mails.
      clock.advance(4 * 60_000);
      for (const [kind, address] of [
        ['known', email],
        ['unknown', unknown],
      ] as const) {
        const started = performance.now();
        const response = await restore(address);
        timings[kind].push(performance.now() - started);
        expect(response.statusCode).toBe(200);
        bodies.add(response.body);
      }
    }
    expect([...bodies]).toEqual(['{}']);
    const mean = (values: number[]) =>
      values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(Math.abs(mean(timings.known) - mean(timings.unknown))).toBeLessThan(50);
    expect((await mailsTo(app, unknown)).length).toBe(0);
    expect((await mailsTo(app, email, 'reset_password')).length).toBe(11);
  });

  it('asks one address for a captcha after three restore requests in 15 minutes (AS-03, SS-011)', async () => {
    const ip = uniqueTestAddress();
    for (let count = 0; count < 3; count += 1) {
      expect((await restore(`someone-${count}@example.com`, { ip })).statusCode).toBe(200);
    }
    const fourth = await restore('someone-3@example.com', { ip });
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json()).toMatchObject({
      code: 'captcha_required',
      captcha_required: true,
      errors: { captcha: ['VALIDATION.CAPTCHA_REQUIRED'] },
    });
    const forged = await restore('someone-3@example.com', { ip, captcha: 'bm90LWEtc29sdXRpb24=' });
    expect(forged.json().code).toBe('captcha_invalid');
    const solved = await restore('someone-3@example.com', {
      ip,
      captcha: await solvedCaptcha(app, ip),
    });
    expect(solved.statusCode).toBe(200);
    // The window passes and the address is trusted again.
    clock.advance(15 * 60_000 + 1000);
    expect((await restore('someone-4@example.com', { ip })).statusCode).toBe(200);
  });

  it('resets with the mailed link: signed in on a new session, every other session ended, a notice mailed (SS-018, AS-06)', async () => {
    const { email, password, cookie: oldSession } = await registerTestPlayer(app);
    const token = await resetToken(email);
    const response = await reset(
      {
        reset_password_token: token,
        password: 'brand-new-secret-77',
        password_confirmation: 'brand-new-secret-77',
      },
      undefined,
    );
    expect(response.statusCode).toBe(200);
    expect(playerSchema.parse(response.json()).email).toBe(email);
    const fresh = cookieHeader(response);
    expect((await me(fresh)).json().id).toBe(response.json().id);
    expect((await me(oldSession)).statusCode).toBe(401);
    expect((await mailsTo(app, email, 'password_changed')).length).toBe(1);
    expect(
      (await signInRequest(app, { email, password }, { remoteAddress: uniqueTestAddress() }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await signInRequest(
          app,
          { email, password: 'brand-new-secret-77' },
          { remoteAddress: uniqueTestAddress() },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a used, an expired or a made-up reset token with errors.reset_password_token (AS-09)', async () => {
    const { email } = await registerTestPlayer(app);
    const body = (token: string) => ({
      reset_password_token: token,
      password: 'replayed-secret-55',
      password_confirmation: 'replayed-secret-55',
    });
    const token = await resetToken(email);
    expect((await reset(body(token))).statusCode).toBe(200);
    const replay = await reset(body(token));
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({ reset_password_token: ['VALIDATION.TOKEN_INVALID'] });

    const late = await resetToken(email);
    clock.advance(6 * 3_600_000 + 1000);
    expect((await reset(body(late))).json().errors.reset_password_token).toEqual([
      'VALIDATION.TOKEN_INVALID',
    ]);
    expect((await reset(body('x'.repeat(43)))).statusCode).toBe(422);
  });

  it('a newer link retires the older one (AS-09)', async () => {
    const { email } = await registerTestPlayer(app);
    const first = await resetToken(email);
    await resetToken(email);
    const response = await reset({
      reset_password_token: first,
      password: 'second-link-wins-1',
      password_confirmation: 'second-link-wins-1',
    });
    expect(response.json().errors.reset_password_token).toEqual(['VALIDATION.TOKEN_INVALID']);
  });

  it('applies the AS-02 policy to the new password and keeps the link for a second try', async () => {
    const { email } = await registerTestPlayer(app, { nickname: 'Wolfgang' });
    const token = await resetToken(email);
    const attempt = (password: string) =>
      reset({ reset_password_token: token, password, password_confirmation: password });
    expect((await attempt('short')).json().errors.password).toEqual([
      'VALIDATION.PASSWORD_TOO_SHORT',
    ]);
    expect((await attempt('password1')).json().errors.password).toEqual([
      'VALIDATION.PASSWORD_COMMON',
    ]);
    expect((await attempt('wolfgang-2024-x')).json().errors.password).toEqual([
      'VALIDATION.PASSWORD_CONTAINS_IDENTITY',
    ]);
    const mismatch = await reset({
      reset_password_token: token,
      password: 'fine-secret-404',
      password_confirmation: 'other-secret-404',
    });
    expect(mismatch.json().errors.password_confirmation).toEqual([
      'VALIDATION.PASSWORD_CONFIRMATION_MISMATCH',
    ]);
    expect((await attempt('fine-secret-404')).statusCode).toBe(200);
  });

  it('does not let a reset get round two-factor; without the code the link still works (AS-09)', async () => {
    const registered = await registerTestPlayer(app);
    const { secret } = await enableTwoFactor(app, clock, registered.cookie);
    const token = await resetToken(registered.email);
    const body = {
      reset_password_token: token,
      password: 'two-factor-reset-9',
      password_confirmation: 'two-factor-reset-9',
    };
    const withoutCode = await reset(body);
    expect(withoutCode.statusCode).toBe(422);
    expect(withoutCode.json()).toMatchObject({
      code: 'otp_required',
      otp_required: true,
      errors: { otp_attempt: ['VALIDATION.OTP_REQUIRED'] },
    });
    expect(withoutCode.cookies).toEqual([]);
    const wrongCode = await reset({ ...body, otp_attempt: '000000' });
    expect(wrongCode.json().code).toBe('otp_invalid');
    const done = await reset({ ...body, otp_attempt: totpCode(secret, clock) });
    expect(done.statusCode).toBe(200);
    expect(done.json().two_factor_enabled).toBe(true);
  });

  it('lets the owner out of the hard stop through the mailed reset (AS-03)', async () => {
    const { email } = await registerTestPlayer(app);
    const now = clock.now();
    // 100 failed sign-ins today, as a credential-stuffing script would leave them.
    await database.db.insert(authFailures).values(
      Array.from({ length: 100 }, (_, index) => ({
        scope: 'sign_in:account',
        key: email,
        createdAt: new Date(now.getTime() - index * 60_000),
      })),
    );
    const stopped = await signInRequest(
      app,
      { email, password: 'correct-horse-42' },
      { remoteAddress: uniqueTestAddress() },
    );
    expect(stopped.statusCode).toBe(429);
    // The stop ends once the 100th most recent failure (99 minutes old) is over a day old.
    expect(stopped.headers['retry-after']).toBe(String(24 * 3600 - 99 * 60 + 1));

    const token = await resetToken(email);
    const response = await reset({
      reset_password_token: token,
      password: 'owner-is-back-31',
      password_confirmation: 'owner-is-back-31',
    });
    expect(response.statusCode).toBe(200);
    const signIn = await signInRequest(
      app,
      { email, password: 'owner-is-back-31' },
      { remoteAddress: uniqueTestAddress() },
    );
    expect(signIn.statusCode).toBe(200);
  });

  it('changes the password, ending the other sessions unless kept (AS-06)', async () => {
    const { email, password, cookie: first } = await registerTestPlayer(app);
    const second = cookieHeader(
      await signInRequest(app, { email, password }, { remoteAddress: uniqueTestAddress() }),
    );
    const change = await app.inject({
      method: 'PUT',
      url: '/api/player/password',
      headers: authed(second),
      payload: {
        current_password: password,
        password: 'changed-secret-12',
        password_confirmation: 'changed-secret-12',
      },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toEqual({});
    expect((await me(second)).statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await mailsTo(app, email, 'password_changed')).length).toBe(1);

    const third = cookieHeader(
      await signInRequest(
        app,
        { email, password: 'changed-secret-12' },
        { remoteAddress: uniqueTestAddress() },
      ),
    );
    const keep = await app.inject({
      method: 'PUT',
      url: '/api/player/password',
      headers: authed(second),
      payload: {
        current_password: 'changed-secret-12',
        password: 'changed-again-13',
        password_confirmation: 'changed-again-13',
        end_other_sessions: false,
      },
    });
    expect(keep.statusCode).toBe(200);
    expect((await me(third)).statusCode).toBe(200);
  });

  it('asks for the current password once the sign-in is older than the re-auth window (AS-08)', async () => {
    const { password, cookie } = await registerTestPlayer(app);
    const change = (body: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: '/api/player/password',
        headers: authed(cookie),
        payload: { password: 'after-window-77', password_confirmation: 'after-window-77', ...body },
      });
    clock.advance(11 * 60_000);
    const stale = await change({});
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({
      code: 'reauth_required',
      errors: { current_password: ['VALIDATION.REAUTH_REQUIRED'] },
    });
    const wrong = await change({ current_password: 'not-my-password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errors.current_password).toEqual(['VALIDATION.INVALID_CREDENTIALS']);
    expect((await change({ current_password: password })).statusCode).toBe(200);
  });
});
