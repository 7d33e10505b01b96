import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerSchema } from '@croupier/contracts/player';
import { players } from '../../db/schema/players.js';
import { solvedCaptcha } from '../../testing/captcha.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { registerTestPlayer, signInRequest, uniqueTestAddress } from '../../testing/players.js';
import { authed, linkToken, mailsTo } from './security.test-helpers.js';

describe('e-mail confirmation, e-mail change and auth-provider details (SS-019..SS-023, AS-08, AS-09)', async () => {
  const { app, clock, database } = await buildTestApp();

  const confirmationToken = async (email: string) =>
    linkToken((await mailsTo(app, email, 'confirmation'))[0], 'confirmation_token');
  const confirm = (token: string, cookie?: string) =>
    app.inject({
      url: `/api/users/confirmation?confirmation_token=${token}`,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const resend = (
    email: string,
    options: { cookie?: string; ip?: string; captcha?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/users/confirmation',
      headers: options.cookie ? authed(options.cookie) : xhr,
      remoteAddress: options.ip ?? uniqueTestAddress(),
      payload: { user: { email, ...(options.captcha ? { captcha: options.captcha } : {}) } },
    });
  const me = (cookie: string) => app.inject({ url: '/api/player', headers: { cookie } });

  it('confirms with the registration link, once (SS-019, AS-09)', async () => {
    const { email, cookie, player } = await registerTestPlayer(app);
    expect(player.confirmed_at).toBeNull();
    const token = await confirmationToken(email);
    const response = await confirm(token, cookie);
    expect(response.statusCode).toBe(200);
    const confirmed = playerSchema.parse(response.json());
    expect(confirmed.confirmed_at).toBe(clock.now().toISOString());

    const replay = await confirm(token, cookie);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({ confirmation_token: ['VALIDATION.TOKEN_INVALID'] });
  });

  it('answers a guest with {} and refuses an expired or made-up link (SS-019, AS-09)', async () => {
    const first = await registerTestPlayer(app);
    const guest = await confirm(await confirmationToken(first.email));
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({});
    expect((await me(first.cookie)).json().confirmed_at).not.toBeNull();

    const late = await registerTestPlayer(app);
    const token = await confirmationToken(late.email);
    clock.advance(7 * 24 * 3_600_000 + 1000);
    expect((await confirm(token)).statusCode).toBe(422);
    expect((await confirm('not-a-token')).statusCode).toBe(422);

    // A lapsed session in the browser that opens the link: confirmed all the same.
    const lapsed = await registerTestPlayer(app);
    clock.advance(31 * 60_000);
    const opened = await confirm(await confirmationToken(lapsed.email), lapsed.cookie);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({});
    const signIn = await signInRequest(
      app,
      { email: lapsed.email, password: lapsed.password },
      { remoteAddress: uniqueTestAddress() },
    );
    expect(signIn.json().confirmed_at).not.toBeNull();
  });

  it('a link confirms only its own player and address (AS-09)', async () => {
    const playerA = await registerTestPlayer(app);
    const playerB = await registerTestPlayer(app);
    const tokenA = await confirmationToken(playerA.email);

    // Opened in B's browser: A's address is confirmed, B stays unconfirmed and sees only B.
    const response = await confirm(tokenA, playerB.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(playerB.player.id);
    expect(response.json().confirmed_at).toBeNull();

    // B changes address; B's old link must not confirm the new one.
    const oldTokenB = await confirmationToken(playerB.email);
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/player/email',
      headers: authed(playerB.cookie),
      payload: { email: `moved-${playerB.email}` },
    });
    expect(changed.statusCode).toBe(200);
    expect((await confirm(oldTokenB, playerB.cookie)).statusCode).toBe(422);
    expect((await me(playerB.cookie)).json().confirmed_at).toBeNull();
    const newTokenB = await confirmationToken(`moved-${playerB.email}`);
    expect((await confirm(newTokenB, playerB.cookie)).json().confirmed_at).not.toBeNull();
  });

  it('resends a link to an unconfirmed address and says the same for an unknown one (SS-020, AS-09)', async () => {
    const { email } = await registerTestPlayer(app);
    const known = await resend(email);
    const unknown = await resend('never-registered@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect((await mailsTo(app, email, 'confirmation')).length).toBe(2);
    expect((await mailsTo(app, 'never-registered@example.com')).length).toBe(0);
    // The newer link is the one that works.
    const [newest, older] = await mailsTo(app, email, 'confirmation');
    expect((await confirm(linkToken(older, 'confirmation_token'))).statusCode).toBe(422);
    expect((await confirm(linkToken(newest, 'confirmation_token'))).statusCode).toBe(200);
  });

  it('tells only the signed-in owner that the address is already confirmed (SS-021)', async () => {
    const { email, cookie } = await registerTestPlayer(app);
    await confirm(await confirmationToken(email));
    const own = await resend(email, { cookie });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors).toEqual({ email: ['VALIDATION.ALREADY_CONFIRMED'] });
    const stranger = await resend(email);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual({});
  });

  it('asks one address for a captcha after three resend requests in 15 minutes (AS-03)', async () => {
    const ip = uniqueTestAddress();
    for (let count = 0; count < 3; count += 1) {
      expect((await resend(`resend-${count}@example.com`, { ip })).statusCode).toBe(200);
    }
    const fourth = await resend('resend-3@example.com', { ip });
    expect(fourth.json()).toMatchObject({ code: 'captcha_required', captcha_required: true });
    const solved = await resend('resend-3@example.com', {
      ip,
      captcha: await solvedCaptcha(app, ip),
    });
    expect(solved.statusCode).toBe(200);
  });

  it('changes the address: unconfirmed, a link to the new one, a notice to the old one (AS-08)', async () => {
    const { email, password, cookie } = await registerTestPlayer(app);
    const taken = await registerTestPlayer(app);
    const change = (body: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: '/api/player/email',
        headers: authed(cookie),
        payload: body,
      });
    await confirm(await confirmationToken(email));
    clock.advance(11 * 60_000);
    const stale = await change({ email: 'elsewhere@example.com' });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('reauth_required');
    const wrong = await change({ email: 'elsewhere@example.com', current_password: 'nope-nope-1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errors.current_password).toEqual(['VALIDATION.INVALID_CREDENTIALS']);
    const clash = await change({ email: taken.email.toUpperCase(), current_password: password });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({ email: ['VALIDATION.EMAIL_TAKEN'] });

    const newEmail = `new-${email}`;
    const done = await change({ email: newEmail, current_password: password });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ email: newEmail, confirmed_at: null });
    expect((await mailsTo(app, newEmail, 'confirmation')).length).toBe(1);
    const notice = await mailsTo(app, email, 'email_changed');
    expect(notice.length).toBe(1);
    expect(notice[0]?.text).toContain(newEmail);
  });

  it('retires reset links of the old address when the address changes (AS-09)', async () => {
    const { email, cookie } = await registerTestPlayer(app);
    await app.inject({
      method: 'POST',
      url: '/api/users/password',
      headers: xhr,
      remoteAddress: uniqueTestAddress(),
      payload: { user: { email } },
    });
    const token = linkToken(
      (await mailsTo(app, email, 'reset_password'))[0],
      'reset_password_token',
    );
    await app.inject({
      method: 'PUT',
      url: '/api/player/email',
      headers: authed(cookie),
      payload: { email: `other-${email}` },
    });
    const reset = await app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: xhr,
      payload: {
        user: {
          reset_password_token: token,
          password: 'old-inbox-reset-1',
          password_confirmation: 'old-inbox-reset-1',
        },
      },
    });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().errors.reset_password_token).toEqual(['VALIDATION.TOKEN_INVALID']);
  });

  it('completes an auth-provider sign-up: terms and the missing details (SS-022, SS-023)', async () => {
    const { player, cookie } = await registerTestPlayer(app);
    await database.db
      .update(players)
      .set({ termsAcceptedAt: null, autoregistered: true, firstName: null })
      .where(eq(players.id, player.id));
    expect((await me(cookie)).json().auth_fields_missed).toEqual(['terms_acceptance']);

    const response = await app.inject({
      method: 'POST',
      url: '/api/auth_providers/update_details',
      headers: authed(cookie),
      payload: {
        user: {
          terms_acceptance: true,
          first_name: 'Ingrid',
          date_of_birth: '02/03/1990',
          email: `provider-${player.email ?? ''}`,
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const updated = playerSchema.parse(response.json());
    expect(updated.auth_fields_missed).toEqual([]);
    expect(updated.first_name).toBe('Ingrid');
    expect(updated.date_of_birth).toBe('1990-03-02');
    expect(updated.email).toBe(`provider-${player.email ?? ''}`);
    expect((await mailsTo(app, `provider-${player.email ?? ''}`, 'confirmation')).length).toBe(1);
  });

  it('applies the profile rules to the details and needs re-auth to move a confirmed address', async () => {
    const { email, cookie } = await registerTestPlayer(app);
    const details = (user: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/auth_providers/update_details',
        headers: authed(cookie),
        payload: { user },
      });
    const young = await details({ date_of_birth: `01/01/${clock.now().getUTCFullYear() - 10}` });
    expect(young.statusCode).toBe(422);
    expect(young.json().errors.date_of_birth).toEqual(['VALIDATION.AGE_TOO_YOUNG']);
    const terms = await details({ terms_acceptance: false });
    expect(terms.json().errors.terms_acceptance).toEqual(['VALIDATION.TERMS_REQUIRED']);

    await confirm(await confirmationToken(email));
    clock.advance(11 * 60_000);
    const moved = await details({ email: 'quietly-moved@example.com' });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().code).toBe('reauth_required');
  });
});
