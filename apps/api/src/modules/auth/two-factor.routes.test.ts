import { describe, expect, it } from 'vitest';
import { Secret, TOTP, URI } from 'otpauth';
import {
  recoveryCodesResponseSchema,
  twoFactorEnrolResponseSchema,
} from '@croupier/contracts/security';
import { buildTestApp } from '../../testing/test-app.js';
import {
  cookieHeader,
  registerTestPlayer,
  signInRequest,
  uniqueTestAddress,
} from '../../testing/players.js';
import {
  authed,
  enableTwoFactor,
  mailsTo,
  nextStep,
  totpCode,
  wrongCode,
} from './security.test-helpers.js';

describe('two-factor authentication (AS-04, AS-07, AS-08)', async () => {
  const { app, clock } = await buildTestApp();

  const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url,
      headers: authed(cookie),
      remoteAddress: uniqueTestAddress(),
      payload,
    });
  const me = (cookie: string) => app.inject({ url: '/api/player', headers: { cookie } });

  it('enrols with a 160-bit seed, an otpauth URL naming the brand and a QR code', async () => {
    const { email, cookie } = await registerTestPlayer(app);
    const response = await post('/api/player/two_factor', cookie, {});
    expect(response.statusCode).toBe(200);
    const body = twoFactorEnrolResponseSchema.parse(response.json());
    expect(Secret.fromBase32(body.secret).bytes.length).toBe(20);
    const totp = URI.parse(body.otpauth_url);
    expect(totp).toBeInstanceOf(TOTP);
    expect(totp).toMatchObject({ issuer: 'Croupier', label: email, digits: 6, period: 30 });
    expect((totp as TOTP).algorithm).toBe('SHA1');
    expect(body.qr_svg.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(body.qr_svg.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    // Until a code is confirmed, the account signs in with the password alone.
    expect((await me(cookie)).json().two_factor_enabled).toBe(false);
  });

  it('turns on with a code from the authenticator, rotates the session and ends the others (AS-04, AS-07)', async () => {
    const { email, password, cookie } = await registerTestPlayer(app);
    const other = cookieHeader(
      await signInRequest(app, { email, password }, { remoteAddress: uniqueTestAddress() }),
    );
    const { secret } = twoFactorEnrolResponseSchema.parse(
      (await post('/api/player/two_factor', cookie, {})).json(),
    );
    const wrong = await post('/api/player/two_factor/confirm', cookie, {
      otp: wrongCode(secret, clock),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ otp: ['VALIDATION.OTP_INVALID'] });

    const confirm = await post('/api/player/two_factor/confirm', cookie, {
      otp: totpCode(secret, clock),
    });
    expect(confirm.statusCode).toBe(200);
    const { recovery_codes: codes } = recoveryCodesResponseSchema.parse(confirm.json());
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}$/);

    const rotated = cookieHeader(confirm);
    expect(rotated).not.toBe(cookie);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(rotated)).json().two_factor_enabled).toBe(true);
    expect((await mailsTo(app, email, 'two_factor_enabled')).length).toBe(1);
  });

  it('signs in only with a code, each code once; a step-up gives a new cookie (AS-04, AS-07)', async () => {
    const registered = await registerTestPlayer(app);
    const { secret, cookie: beforeSignIn } = await enableTwoFactor(app, clock, registered.cookie);
    const credentials = { email: registered.email, password: registered.password };

    const passwordOnly = await signInRequest(app, credentials, {
      remoteAddress: uniqueTestAddress(),
    });
    expect(passwordOnly.statusCode).toBe(422);
    expect(passwordOnly.json()).toMatchObject({ code: 'otp_required', otp_required: true });
    expect(passwordOnly.cookies).toEqual([]);

    const code = totpCode(secret, clock);
    const first = await signInRequest(
      app,
      { ...credentials, otp_attempt: code },
      { remoteAddress: uniqueTestAddress(), cookie: beforeSignIn },
    );
    expect(first.statusCode).toBe(200);
    const after = cookieHeader(first);
    expect(after).not.toBe(beforeSignIn);
    expect((await me(beforeSignIn)).statusCode).toBe(401);
    expect((await me(after)).statusCode).toBe(200);

    // The same code again, within its 30 seconds: refused.
    const replay = await signInRequest(
      app,
      { ...credentials, otp_attempt: code },
      { remoteAddress: uniqueTestAddress() },
    );
    expect(replay.statusCode).toBe(422);
    expect(replay.json().code).toBe('otp_invalid');
    nextStep(clock);
    const next = await signInRequest(
      app,
      { ...credentials, otp_attempt: totpCode(secret, clock) },
      { remoteAddress: uniqueTestAddress() },
    );
    expect(next.statusCode).toBe(200);
  });

  it('accepts the code of the step before and after (±1 step) but not two steps off (AS-07)', async () => {
    const registered = await registerTestPlayer(app);
    const { secret } = await enableTwoFactor(app, clock, registered.cookie);
    const credentials = { email: registered.email, password: registered.password };
    // Past the step the enrolment used, so the step before now is still unused.
    nextStep(clock);
    const attempt = (offset: number) =>
      signInRequest(
        app,
        { ...credentials, otp_attempt: totpCode(secret, clock, offset) },
        { remoteAddress: uniqueTestAddress() },
      );
    expect((await attempt(-2)).statusCode).toBe(422);
    expect((await attempt(2)).statusCode).toBe(422);
    expect((await attempt(-1)).statusCode).toBe(200);
    nextStep(clock);
    expect((await attempt(1)).statusCode).toBe(200);
  });

  it('answers the sixth wrong code in 15 minutes with 429, even a right one (AS-07)', async () => {
    const registered = await registerTestPlayer(app);
    const { secret } = await enableTwoFactor(app, clock, registered.cookie);
    const credentials = { email: registered.email, password: registered.password };
    const right = totpCode(secret, clock);
    const wrong = wrongCode(secret, clock);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await signInRequest(
        app,
        { ...credentials, otp_attempt: wrong },
        { remoteAddress: uniqueTestAddress() },
      );
      expect(response.statusCode).toBe(422);
    }
    const sixth = await signInRequest(
      app,
      { ...credentials, otp_attempt: right },
      { remoteAddress: uniqueTestAddress() },
    );
    expect(sixth.statusCode).toBe(429);
    // Retry-After says when the first of the five wrong codes leaves the 15 minutes.
    const wait = Number(sixth.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60 + 1);
    clock.advance((wait - 1) * 1000);
    const early = await signInRequest(
      app,
      { ...credentials, otp_attempt: totpCode(secret, clock) },
      { remoteAddress: uniqueTestAddress() },
    );
    expect(early.statusCode).toBe(429);
    clock.advance(1000);
    const later = await signInRequest(
      app,
      { ...credentials, otp_attempt: totpCode(secret, clock) },
      { remoteAddress: uniqueTestAddress() },
    );
    expect(later.statusCode).toBe(200);
  });

  it('counts wrong codes on the profile endpoints towards the same limit (AS-07)', async () => {
    const registered = await registerTestPlayer(app);
    const { secret, cookie } = await enableTwoFactor(app, clock, registered.cookie);
    const wrong = wrongCode(secret, clock);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await post('/api/player/two_factor/recovery_codes', cookie, { otp: wrong });
      expect(response.json().code).toBe('otp_invalid');
    }
    const sixth = await post('/api/player/two_factor/recovery_codes', cookie, {
      otp: totpCode(secret, clock),
    });
    expect(sixth.statusCode).toBe(429);
  });

  it('signs in with a recovery code once, and new codes replace the old ones', async () => {
    const registered = await registerTestPlayer(app);
    const { secret, recoveryCodes, cookie } = await enableTwoFactor(app, clock, registered.cookie);
    const credentials = { email: registered.email, password: registered.password };
    const [firstCode, secondCode] = recoveryCodes;
    const withRecovery = (code: string | undefined) =>
      signInRequest(
        app,
        { ...credentials, otp_attempt: code },
        { remoteAddress: uniqueTestAddress() },
      );
    expect((await withRecovery(firstCode?.toUpperCase())).statusCode).toBe(200);
    expect((await withRecovery(firstCode)).json().code).toBe('otp_invalid');

    const renewed = await post('/api/player/two_factor/recovery_codes', cookie, {
      otp: totpCode(secret, clock),
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = recoveryCodesResponseSchema.parse(renewed.json()).recovery_codes;
    expect(fresh).not.toContain(secondCode);
    expect((await withRecovery(secondCode)).json().code).toBe('otp_invalid');
    expect((await withRecovery(fresh[0])).statusCode).toBe(200);
  });

  it('turns off with the current password and a code, ending the other sessions', async () => {
    const registered = await registerTestPlayer(app);
    const { secret, cookie } = await enableTwoFactor(app, clock, registered.cookie);
    const credentials = { email: registered.email, password: registered.password };
    const other = cookieHeader(
      await signInRequest(
        app,
        { ...credentials, otp_attempt: totpCode(secret, clock) },
        { remoteAddress: uniqueTestAddress() },
      ),
    );
    nextStep(clock);
    const remove = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'DELETE',
        url: '/api/player/two_factor',
        headers: authed(cookie),
        payload,
      });
    const noCode = await remove({ current_password: registered.password });
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json().errors.otp).toEqual(['VALIDATION.REQUIRED']);
    const done = await remove({
      current_password: registered.password,
      otp: totpCode(secret, clock),
    });
    expect(done.statusCode).toBe(204);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(cookie)).json().two_factor_enabled).toBe(false);
    expect(
      (await signInRequest(app, credentials, { remoteAddress: uniqueTestAddress() })).statusCode,
    ).toBe(200);
    expect((await mailsTo(app, registered.email, 'two_factor_disabled')).length).toBe(1);
  });

  it('refuses a second enrolment while on, and a confirm without enrolment', async () => {
    const registered = await registerTestPlayer(app);
    const { cookie } = await enableTwoFactor(app, clock, registered.cookie);
    expect((await post('/api/player/two_factor', cookie, {})).statusCode).toBe(409);
    const fresh = await registerTestPlayer(app);
    expect(
      (await post('/api/player/two_factor/confirm', fresh.cookie, { otp: '123456' })).statusCode,
    ).toBe(409);
  });

  it('needs a recent sign-in or the current password to enrol, disable or renew codes (AS-08)', async () => {
    const registered = await registerTestPlayer(app);
    const { secret, cookie } = await enableTwoFactor(app, clock, registered.cookie);
    clock.advance(11 * 60_000);
    const calls = [
      () => post('/api/player/two_factor/recovery_codes', cookie, { otp: totpCode(secret, clock) }),
      () =>
        app.inject({
          method: 'DELETE',
          url: '/api/player/two_factor',
          headers: authed(cookie),
          payload: { otp: totpCode(secret, clock) },
        }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'reauth_required',
        errors: { current_password: ['VALIDATION.REAUTH_REQUIRED'] },
      });
    }
    const fresh = await registerTestPlayer(app);
    clock.advance(11 * 60_000);
    const stale = await post('/api/player/two_factor', fresh.cookie, {});
    expect(stale.statusCode).toBe(403);
    const wrong = await post('/api/player/two_factor', fresh.cookie, {
      current_password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errors.current_password).toEqual(['VALIDATION.INVALID_CREDENTIALS']);
    const right = await post('/api/player/two_factor', fresh.cookie, {
      current_password: fresh.password,
    });
    expect(right.statusCode).toBe(200);
  });
});
