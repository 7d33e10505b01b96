import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerPlayer, xhr } from './players';

/**
 * Promotions, the arena and the activity hub (issue 18; RT-033, RT-036, SH-055), in Chromium on
 * a desktop and a phone:
 * - `/promotions` lists the brand's seeded running tournament and lottery with their timers,
 *   and each card leads to its page;
 * - `/arena` shows a guest the running tournaments with a sign-in prompt, and a signed-in player
 *   the tournament they joined with their standing;
 * - `/aquanova-odyssey` shows the player's lottery ticket, wheel spin and lootbox.
 * Screens are photographed under /tmp/shots/promotions-*.png.
 */

const SHOTS = '/tmp/shots';

// Each test registers a player and reads several pages: more than the default half minute.
test.describe.configure({ timeout: 120_000 });

async function shoot(page: Page, project: string, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/promotions-${project}-${name}.png`, fullPage: true });
}

interface Item {
  id: number;
  title: string;
  kind?: string;
  status?: string;
  state?: string;
  slug?: string;
  frontend_identifier?: string;
}

/**
 * A seeded item, never one another spec made (`e2e-…`): those run in another worker at the same
 * time and are closed or drawn under this test's feet.
 */
const isSeeded = (item: Item) => !(item.slug ?? item.frontend_identifier ?? '').startsWith('e2e-');

async function listOf(page: Page, path: string): Promise<Item[]> {
  const response = await page.request.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Item[];
}

test('promotions list the running tournament and lottery and lead to their pages', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  await page.goto('/');
  const tournament = (await listOf(page, '/api/tournaments')).find(
    (item) => isSeeded(item) && item.kind === 'tournament' && item.status === 'active',
  );
  const lottery = (await listOf(page, '/api/lotteries')).find(
    (item) => isSeeded(item) && item.state === 'active',
  );
  expect(tournament, 'a seeded running tournament').toBeDefined();
  expect(lottery, 'a seeded running lottery').toBeDefined();
  if (!tournament || !lottery) return;

  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotions');
  const tournamentCard = page.getByTestId(`promotion-tournament-${tournament.id}`);
  await expect(tournamentCard).toContainText(tournament.title);
  await expect(tournamentCard.getByTestId('promo-timer')).toContainText('Left to finish');
  const lotteryCard = page.getByTestId(`promotion-lottery-${lottery.id}`);
  await expect(lotteryCard).toContainText(lottery.title);
  await expect(lotteryCard).toContainText('Lottery');
  await expect(lotteryCard.getByTestId('promo-timer')).toContainText('Left to finish');
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  await shoot(page, project, '01-promotions');

  await lotteryCard.getByRole('link', { name: lottery.title }).click();
  await expect(page).toHaveURL(new RegExp(`/lottery/${lottery.slug ?? ''}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lottery.title);

  await page.goto('/promotions');
  await page
    .getByTestId(`promotion-tournament-${tournament.id}`)
    .getByRole('link', { name: tournament.title })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tournaments/${tournament.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tournament.title);
});

test('the arena shows a guest the running tournaments and a player the one they joined', async ({
  page,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name;
  await page.goto('/arena');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arena');
  await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
  await expect(page.getByTestId('arena-running').locator('li').first()).toBeVisible();
  await shoot(page, project, '02-arena-guest');

  await registerPlayer(page, baseURL, `arena-${project}`);
  const identifier = `e2e-arena-${project}-${Date.now().toString(36)}`;
  const created = await page.request.post('/__test/tournaments', {
    headers: xhr(baseURL),
    data: {
      frontend_identifier: identifier,
      title: 'Arena Sprint',
      entry: 'confirmation',
      prize_cents: 500,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: number };

  // Before joining, the arena says the tournament needs it and leads to its page.
  await page.goto('/arena');
  const card = page.getByTestId(`arena-entry-${id}`);
  await expect(card).toContainText('Arena Sprint', { timeout: 20_000 });
  await expect(card).toContainText('needs you to join');
  await expect(page.getByTestId('sign-in-prompt')).toHaveCount(0);

  const joined = await page.request.post(`/api/tournaments/${id}/confirm`, {
    headers: xhr(baseURL),
    data: { confirmed: true },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  await page.reload();
  await expect(card.getByTestId('arena-place')).toContainText('No points yet', { timeout: 20_000 });
  await expect(card.getByTestId('promo-timer')).toContainText('Left to finish');
  await shoot(page, project, '03-arena-player');
  await expect(card.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute(
    'href',
    `/tournaments/${id}`,
  );
  await card.getByRole('link', { name: 'Arena Sprint' }).click();
  await expect(page).toHaveURL(new RegExp(`/tournaments/${id}$`));
});

test('the activity hub shows the player’s lottery ticket, wheel spin and lootbox', async ({
  page,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name;
  await registerPlayer(page, baseURL, `hub-${project}`);
  for (const code of ['LOTTOTICKET', 'ROCKETWHEEL']) {
    const redeemed = await page.request.post('/api/bonuses/coupon', {
      headers: xhr(baseURL),
      data: { coupon_code: code },
    });
    expect(redeemed.status(), await redeemed.text()).toBe(200);
  }
  const issued = await page.request.post('/__test/lootboxes', {
    headers: xhr(baseURL),
    data: { template_key: 'rocket-box' },
  });
  expect(issued.status(), await issued.text()).toBe(200);

  // The ticket gift becomes a ticket once its event is handled: wait for it, then open the hub.
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/lotteries/statuses');
        return ((await response.json()) as { balance?: number }).balance;
      },
      { timeout: 30_000 },
    )
    .toBe(1);

  await page.goto('/aquanova-odyssey');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activity hub');
  await expect(page.getByTestId('hub-ticket-balance')).toHaveText('1 ticket in the draws to come', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('hub-tickets')).toContainText('1 ticket');
  await expect(page.getByTestId('hub-wheel')).toContainText('1 spin available');
  await expect(page.getByTestId('hub-lootboxes')).toContainText('1 to open');
  await expect(page.getByTestId('hub-lootbox')).toContainText('Rocket Box');
  await expect(page.getByTestId('hub-tournaments')).toBeVisible();
  await expect(page.getByTestId('hub-quests')).toBeVisible();
  await shoot(page, project, '04-hub');

  await page.getByTestId('hub-wheel').getByRole('link').click();
  await expect(page).toHaveURL(/\/rocketplay-wheel$/);
});

test('a promotion’s own page shows it and leads to it; an unknown slug is not found', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  await page.goto('/');
  const lottery = (await listOf(page, '/api/lotteries')).find(
    (item) => isSeeded(item) && item.state === 'active',
  );
  expect(lottery, 'a seeded running lottery').toBeDefined();
  if (!lottery) return;

  await page.goto('/promotions');
  await page
    .getByTestId(`promotion-lottery-${lottery.id}`)
    .getByRole('link', { name: 'Details', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/promotions/${lottery.slug ?? ''}$`));
  const promo = page.getByTestId('promotion-page');
  await expect(promo.getByRole('heading', { level: 1 })).toHaveText(lottery.title);
  await expect(promo.getByTestId('promo-timer')).toContainText('Left to finish');
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  mkdirSync('/tmp/pr-shots', { recursive: true });
  await page.screenshot({ path: `/tmp/pr-shots/promotion-${project}.png`, fullPage: true });
  await shoot(page, project, '05-promotion-page');

  await promo.getByRole('link', { name: 'Go to the lottery' }).click();
  await expect(page).toHaveURL(new RegExp(`/lottery/${lottery.slug ?? ''}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lottery.title);

  await page.goto('/promotions/no-such-promotion');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is off the table');
  await expect(page.getByTestId('promotion-page')).toHaveCount(0);
});
