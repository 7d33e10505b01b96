import { describe, expect, it } from 'vitest';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { registerTestPlayer, uniqueTestAddress } from '../../testing/players.js';
import { playerContext } from '../../lib/request-context.js';
import { linkOrigin } from '../mail/mail-links.js';
import { getPlayerRow } from '../player/player.service.js';
import { mailsTo } from './security.test-helpers.js';

/**
 * Issue 14, items 2 and 10: mailed links are built only from the brand's configured hosts, on
 * the primary origin's scheme and port, whatever Host or X-Forwarded-Host a request carries.
 */
type TestAppHandle = Awaited<ReturnType<typeof buildTestApp>>['app'];

/** The first link of the newest `template` mail to `to` (origin, path and query). */
async function mailedLink(app: TestAppHandle, to: string, template: string): Promise<URL> {
  const [message] = await mailsTo(app, to, template);
  const match = /https?:\/\/[^\s"'<>]+/.exec(message?.text ?? '');
  if (!match) throw new Error(`no link in the ${template} mail to ${to}`);
  return new URL(match[0]);
}

/** `POST /api/users/password` (restore) as an attacker or a player sends it, with these headers. */
async function requestReset(app: TestAppHandle, email: string, headers: Record<string, string>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/password',
    headers: { ...xhr, ...headers },
    remoteAddress: uniqueTestAddress(),
    payload: { user: { email } },
  });
  expect(response.statusCode).toBe(200);
  return mailedLink(app, email, 'reset_password');
}

describe('mailed links in development: the origin the site is served from', async () => {
  // No PUBLIC_URL, as `npm start` and e2e run: the api's own port on localhost (PORT 3000).
  const { app } = await buildTestApp();

  it('mails the reset link to localhost, not to a forged Host', async () => {
    const { email } = await registerTestPlayer(app);
    const link = await requestReset(app, email, {
      host: 'evil.example',
      origin: 'http://evil.example',
    });
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toMatch(/\/new-password$/);
    expect(link.searchParams.get('reset_password_token')).toMatch(/^[\w-]{43}$/);
  });

  it('keeps a player on 127.0.0.1 there, with the port the site is served on', async () => {
    const { email } = await registerTestPlayer(app);
    const link = await requestReset(app, email, { host: '127.0.0.1:3000' });
    expect(link.origin).toBe('http://127.0.0.1:3000');
  });

  it('mails the confirmation link of a registration with a forged Host to localhost', async () => {
    const { email } = await registerTestPlayer(app, {}, { host: 'evil.example' });
    const link = await mailedLink(app, email, 'confirmation');
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toMatch(/\/confirmation$/);
    expect(link.searchParams.get('confirmation_token')).toMatch(/^[\w-]{43}$/);
  });
});

describe('mailed links in production: the brand host the player used, else the primary', async () => {
  const { app } = await buildTestApp({
    PUBLIC_URL: 'https://croupier.com',
    // The load balancer's X-Forwarded-Host is believed, and still only picks a brand host.
    TRUSTED_PROXIES: '10.0.0.0/8',
  });

  it.each([
    [
      'a forged Host',
      'https://croupier.com',
      { host: 'evil.example', origin: 'https://evil.example' },
    ],
    ['a forged forwarded host', 'https://croupier.com', { 'x-forwarded-host': 'evil.example' }],
    ['a brand mirror', 'https://croupier.ca', { host: 'croupier.ca' }],
    ['a mirror behind the proxy', 'https://croupier.it', { 'x-forwarded-host': 'croupier.it' }],
    ['a mirror on another port', 'https://croupier.ee', { host: 'croupier.ee:8080' }],
    ['a brand host in capitals', 'https://croupier.eu', { host: 'CROUPIER.EU' }],
  ])('mails a reset requested through %s to %s', async (_case, origin, headers) => {
    const { email } = await registerTestPlayer(app);
    const link = await requestReset(app, email, headers);
    expect(link.origin).toBe(origin);
    expect(link.pathname).toMatch(/\/new-password$/);
  });

  it("builds a job's link, with no request, on the mirror of the player's last sign-in", async () => {
    const onMirror = await registerTestPlayer(app, {}, { host: 'croupier.ca' });
    const onMirrorRow = await getPlayerRow(app.deps, onMirror.player.id);
    if (!onMirrorRow) throw new Error('registered player missing');
    expect(onMirrorRow.lastHost).toBe('croupier.ca');
    expect(await linkOrigin(app.deps, playerContext(onMirrorRow))).toBe('https://croupier.ca');

    const forged = await registerTestPlayer(app, {}, { host: 'evil.example' });
    const forgedRow = await getPlayerRow(app.deps, forged.player.id);
    if (!forgedRow) throw new Error('registered player missing');
    expect(await linkOrigin(app.deps, playerContext(forgedRow))).toBe('https://croupier.com');
  });
});
