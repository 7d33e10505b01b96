import { expect, type Page } from '@playwright/test';

export const E2E_PASSWORD = 'Velvet-Rope-2024!';

/** The headers of a site call (CSRF guard): XHR and the site's own origin. */
export const xhr = (baseURL: string | undefined) => ({
  'x-requested-with': 'XMLHttpRequest',
  origin: new URL(baseURL ?? 'http://localhost:3090').origin,
});

/**
 * A new player registered over the api, signed in in this browser (the page reloaded on `/`):
 * from Germany (EUR) unless `from` names another country (its geo too) or asks for a currency.
 * `what` names the test in the address.
 */
export async function registerPlayer(
  page: Page,
  baseURL: string | undefined,
  what: string,
  from: { country?: string; currency?: string } = {},
): Promise<void> {
  const country = from.country ?? 'DE';
  // Base 36: a 13-digit timestamp can pass the card checksum, and the api refuses card numbers.
  const email = `${what}-${Date.now().toString(36)}@example.com`;
  await page.goto('/');
  const registered = await page.request.post('/api/users', {
    headers: { ...xhr(baseURL), 'x-test-country': country },
    data: {
      user: {
        email,
        password: E2E_PASSWORD,
        password_confirmation: E2E_PASSWORD,
        terms_acceptance: true,
        receive_promos: false,
        country,
        ...(from.currency ? { currency: from.currency } : {}),
      },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.reload();
}

/** Signs in through the open Log in dialog, as a player types it, and waits until it closes. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByLabel(/^Password\*?$/).fill(password);
  const signIn = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/users/sign_in') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Log in' }).click();
  expect((await signIn).status()).toBe(200);
  await expect(dialog).toBeHidden();
}
