import { mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './fixtures';
import { signUp } from './players';

/**
 * The profile end to end (platform-core.md §2.2, §3, §4; PR-004..PR-006, PR-031, PR-032,
 * PR-037; AS-06..AS-08): a fresh player edits their data in German, uploads an identity
 * document, turns on two-factor, then logs out and back in with a code from the app. Every tab
 * is photographed for review (desktop 1366×860, mobile 390×844).
 */

const SHOTS = '/tmp/shots';
const TABS = [
  ['root', ''],
  ['level', '/level'],
  ['gifts', '/gifts'],
  ['verification', '/verification'],
  ['limits', '/limits'],
  ['security', '/security'],
  ['games-history', '/games-history'],
  ['promocode', '/promocode'],
] as const;

/** CRC-32 of PNG chunks (ISO 3309), so the fixture is a PNG any decoder accepts. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A small real PNG (a 16×16 gold square): what a phone photo of a document stands for. */
function pngFixture(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from('f5c04a'.repeat(size), 'hex')]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function playerOf(page: Page): Promise<Record<string, unknown>> {
  return (await (await page.request.get('/api/player')).json()) as Record<string, unknown>;
}

async function shoot(page: Page, project: string, name: string) {
  // Settled: no skeletons left, fonts drawn.
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/profile-${project}-${name}.png`, fullPage: true });
}

/** The path and query of the confirmation link mailed to `to` (dev mailbox). */
async function confirmationLink(page: Page, to: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await page.request.get(
          `/dev/mailbox/messages.json?to=${encodeURIComponent(to)}`,
        );
        const messages = (await response.json()) as { text: string }[];
        const match = messages
          .map((message) => /https?:\/\/[^\s"'<>]+\/confirmation\?[^\s"'<>]+/.exec(message.text))
          .find(Boolean);
        if (match) {
          const url = new URL(match[0]);
          link = `${url.pathname}${url.search}`;
        }
        return link;
      },
      { timeout: 15_000, message: `a confirmation mail to ${to}` },
    )
    .not.toBe('');
  return link;
}

/** The side menu (header button on desktop, bottom bar on mobile) → Log out. */
async function logOut(page: Page) {
  await page
    .getByRole('button', { name: 'Menu', exact: true })
    .locator('visible=true')
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await playerOf(page)).toEqual({});
}

test.describe('profile', () => {
  test('edit in German, upload a document, turn on two-factor and log in with it', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(150_000);
    const project = testInfo.project.name;
    if (project === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
    mkdirSync(SHOTS, { recursive: true });
    const email = `profile-${project}-${Date.now()}@example.com`;
    const password = 'Velvet-Rope-2024!';

    // A fresh player, registered through the api from the page's context: the session cookie
    // lands in this browser.
    await signUp(page, baseURL, { email, password });
    // The confirmation link from the dev mailbox confirms the address (SS-019).
    await page.goto(await confirmationLink(page, email));
    await expect(page.getByText('Your email is confirmed. Thank you!')).toBeVisible();

    // Personal data in German (PR-004..PR-006, PR-037).
    await page.goto('/de/profile');
    // Without a name yet, the header greets the player by the address's local part.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(email.split('@')[0] ?? '');
    await expect(page.getByRole('tab', { name: 'Persönliche Daten' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const form = page.getByRole('region', { name: 'Persönliche Daten' });
    await form.getByLabel(/^Vorname/).fill('Greta');
    await form.getByLabel(/^Nachname/).fill('Sommer');
    await form.getByLabel(/^Spitzname/).fill('Greta S');
    await form.getByLabel(/^Geschlecht/).selectOption('f');
    await form.getByLabel(/^Geburtsdatum/).fill('07/03/1991');
    await form.getByLabel(/^Mobiltelefon/).fill('+49 30 1234567');
    await expect(form.getByLabel(/^Land/)).toHaveValue('DE');
    await form.getByLabel(/^Bundesland oder Provinz/).fill('Berlin');
    await form.getByLabel(/^Stadt/).fill('Berlin');
    await form.getByLabel(/^Adresse/).fill('Unter den Linden 1');
    await form.getByLabel(/^Postleitzahl/).fill('10117');
    await form.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByText('Ihre persönlichen Daten wurden gespeichert.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Greta S');

    // Change the city: saved, and the birth date still reads day first.
    await form.getByLabel(/^Stadt/).fill('Hamburg');
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/player') && response.request().method() === 'PATCH',
    );
    await form.getByRole('button', { name: 'Änderungen speichern' }).click();
    expect((await saved).status()).toBe(200);
    expect(await playerOf(page)).toMatchObject({ city: 'Hamburg', date_of_birth: '1991-03-07' });
    await page.reload();
    await expect(form.getByLabel(/^Stadt/)).toHaveValue('Hamburg');
    await expect(form.getByLabel(/^Geburtsdatum/)).toHaveValue('07/03/1991');
    await shoot(page, project, 'root-de');

    // An identity document (PR-032): a PNG goes up and waits for review.
    await page.goto('/profile/verification');
    await page.getByLabel('Upload: Identity document').setInputFiles({
      name: 'passport.png',
      mimeType: 'image/png',
      buffer: pngFixture(),
    });
    const identity = page.getByRole('region', { name: 'Identity document' });
    await expect(identity.getByText('passport.png')).toBeVisible();
    await expect(identity.getByText('In review')).toBeVisible();

    // Two-factor (PR-031, AS-07): no password asked within 10 minutes of signing in (AS-08).
    await page.goto('/profile/security');
    const card = page.getByRole('region', { name: 'Two-factor authentication' });
    await card.getByRole('button', { name: 'Turn on' }).click();
    await card.getByRole('button', { name: 'Continue' }).click();
    await expect(
      card.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const secret = ((await card.getByTestId('two-factor-secret').textContent()) ?? '').replace(
      /\s+/g,
      '',
    );
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    await card.getByLabel('Six-digit code').fill(totp.generate());
    await card.getByRole('button', { name: 'Turn on two-factor' }).click();
    const codes = card.getByRole('list', { name: 'Your recovery codes' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await expect(card.getByText('On', { exact: true })).toBeVisible();
    await shoot(page, project, 'security-recovery-codes');
    await card.getByRole('button', { name: 'I have saved them' }).click();
    expect(await playerOf(page)).toMatchObject({ two_factor_enabled: true });

    // Every tab, for review.
    for (const [name, path] of TABS) {
      await page.goto(`/profile${path}`);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await shoot(page, project, name);
    }

    // Log out from the lobby, then in: the password alone is not enough, the app's code is
    // (SS-009).
    await page.goto('/');
    await logOut(page);
    await page.goto('/sign-in');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByLabel(/^Password/).fill(password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    const otp = dialog.getByLabel(/^6-digit code/);
    await expect(otp).toBeVisible();
    // Each code is single-use (AS-07): the enrolment spent this step's, so take the next one,
    // which the ±1 step window accepts.
    await otp.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    const signIn = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/users/sign_in') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Log in' }).click();
    expect((await signIn).status()).toBe(200);
    await expect(dialog).toBeHidden();
    expect(await playerOf(page)).toMatchObject({ email, two_factor_enabled: true });

    // The security log shows what happened (AS-06).
    await page.goto('/profile/security');
    const events = page.getByRole('region', { name: 'Recent security activity' });
    await expect(events.getByText('Two-factor turned on')).toBeVisible();
    await expect(events.getByText(/^Last sign-in: /)).toBeVisible();
  });
});
