import { describe, expect, it } from 'vitest';
import { securityEventsResponseSchema, sessionsResponseSchema } from '@croupier/contracts/security';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import {
  cookieHeader,
  registerTestPlayer,
  signInRequest,
  uniqueTestAddress,
} from '../../testing/players.js';
import { authed, linkToken, mailsTo, totpCode } from './security.test-helpers.js';

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('sessions and the security log (AS-04, AS-05, AS-06)', async () => {
  const { app, clock } = await buildTestApp();
  const me = (cookie: string) => app.inject({ url: '/api/player', headers: { cookie } });
  const sessions = (cookie: string) =>
    app.inject({ url: '/api/player/sessions', headers: { cookie } });

  it('ends a session after 30 idle minutes, and any session 12 hours after sign-in (AS-05)', async () => {
    const idle = await registerTestPlayer(app);
    clock.advance(30 * 60_000 - 1000);
    expect((await me(idle.cookie)).statusCode).toBe(200);
    clock.advance(30 * 60_000 + 1000);
    expect((await me(idle.cookie)).statusCode).toBe(401);

    const busy = await registerTestPlayer(app);
    const started = clock.now().getTime();
    const twelveHours = 12 * 3_600_000;
    // Active every 20 minutes: never idle, so only the absolute limit can end it.
    while (clock.now().getTime() + 20 * 60_000 < started + twelveHours) {
      clock.advance(20 * 60_000);
      expect((await me(busy.cookie)).statusCode).toBe(200);
    }
    clock.set(new Date(started + twelveHours - 1000));
    expect((await me(busy.cookie)).statusCode).toBe(200);
    clock.set(new Date(started + twelveHours + 1000));
    expect((await me(busy.cookie)).statusCode).toBe(401);
  });

  it('lists the player’s sessions, ends one, then all the others; a new sign-in is mailed (AS-06)', async () => {
    const registered = await registerTestPlayer(app, {}, { 'user-agent': FIREFOX_WINDOWS });
    const phone = await app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      headers: { ...xhr, 'user-agent': SAFARI_IPHONE, 'x-test-country': 'NO' },
      remoteAddress: '198.51.100.23',
      payload: { user: { email: registered.email, password: registered.password } },
    });
    expect(phone.statusCode).toBe(200);
    const phoneCookie = cookieHeader(phone);
    const notices = await mailsTo(app, registered.email, 'new_sign_in');
    expect(notices.length).toBe(1);
    expect(notices[0]?.text).toContain('198.51.100.23');

    const listed = sessionsResponseSchema.parse((await sessions(registered.cookie)).json());
    expect(listed).toHaveLength(2);
    const own = listed.find((session) => session.current);
    const other = listed.find((session) => !session.current);
    expect(own?.device).toBe('Firefox on Windows');
    expect(other).toMatchObject({ device: 'Safari on iOS', ip: '198.51.100.23' });

    const third = cookieHeader(
      await signInRequest(
        app,
        { email: registered.email, password: registered.password },
        { remoteAddress: uniqueTestAddress() },
      ),
    );
    const endOne = await app.inject({
      method: 'DELETE',
      url: `/api/player/sessions/${other?.id ?? ''}`,
      headers: authed(registered.cookie),
    });
    expect(endOne.statusCode).toBe(204);
    expect((await me(phoneCookie)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(200);

    const endOthers = await app.inject({
      method: 'DELETE',
      url: '/api/player/sessions',
      headers: authed(registered.cookie),
    });
    expect(endOthers.statusCode).toBe(204);
    expect((await me(third)).statusCode).toBe(401);
    expect((await me(registered.cookie)).statusCode).toBe(200);
    expect(sessionsResponseSchema.parse((await sessions(registered.cookie)).json())).toHaveLength(
      1,
    );
  });

  it('answers 404 for another player’s session and leaves it alive (AC-01)', async () => {
    const owner = await registerTestPlayer(app);
    const stranger = await registerTestPlayer(app);
    const [ownerSession] = sessionsResponseSchema.parse((await sessions(owner.cookie)).json());
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/player/sessions/${ownerSession?.id ?? ''}`,
      headers: authed(stranger.cookie),
    });
    expect(response.statusCode).toBe(404);
    expect((await me(owner.cookie)).statusCode).toBe(200);
  });

  it('ending the current session signs this browser out', async () => {
    const { cookie } = await registerTestPlayer(app);
    const [current] = sessionsResponseSchema.parse((await sessions(cookie)).json());
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/player/sessions/${current?.id ?? ''}`,
      headers: authed(cookie),
    });
    expect(response.statusCode).toBe(204);
    expect(response.cookies[0]?.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('shows the player’s own security events, newest first (AS-06, DESIGN.md §5)', async () => {
    const registered = await registerTestPlayer(app, {}, { 'user-agent': FIREFOX_WINDOWS });
    await signInRequest(
      app,
      { email: registered.email, password: 'a-wrong-password' },
      { remoteAddress: uniqueTestAddress() },
    );
    const response = await app.inject({
      url: '/api/player/security_events',
      headers: { cookie: registered.cookie },
    });
    const events = securityEventsResponseSchema.parse(response.json());
    expect(events.map((event) => event.type)).toEqual(['sign_in_failed', 'sign_up']);
    expect(events[1]?.device).toBe('Firefox on Windows');
    expect((await app.inject({ url: '/api/player/security_events' })).statusCode).toBe(401);
  });
});

describe('session cookies of the account flows over https (AS-04)', async () => {
  const { app, clock } = await buildTestApp({ COOKIE_SECURE: 'always' });

  const expectCompliant = (cookies: { name: string }[]) => {
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatchObject({
      name: '__Host-croupier_session',
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect((cookies[0] as { domain?: string }).domain).toBeUndefined();
  };

  it('sets a __Host-, Secure, HttpOnly, SameSite=Lax cookie on reset and on the two-factor step-up', async () => {
    const registered = await registerTestPlayer(app);
    await app.inject({
      method: 'POST',
      url: '/api/users/password',
      headers: xhr,
      remoteAddress: uniqueTestAddress(),
      payload: { user: { email: registered.email } },
    });
    const token = linkToken(
      (await mailsTo(app, registered.email, 'reset_password'))[0],
      'reset_password_token',
    );
    const reset = await app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: authed(registered.cookie),
      payload: {
        user: {
          reset_password_token: token,
          password: 'secure-cookie-reset-1',
          password_confirmation: 'secure-cookie-reset-1',
        },
      },
    });
    expect(reset.statusCode).toBe(200);
    expectCompliant(reset.cookies);
    const afterReset = cookieHeader(reset);

    const enrol = await app.inject({
      method: 'POST',
      url: '/api/player/two_factor',
      headers: authed(afterReset),
      payload: {},
    });
    const { secret } = enrol.json<{ secret: string }>();
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/player/two_factor/confirm',
      headers: authed(afterReset),
      payload: { otp: totpCode(secret, clock) },
    });
    expect(confirm.statusCode).toBe(200);
    expectCompliant(confirm.cookies);
    expect(cookieHeader(confirm)).not.toBe(afterReset);
    expect(
      (await app.inject({ url: '/api/player', headers: { cookie: afterReset } })).statusCode,
    ).toBe(401);
  });
});
