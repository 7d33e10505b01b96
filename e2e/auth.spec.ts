import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, requestPasswordReset } from './players';

/**
 * Accounts end to end (platform-core.md §2.4, §4, §7; SS-004, SS-006, SS-012, SS-017..SS-019,
 * SS-024, PR-010, RT-013, RT-014, RT-023): a new player registers, confirms the e-mail from the
 * dev mailbox, logs out, logs in, forgets the password and sets a new one from the mailed link.
 */

interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** The newest mail to `to` whose text holds a site link to `path`; its path and query. */
async function mailedLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/dev/mailbox/messages.json?to=${encodeURIComponent(to)}`,
        );
        const messages = (await response.json()) as MailboxMessage[];
        const newestFirst = [...messages].sort((a, b) => b.created_at.localeCompare(a.created_at));
        for (const message of newestFirst) {
          const match = new RegExp(`https?://[^\\s"'<>]+${path}\\?[^\\s"'<>]+`).exec(message.text);
          if (match) {
            const url = new URL(match[0]);
            found = `${url.pathname}${url.search}`;
            return found;
          }
        }
        return null;
      },
      { timeout: 15_000, message: `a mail to ${to} with a ${path} link` },
    )
    .not.toBeNull();
  return found ?? '';
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
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  expect(await (await page.request.get('/api/player')).json()).toEqual({});
}

const isSignedIn = async (page: Page) =>
  ((await (await page.request.get('/api/player')).json()) as { id?: number }).id !== undefined;

test.describe('accounts', () => {
  test('register, confirm the e-mail, log out and in, restore a forgotten password', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = `e2e-${testInfo.project.name}-${Date.now()}@example.com`;
    const password = 'Velvet-Rope-2024!';
    const newPassword = 'Marble-Stairs-77?';

    // Registration from the header (SS-012, SS-024).
    await page.goto('/live/all');
    await page.getByRole('link', { name: 'Sign up' }).first().click();
    const signUp = page.getByRole('dialog', { name: 'Sign up' });
    await expect(signUp).toBeVisible();
    await signUp.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await signUp.getByLabel(/^Password\*?$/).fill(password);
    await signUp.getByLabel('Repeat password').fill(password);
    await signUp.getByLabel(/accept the terms and conditions/).check();
    const created = page.waitForRequest(
      (request) => request.url().endsWith('/api/users') && request.method() === 'POST',
    );
    await signUp.getByRole('button', { name: 'Sign up' }).click();
    const body = (await created).postDataJSON() as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({ email, terms_acceptance: true });
    expect(String(body.user.dfpc)).toMatch(/^[0-9a-f]{16,}$/);
    await expect(signUp).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    expect(await isSignedIn(page)).toBe(true);

    // PR-010: the unconfirmed e-mail notice, until the mailed link is opened (SS-019, RT-023).
    const notice = page.getByRole('status', { name: 'Notice' });
    await expect(notice).toContainText(`Please confirm your email ${email}`);
    await page.goto(await mailedLink(request, email, '/confirmation'));
    const confirmation = page.getByRole('dialog', { name: 'Email confirmation' });
    await expect(confirmation.getByText('Your email is confirmed. Thank you!')).toBeVisible();
    await expect(notice).toBeHidden();
    await confirmation.getByRole('button', { name: 'Continue' }).click();
    await expect(confirmation).toBeHidden();

    // Log out (SS-006) and back in (SS-007).
    await logOut(page);
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await logIn(page, email, password);
    expect(await isSignedIn(page)).toBe(true);
    await logOut(page);

    // Forgotten password: request, mailed link, new password, signed in (SS-017, SS-018, RT-013).
    await requestPasswordReset(page, email);

    await page.goto(await mailedLink(request, email, '/new-password'));
    const choose = page.getByRole('dialog', { name: 'New password' });
    await choose.getByLabel(/^New password/).fill(newPassword);
    await choose.getByLabel('Repeat password').fill(newPassword);
    await choose.getByRole('button', { name: 'Save the password' }).click();
    await expect(choose).toBeHidden();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    expect(await isSignedIn(page)).toBe(true);

    // The new password is the one that works now.
    await logOut(page);
    await page.goto('/sign-in');
    await logIn(page, email, newPassword);
    expect(await isSignedIn(page)).toBe(true);
  });
});
