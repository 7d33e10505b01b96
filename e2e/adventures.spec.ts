import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { completeProfileAndPickCard, declineDepositGift, registerPlayer } from './players';

/**
 * The adventure calendar end to end (engagement.md §3, §4; VIP-017..VIP-028, VIP-026's e2e): a
 * new player in Berlin opens /vip-adventure, sees day 1 as today with its timer, deposits €50
 * from the day's Deposit button through the cashbox and the sandbox provider, and comes back to
 * day 1 completed with its prize in /profile/gifts. Photographed on a desktop and a phone.
 */

const SHOTS = '/tmp/shots';
const TEST_CARD = '4242 4242 4242 4242';

// "Today" is the player's date in the zone the browser reports.
test.use({ timezoneId: 'Europe/Berlin' });

async function shoot(page: Page, project: string, name: string) {
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/adventures-${project}-${name}.png`, fullPage: true });
}

/** The provider's hosted card page (apps/payments): a card that succeeds. */
async function payOnHostedPage(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/pay\//);
  await page.getByLabel('Card number').fill(TEST_CARD);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

const dayCard = (page: Page, name: string): Locator => page.getByRole('article', { name });

test.describe('adventure calendar', () => {
  test.beforeEach(() => {
    mkdirSync(SHOTS, { recursive: true });
  });

  test("a player deposits from today's card and sees the day completed and its prize in the gifts", async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(150_000);
    const project = testInfo.project.name;
    await registerPlayer(page, baseURL, `adventure-${project}`);

    await page.goto('/vip-adventure');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Seven-day adventure' }),
    ).toBeVisible();
    await expect(page.getByText(/Days follow your time zone \(Europe\/Berlin\)/)).toBeVisible();
    const calendar = page.getByRole('list', { name: 'Adventure calendar' });
    await expect(calendar.getByRole('listitem')).toHaveCount(8);
    await expect(page.getByRole('article')).toHaveCount(8);

    const today = dayCard(page, 'Day 1');
    await expect(today.getByText('Today', { exact: true })).toBeVisible();
    await expect(today.getByText(/^Ends in \d+d \d+h \d+m$/)).toBeVisible();
    await today.getByRole('button', { name: 'Details' }).click();
    await expect(today.getByText('Deposit at least €20 in one payment')).toBeVisible();
    await expect(dayCard(page, 'Day 2').getByText('Opens the day after day 1')).toBeVisible();
    await expect(
      dayCard(page, 'Super prize').getByText('Complete all 7 days to win it.'),
    ).toBeVisible();
    await shoot(page, project, '01-today');

    // The day's Deposit button opens the cashbox over the adventure.
    await today.getByRole('link', { name: 'Deposit' }).click();
    const deposit = page.getByRole('dialog', { name: 'Deposit' });
    await expect(deposit.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
    await completeProfileAndPickCard(deposit);
    await declineDepositGift(deposit);
    await deposit.getByRole('button', { name: 'Deposit €50.00' }).click();
    await payOnHostedPage(page, '€50.00');
    await expect(deposit.getByRole('heading', { name: 'Deposit successful' })).toBeVisible({
      timeout: 20_000,
    });
    await deposit.getByRole('button', { name: 'Done' }).click();

    // The credited deposit met day 1's condition: completed, its prize waiting in the gifts.
    await page.goto('/vip-adventure');
    const completed = dayCard(page, 'Day 1');
    await expect(async () => {
      await page.reload();
      await expect(completed.getByText('Completed', { exact: true })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(completed.getByText(/^Activate your prize within \d+d \d+h \d+m$/)).toBeVisible();
    await expect(calendar.getByLabel('Day 1: Completed')).toBeVisible();
    await shoot(page, project, '02-completed');

    await completed.getByRole('link', { name: 'To gifts' }).click();
    await expect(page).toHaveURL(/\/profile\/gifts$/);
    await expect(page.getByText('Adventure day prize').first()).toBeVisible({ timeout: 15_000 });
    await shoot(page, project, '03-gift');
  });
});
