import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { declineDepositGift, signUp, xhr } from './players';

/**
 * The cashbox end to end against the api and the sandbox payment provider on its own origin
 * (DESIGN.md §7; engagement.md §2, §4, §5; CB-001..CB-028, RT-007..RT-009, SH-049, IN-07): a new
 * player completes the profile, deposits by card on the provider's hosted page, comes back to
 * the result, deposits again with the saved card and sees the header balance move without a
 * reload, gets a crypto address, and a verified player withdraws and recalls. Every step is
 * photographed for review (desktop 1366×860, mobile 390×844).
 */

const SHOTS = '/tmp/shots';
const TEST_CARD = '4242 4242 4242 4242';

async function shoot(page: Page, project: string, name: string) {
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  // From the top of the popup, as it opens (filling a field scrolls it on a phone).
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('.modal-layer, .modal-dialog')) {
      element.scrollTop = 0;
    }
  });
  await page.screenshot({ path: `${SHOTS}/cashbox-${project}-${name}.png` });
}

/** An in-app navigation (the router's own history), so the page is never reloaded. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((href) => {
    history.pushState(null, '', href);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The header's (desktop) or the bottom bar's (mobile) deposit button. */
const depositButton = (page: Page) =>
  page.getByRole('link', { name: 'Deposit', exact: true }).locator('visible=true').first();

const balanceButton = (page: Page) =>
  page
    .getByRole('button', { name: /^Balance/ })
    .locator('visible=true')
    .first();

/** The provider's hosted card page (apps/payments): a card that succeeds, saved for next time. */
async function payOnHostedPage(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/pay\//);
  await expect(page.getByRole('note', { name: 'Test mode' })).toBeVisible();
  await page.getByLabel('Card number').fill(TEST_CARD);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Save this card for next time').check();
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

async function expectResult(dialog: Locator, heading: string) {
  await expect(dialog.getByRole('heading', { name: heading })).toBeVisible({ timeout: 20_000 });
}

test.describe('cashbox', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
    mkdirSync(SHOTS, { recursive: true });
  });

  test('a new player completes the profile, deposits by card, again in one click, and gets a crypto address', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const project = testInfo.project.name;
    // Base 36: a 13-digit timestamp can pass the card checksum, and the api refuses card numbers.
    const email = `cashbox-${project}-${Date.now().toString(36)}@example.com`;
    const password = 'Velvet-Rope-2024!';

    // A fresh player from Germany (EUR), signed in in this browser.
    await signUp(page, baseURL, { email, password });

    // RT-009: a cashbox route opened with no page before it goes to main, cashbox closed.
    await page.goto('/deposit');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Deposit' })).toHaveCount(0);

    // CB-019: a deposit promo code from the landing URL that the api refuses is cleared.
    await page.goto('/?depositPromocode=NOT-A-CODE');
    await expect(page).toHaveURL(/\/$/);

    // CB-003: a EUR player without a complete profile fills it in first.
    await depositButton(page).click();
    const deposit = page.getByRole('dialog', { name: 'Deposit' });
    await expect(deposit.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
    await shoot(page, project, '01-profile-gate');
    await deposit.getByLabel(/^First name/).fill('Ada');
    await deposit.getByLabel(/^Last name/).fill('Lovelace');
    await deposit.getByLabel(/^Date of birth/).fill('10/12/1990');
    await deposit.getByLabel(/^Mobile phone/).fill('+49 30 1234567');
    await expect(deposit.getByLabel(/^Country/)).toHaveValue('DE');
    await deposit.getByLabel(/^City/).fill('Berlin');
    await deposit.getByLabel(/^Address/).fill('Unter den Linden 1');
    await deposit.getByLabel(/^Postal code/).fill('10117');
    const cleared = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/player/clear_bonus_code') &&
        response.request().method() === 'DELETE',
    );
    await deposit.getByRole('button', { name: 'Save changes' }).click();

    // The deposit step: the refused code is gone and said so; the methods with their limits.
    expect((await cleared).ok()).toBe(true);
    await expect(deposit.getByText(/The bonus code NOT-A-CODE cannot be used/)).toBeVisible();
    await expect(deposit.getByText('Choose a payment method')).toBeVisible();
    await expect(deposit.getByRole('button', { name: /Visa \/ Mastercard/ })).toContainText(
      '€10.00 – €5,000.00',
    );
    await shoot(page, project, '02-deposit-methods');

    // CB-020: 50 to start with; the card goes to the provider's page, never ours (IN-07).
    await deposit.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
    await expect(deposit.getByLabel(/^Amount, EUR/)).toHaveValue('50');
    await expect(deposit.getByRole('textbox')).toHaveCount(1);
    await shoot(page, project, '03-deposit-amount');
    await declineDepositGift(deposit);
    await deposit.getByRole('button', { name: 'Deposit €50.00' }).click();
    await payOnHostedPage(page, '€50.00');

    // Back on the casino: the deposit step reopens over main and shows the settled deposit.
    await expectResult(deposit, 'Deposit successful');
    await expect(deposit.getByTestId('payment-result')).toContainText('€50.00');
    await expect(balanceButton(page)).toHaveAccessibleName('Balance: €50.00');
    await shoot(page, project, '04-deposit-result');
    await deposit.getByRole('button', { name: 'Done' }).click();
    await expect(deposit).toHaveCount(0);

    // CB-028, SH-049: the saved card deposits without a hosted page; the header balance moves
    // live, in the same document (no reload).
    await page.evaluate(() => Object.assign(window, { cashboxNoReload: true }));
    await depositButton(page).click();
    await deposit.getByRole('button', { name: /Visa •••• 4242/ }).click();
    await deposit.getByRole('button', { name: '€20.00' }).click();
    await declineDepositGift(deposit);
    await deposit.getByRole('button', { name: 'Deposit €20.00' }).click();
    await expectResult(deposit, 'Deposit successful');
    await expect(balanceButton(page)).toHaveAccessibleName('Balance: €70.00', { timeout: 15_000 });
    expect(await page.evaluate(() => 'cashboxNoReload' in window)).toBe(true);
    await deposit.getByRole('button', { name: 'Done' }).click();

    // One-click deposit: the last method, card and amount.
    await navigateInApp(page, '/deposit-fast');
    const fast = page.getByRole('dialog', { name: 'One-click deposit' });
    await expect(fast.getByRole('button', { name: 'Deposit €20.00 now' })).toBeVisible();
    await shoot(page, project, '05-deposit-fast');
    await fast.getByRole('button', { name: 'Deposit €20.00 now' }).click();
    await expectResult(fast, 'Deposit successful');
    await expect(balanceButton(page)).toHaveAccessibleName('Balance: €90.00', { timeout: 15_000 });

    // Withdraw: a first withdrawal needs a verified identity (the api says so, with the way there).
    await navigateInApp(page, '/withdraw');
    const withdraw = page.getByRole('dialog', { name: 'Withdraw' });
    await expect(withdraw.getByText('Withdrawable: €90.00')).toBeVisible();
    await withdraw.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
    await withdraw.getByLabel(/^Amount, EUR/).fill('100');
    await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(
      withdraw.getByText('You can withdraw up to €90.00 now. Enter a smaller amount.'),
    ).toBeVisible();
    await withdraw.getByLabel(/^Amount, EUR/).fill('30');
    await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(withdraw.getByRole('alert')).toContainText(
      'Please verify your identity before your first withdrawal',
    );
    await expect(withdraw.getByRole('link', { name: 'Verify my identity' })).toBeVisible();
    await shoot(page, project, '06-withdraw-kyc');

    // The dashboard: the wallet and the history in tabs (CB-004).
    await navigateInApp(page, '/cashbox');
    const dashboard = page.getByRole('dialog', { name: 'Cashbox' });
    await expect(dashboard.getByTestId('account-EUR')).toContainText('€90.00');
    await expect(dashboard.getByRole('tab', { name: 'Deposits (3)' })).toBeVisible();
    await expect(dashboard.getByRole('tab', { name: 'Withdrawals (0)' })).toBeVisible();
    await shoot(page, project, '07-dashboard');

    // Crypto (CB-025, PR-021): a BTC wallet opened from the dashboard, its address with the QR,
    // then test coins arrive and the deposit follows live.
    await dashboard.getByLabel(/^Open another wallet/).selectOption('BTC');
    await dashboard.getByRole('button', { name: 'Open and use' }).click();
    await expect(dashboard.getByTestId('account-BTC')).toContainText('In use');
    await expect(balanceButton(page)).toHaveAccessibleName('Balance: 0 µBTC');
    await dashboard.getByRole('link', { name: 'Deposit' }).last().click();
    await expect(deposit.getByTestId('cashbox-balance')).toContainText('µBTC');
    await deposit
      .getByRole('button', { name: /Bitcoin/ })
      .first()
      .click();
    await expect(deposit.getByLabel(/^Amount, µBTC/)).toHaveValue('100');
    await deposit.getByRole('button', { name: 'Get my deposit address' }).click();
    const address = deposit.getByTestId('crypto-address');
    await expect(address).toBeVisible();
    await expect(
      deposit.getByRole('img', { name: /QR code of your BTC deposit address/ }),
    ).toBeVisible();
    await expect(deposit.getByText('Waiting for your transfer…')).toBeVisible();
    await shoot(page, project, '08-crypto-address');
    const paymentsOrigin = new URL(baseURL ?? 'http://localhost:3090');
    paymentsOrigin.port = String(Number(paymentsOrigin.port) + 200);
    const sent = await page.request.post(`${paymentsOrigin.origin}/sandbox/crypto/transfers`, {
      data: { address: (await address.textContent())?.trim(), amount: 10_000 },
    });
    expect(sent.status()).toBe(201);
    await expect(deposit.getByText('Deposit received. Your balance is updated.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(balanceButton(page)).toHaveAccessibleName('Balance: 100 µBTC');
  });

  test('a verified player withdraws to the saved card and recalls it', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    // The demo VIP (verified, CAD) that every fresh database has.
    await page.goto('/');
    const signedIn = await page.request.post('/api/users/sign_in', {
      headers: xhr(baseURL),
      data: { user: { email: 'vip@croupier.test', password: 'vip-player-2026' } },
    });
    expect(signedIn.ok()).toBe(true);
    await page.reload();

    // Money to withdraw: C$100 by card on the hosted page.
    await depositButton(page).click();
    const deposit = page.getByRole('dialog', { name: 'Deposit' });
    await deposit.getByRole('button', { name: 'Visa / Mastercard', exact: false }).last().click();
    await deposit.getByLabel(/^Amount, CAD/).fill('100');
    await declineDepositGift(deposit);
    await deposit.getByRole('button', { name: /^Deposit CA\$100\.00$/ }).click();
    await payOnHostedPage(page, 'CA$100.00');
    await expectResult(deposit, 'Deposit successful');
    await deposit.getByRole('button', { name: 'Go to wallet' }).click();

    // Withdraw C$30 to the saved card: reserved at once, recallable until it is sent.
    const dashboard = page.getByRole('dialog', { name: 'Cashbox' });
    const before = (await dashboard.getByTestId('account-CAD').textContent()) ?? '';
    await dashboard.getByRole('link', { name: 'Withdraw' }).last().click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw' });
    await withdraw.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
    await expect(withdraw.getByLabel(/^Card/)).toContainText('4242');
    await withdraw.getByLabel(/^Amount, CAD/).fill('30');
    await shoot(page, project, '09-withdraw-form');
    await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
    await expectResult(withdraw, 'Withdrawal requested');
    // Pending until the cash-out job (every ~5 s) approves it; both are recallable until sent.
    await expect(withdraw.getByText(/^(Pending|Approved)$/)).toBeVisible();
    await shoot(page, project, '10-withdraw-pending');

    await withdraw.getByRole('button', { name: 'Recall withdrawal' }).click();
    await expectResult(withdraw, 'Withdrawal recalled');
    await expect(
      page.getByText('Withdrawal recalled. The amount is back in your balance.'),
    ).toBeVisible();
    await withdraw.getByRole('button', { name: 'Go to wallet' }).click();

    // The history: the withdrawal reads recalled, and the balance is what it was before.
    await expect(dashboard.getByTestId('account-CAD')).toHaveText(before);
    await dashboard.getByRole('tab', { name: /^Withdrawals/ }).click();
    await expect(dashboard.getByRole('tabpanel').getByText('Recalled').first()).toBeVisible();
    await shoot(page, project, '11-history-withdrawals');
  });

  test('the payments page lists every method with its fee, processing time and limits', async ({
    page,
  }, testInfo) => {
    const project = testInfo.project.name;
    await page.goto('/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
    const deposits = page.getByRole('table', { name: 'Deposits' });
    const withdrawals = page.getByRole('table', { name: 'Withdrawals' });
    const bitcoinIn = deposits.getByTestId('deposit-row-bitcoin');
    await expect(bitcoinIn).toContainText('0.0001');
    await expect(bitcoinIn).toContainText('Free');
    await expect(bitcoinIn).toContainText('Instant');
    await expect(withdrawals.getByTestId('withdrawal-row-bitcoin')).toContainText(
      '0.0001 – 0.4 BTC',
    );
    await expect(withdrawals.getByTestId('withdrawal-row-tether')).toContainText('25 – 4,000');
    // The whole page on a desktop; a phone's first screen (the rest repeats the same rows).
    await page.screenshot({
      path: `${SHOTS}/cashbox-${project}-12-payments-page.png`,
      fullPage: project === 'desktop',
    });
  });
});
