import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { completeProfileAndPickCard, registerPlayer, xhr } from './players';

/**
 * Refusals a player can act on (issue 14 item 12), against the api and the sandbox provider on
 * its own origin: a card the bank declines (sandbox test card 4000 0000 0000 0002,
 * docs/payments-sandbox.md) ends on a sentence that says what to do, never `card_declined`; a
 * deposit over the day's deposit limit says how much is still allowed. Photographed for review
 * (desktop 1366×860, mobile 390×844).
 */

const SHOTS = '/tmp/shots';
const DECLINING_CARD = '4000 0000 0000 0002';
const depositButton = (page: Page) =>
  page.getByRole('link', { name: 'Deposit', exact: true }).locator('visible=true').first();

async function shoot(page: Page, project: string, name: string) {
  await page.screenshot({ path: `${SHOTS}/refusals-${project}-${name}.png` });
}

/** A new player from Germany (EUR), signed in, the profile completed in the deposit gate. */
async function playerAtCardDeposit(page: Page, baseURL: string | undefined, what: string) {
  await registerPlayer(page, baseURL, `refusals-${what}`);
  await depositButton(page).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await expect(deposit.getByRole('heading', { name: 'Complete your profile' })).toBeVisible({
    timeout: 15_000,
  });
  await completeProfileAndPickCard(deposit);
  return deposit;
}

test.describe('cashbox refusals', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
    mkdirSync(SHOTS, { recursive: true });
  });

  test('a declined card ends on a sentence that says what to do, not the raw code', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const project = testInfo.project.name;
    const deposit = await playerAtCardDeposit(page, baseURL, `declined-${project}`);
    await deposit.getByRole('button', { name: 'Deposit €50.00' }).click();

    // The provider's hosted card page, with the sandbox's declining test card.
    await expect(page).toHaveURL(/\/pay\//, { timeout: 20_000 });
    await page.getByLabel('Card number').fill(DECLINING_CARD);
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Pay €50.00' }).click();

    const result = deposit.getByTestId('payment-result');
    await expect(result.getByRole('heading', { name: 'Deposit not completed' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(result.getByTestId('payment-reason')).toHaveText(
      'Your bank declined this card payment. Try another card or payment method, or ask your bank why.',
    );
    await expect(deposit).not.toContainText('card_declined');
    await expect(result.getByRole('button', { name: 'Try again' })).toBeVisible();
    await shoot(page, project, 'declined-card');
  });

  test('a deposit over the deposit limit says how much is still allowed', async ({
    page,
    baseURL,
  }, testInfo) => {
    const project = testInfo.project.name;
    const deposit = await playerAtCardDeposit(page, baseURL, `limit-${project}`);
    const limit = await page.request.post('/api/user_limits', {
      headers: xhr(baseURL),
      data: { type: 'deposit', period: 'day', amount_cents: 2_000 },
    });
    expect(limit.status(), await limit.text()).toBeLessThan(300);

    await deposit.getByRole('button', { name: 'Deposit €50.00' }).click();
    const sentence =
      'Your deposit limit allows €20.00 more for now. Enter an amount up to €20.00, or wait until your limit resets.';
    await expect(deposit.getByText(sentence)).toBeVisible();
    await expect(deposit.getByLabel(/^Amount, EUR/)).toHaveAccessibleDescription(sentence);
    await expect(page).not.toHaveURL(/\/pay\//);
    await shoot(page, project, 'over-limit');

    // The player does what it says: €20 goes through to the provider's page.
    await deposit.getByLabel(/^Amount, EUR/).fill('20');
    await deposit.getByRole('button', { name: 'Deposit €20.00' }).click();
    await expect(page).toHaveURL(/\/pay\//);
  });
});
