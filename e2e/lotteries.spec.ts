import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { depositFiveHundred, registerPlayer, xhr } from './players';
import { settleAnimations } from './screens';

/**
 * A lottery with a verifiable draw (engagement.md §3 Lottery; TN-014..TN-019, SH-050; issue 18
 * "Tests and measurement"), in Chromium on a desktop and a phone: a new player deposits €500 and
 * the lottery's deposit rule gives them 5 tickets (one per €20, five at most), which the page and
 * the balance menu show; the lottery draws (the test's "draw now" fixture runs the same draw as
 * the task at end_at); the page reveals the seed, the browser recomputes the draw from the
 * published data and says it verifies, and the winner sees their prize and their gift.
 * Screenshots: /tmp/shots/lotteries-*.png.
 */

const SHOTS = '/tmp/shots';

async function shoot(page: Page, project: string, name: string) {
  await settleAnimations(page);
  await page.screenshot({ path: `${SHOTS}/lotteries-${project}-${name}.png`, fullPage: true });
}

test.describe('lotteries', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('a deposit earns tickets, the lottery draws, its proof verifies and the winner sees the prize', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const project = testInfo.project.name;
    const slug = `e2e-${project}-${Date.now().toString(36)}`;
    await registerPlayer(page, baseURL, `lottery-${project}`);
    // Private: this player's alone, so other tests' deposits meanwhile cannot win its prizes.
    const created = await page.request.post('/__test/lotteries', {
      headers: xhr(baseURL),
      data: { slug, minutes: 30, private: true },
    });
    expect(created.status(), await created.text()).toBe(200);
    await depositFiveHundred(page);
    await expect
      .poll(
        async () => {
          const response = await page.request.get('/api/lotteries/statuses', {
            headers: xhr(baseURL),
          });
          const body = (await response.json()) as {
            statuses: { lottery_id: number; tickets: unknown[] }[];
          };
          return body.statuses.reduce((sum, status) => sum + status.tickets.length, 0);
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThanOrEqual(5);
    await page.goto(`/lottery/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Test draw' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('lottery-countdown')).toHaveText(/^00:[12]\d:\d\d$/);
    await expect(page.getByTestId('lottery-seed')).toHaveText('Revealed at the draw');
    const seedHash = (await page.getByTestId('lottery-seed-hash').textContent()) ?? '';
    expect(seedHash).toMatch(/^[0-9a-f]{64}$/);

    await expect(page.getByTestId('lottery-my-tickets')).toHaveText(
      'You have 5 tickets in this draw.',
    );
    await shoot(page, project, '1-tickets');

    // SH-050: the common ticket balance in the balance menu (this lottery's 5, and the 5 the
    // same deposit earned in the demo brand's open lotteries).
    await page
      .getByRole('button', { name: /^Balance/ })
      .locator('visible=true')
      .first()
      .click();
    const tickets = page.getByTestId('balance-tickets');
    await expect(tickets).toBeVisible();
    expect(Number(await tickets.textContent())).toBeGreaterThanOrEqual(5);
    await shoot(page, project, '2-balance-menu');
    await page.keyboard.press('Escape');

    const drawn = await page.request.post(`/__test/lotteries/${slug}/draw`, {
      headers: xhr(baseURL),
    });
    expect(drawn.status(), await drawn.text()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('lottery-drawn')).toBeVisible();
    await expect(page.getByTestId('lottery-seed')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(page.getByTestId('lottery-seed-hash')).toHaveText(seedHash);
    await expect(page.getByTestId('lottery-verification')).toHaveText(
      'Verified in your browser: the seed matches its hash, the list matches its digest and the winners recompute.',
      { timeout: 15_000 },
    );
    await expect(page.getByTestId('lottery-winner').first()).toBeVisible();
    // Every ticket is this player's, so every place is theirs.
    await expect(page.getByTestId('lottery-my-prize').first()).toContainText(/won: €(25|10) cash/);
    await shoot(page, project, '3-drawn');

    // The prize is a real gift, paid by the grant service.
    const gifts = await page.request.get('/api/player/bonuses', { headers: xhr(baseURL) });
    expect(await gifts.text()).toMatch(/from a lottery/);
  });
});
