import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';

/**
 * RELIABILITY AC-06: a page on another origin can neither change a signed-in player's state
 * (no form post, no credentialed fetch) nor read an answer, nor frame the site.
 */
const ATTACKER = 'http://attacker.test';

test('another origin cannot act for the signed-in player, read answers or frame the site', async ({
  page,
  baseURL,
}) => {
  const site = baseURL ?? 'http://localhost:3090';
  await page.goto('/');
  const email = `victim-${randomUUID().slice(0, 8)}@example.com`;
  // Register from the site itself, so the session cookie is the browser's own.
  const registered = await page.evaluate(async (address) => {
    const response = await fetch('/api/users', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({
        user: {
          email: address,
          password: 'victim-passphrase-7',
          terms_acceptance: true,
          receive_promos: false,
        },
      }),
    });
    return response.status;
  }, email);
  expect(registered).toBe(201);

  const attackerHtml = `<!doctype html><html><body>
    <form id="attack" method="POST" action="${site}/api/users/confirmation">
      <input name="user[email]" value="${email}">
    </form>
    <iframe id="frame" src="${site}/"></iframe>
  </body></html>`;
  await page.route(`${ATTACKER}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: attackerHtml }),
  );
  await page.goto(`${ATTACKER}/`);

  // A credentialed cross-origin fetch with the custom header needs a preflight, which fails.
  const fetchOutcome = await page.evaluate(async (target) => {
    try {
      const response = await fetch(`${target}/api/users/sign_out`, {
        method: 'DELETE',
        credentials: 'include',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
      return `status ${response.status}`;
    } catch {
      return 'blocked';
    }
  }, site);
  expect(fetchOutcome).toBe('blocked');

  // The framed site is refused (frame-ancestors 'self').
  const frame = page.frame({ url: (url) => url.href.startsWith(site) });
  const framedText = frame
    ? await frame
        .locator('body')
        .innerText()
        .catch(() => '')
    : '';
  expect(framedText).not.toContain('Croupier');

  // A plain form post (no custom header) is refused by the server and changes nothing.
  const formResponse = page.waitForResponse((response) =>
    response.url().startsWith(`${site}/api/users/confirmation`),
  );
  await page.locator('#attack').evaluate((form: HTMLFormElement) => form.submit());
  expect((await formResponse).status()).toBeGreaterThanOrEqual(400);
  // The post navigated the page to its answer: let that navigation end before the next one,
  // which it would otherwise interrupt.
  await page.waitForURL((url) => url.href.startsWith(`${site}/api/users/confirmation`));

  // Back on the site: still signed in, no mail was queued by the form.
  await page.goto('/');
  const player = await page.evaluate(async () => (await fetch('/api/player')).json());
  expect(player.email).toBe(email);
  const mails = await page.request.get(
    `/dev/mailbox/messages.json?to=${encodeURIComponent(email)}`,
  );
  const list = (await mails.json()) as { subject: string }[];
  // Only the registration's own confirmation mail.
  expect(list).toHaveLength(1);

  // An unknown origin's preflight gets no CORS grant.
  const preflight = await page.request.fetch('/api/player', {
    method: 'OPTIONS',
    headers: {
      origin: ATTACKER,
      'access-control-request-method': 'PATCH',
      'access-control-request-headers': 'x-requested-with,content-type',
    },
  });
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
});
