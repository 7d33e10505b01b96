import { expect, type Locator, type Page } from '@playwright/test';

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
  // Base 36: a 13-digit timestamp can pass the card checksum, and the api refuses card numbers.
  const email = `${what}-${Date.now().toString(36)}@example.com`;
  await signUp(page, baseURL, { email, ...from });
  await page.reload();
}

/**
 * Registers a player over the api from the page's context (on `/`), so the session cookie lands
 * in this browser; from Germany unless `country` names another (its geo too). No reload.
 */
export async function signUp(
  page: Page,
  baseURL: string | undefined,
  user: { email: string; password?: string; country?: string; currency?: string },
): Promise<void> {
  const country = user.country ?? 'DE';
  const password = user.password ?? E2E_PASSWORD;
  await page.goto('/');
  const registered = await page.request.post('/api/users', {
    headers: { ...xhr(baseURL), 'x-test-country': country },
    data: {
      user: {
        email: user.email,
        password,
        password_confirmation: password,
        terms_acceptance: true,
        receive_promos: false,
        country,
        ...(user.currency ? { currency: user.currency } : {}),
      },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
}

/**
 * In the Deposit dialog's profile gate: fills in what the profile asks for (Ada Lovelace,
 * Berlin), saves it and picks the card, whose amount starts at €50.
 */
export async function completeProfileAndPickCard(deposit: Locator): Promise<void> {
  await deposit.getByLabel(/^First name/).fill('Ada');
  await deposit.getByLabel(/^Last name/).fill('Lovelace');
  await deposit.getByLabel(/^Date of birth/).fill('10/12/1990');
  await deposit.getByLabel(/^Mobile phone/).fill('+49 30 1234567');
  await deposit.getByLabel(/^City/).fill('Berlin');
  await deposit.getByLabel(/^Address/).fill('Unter den Linden 1');
  await deposit.getByLabel(/^Postal code/).fill('10117');
  await deposit.getByRole('button', { name: 'Save changes' }).click();
  await deposit.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
  await expect(deposit.getByLabel(/^Amount, EUR/)).toHaveValue('50');
}

/**
 * Picks "No bonus" in the deposit step's gift choice (CB-029), which offers the welcome package
 * first: specs of the cashbox's own money paths deposit without a gift (gifts.spec.ts and
 * gifts-play.spec.ts cover deposits with one).
 */
export async function declineDepositGift(deposit: Locator): Promise<void> {
  await deposit
    .getByRole('group', { name: 'Deposit gift' })
    .getByRole('radio', { name: /No bonus/ })
    .check();
}

/** From the Log in dialog on `/sign-in`, asks for a reset link for `email` (the site's own form). */
export async function requestPasswordReset(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in');
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('link', { name: 'Forgot your password?' })
    .click();
  const remind = page.getByRole('dialog', { name: 'Reset password' });
  await remind.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await remind.getByRole('button', { name: 'Send the link' }).click();
  await expect(remind.getByText(`If an account exists for ${email}`)).toBeVisible();
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

/** €500 by card from the header's Deposit, no deposit gift; the page under it stays. */
export async function depositFiveHundred(page: Page) {
  await page
    .getByRole('link', { name: 'Deposit', exact: true })
    .locator('visible=true')
    .first()
    .click();
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await completeProfileAndPickCard(deposit);
  await deposit.getByLabel(/^Amount, EUR/).fill('500');
  await declineDepositGift(deposit);
  await deposit.getByRole('button', { name: 'Deposit €500.00' }).click();
  await expect(page).toHaveURL(/\/pay\//, { timeout: 20_000 });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Pay €500.00' }).click();
  await expect(deposit.getByRole('heading', { name: 'Deposit successful' })).toBeVisible({
    timeout: 30_000,
  });
  await deposit.getByRole('button', { name: 'Done' }).click();
  await expect(deposit).toHaveCount(0);
}
