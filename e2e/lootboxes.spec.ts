import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerPlayer, xhr } from './players';

/**
 * Lootboxes and the prize wheel (engagement.md §3 Lootbox, §3 Wheel, §4; LB-003, LB-004,
 * LB-012, LB-013), in Chromium on a desktop and a phone:
 * - a box issued server-side (as the mart's exchange issues it) appears live on the mart's
 *   wheel page; opened, its drawn prize lands among the gifts;
 * - a Rocket Wheel gift (gift code ROCKETWHEEL) gives one spin: the wheel turns and stops on the
 *   segment the server drew, and the prize lands among the gifts.
 * Screens are photographed under /tmp/shots/lootboxes-*.png.
 */

const SHOTS = '/tmp/shots';

/** Resolves once the page's socket has subscribed to `lootboxes_changes`. */
function lootboxChannelJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString();
        if (text.includes('"subscribe"') && text.includes('lootboxes_changes')) resolve();
      });
    });
  });
}

async function shoot(page: Page, project: string, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/lootboxes-${project}-${name}.png`, fullPage: true });
}

test('a player gets a lootbox live, opens it and finds the prize among the gifts', async ({
  page,
  baseURL,
}, testInfo) => {
  await registerPlayer(page, baseURL, 'lootbox');
  const joined = lootboxChannelJoined(page);
  await page.goto('/rocketmart-wheel');
  const panel = page.getByTestId('lootboxes-panel');
  await expect(panel).toContainText('No lootbox to open');
  await joined;

  // LB-013: issued on the server, the box shows without a reload (lootboxes_changes).
  const issued = await page.request.post('/__test/lootboxes', {
    headers: xhr(baseURL),
    data: { template_key: 'rocket-box' },
  });
  expect(issued.status(), await issued.text()).toBe(200);
  const card = panel.getByTestId('lootbox-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Rocket Box');

  await card.getByRole('button', { name: 'Open' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rocket Box' });
  // Published odds, from the weights the server draws with (50, 30, 15, 5).
  const odds = dialog.getByTestId('lootbox-odds');
  for (const chance of ['50%', '30%', '15%', '5%']) await expect(odds).toContainText(chance);
  await shoot(page, testInfo.project.name, 'box-odds');

  const activation = page.waitForResponse(
    (response) =>
      response.url().includes('/api/player/lootboxes/') && response.request().method() === 'POST',
  );
  await dialog.getByTestId('lootbox-open').click();
  const answer = (await (await activation).json()) as {
    lootbox: { stage: string };
    gift: { title: string };
  };
  expect(answer.lootbox.stage).toBe('activated');
  await expect(dialog.getByTestId('lootbox-result')).toBeVisible();
  await shoot(page, testInfo.project.name, 'box-prize');

  await dialog.getByRole('link', { name: 'See it in your gifts' }).click();
  await expect(page).toHaveURL(/\/profile\/gifts$/);
  await expect(page.getByText(answer.gift.title).first()).toBeVisible();
  await shoot(page, testInfo.project.name, 'box-gift');
});

test('a Rocket Wheel gift spins the wheel, which stops on the segment the server drew', async ({
  page,
  baseURL,
}, testInfo) => {
  await registerPlayer(page, baseURL, 'wheel');
  const redeemed = await page.request.post('/api/bonuses/coupon', {
    headers: xhr(baseURL),
    data: { coupon_code: 'ROCKETWHEEL' },
  });
  expect(redeemed.status(), await redeemed.text()).toBe(200);

  await page.goto('/rocketplay-wheel');
  await expect(page.getByTestId('wheel-spins')).toHaveText('1 spin to use');
  const odds = page.getByTestId('wheel-odds');
  // LB-010: 4000, 4000, 2000 of 10005 → 40%, 40%, 20%; weight 0 → 0%; weight 5 → 0.05%.
  await expect(odds).toContainText('40%');
  await expect(odds).toContainText('0.05%');
  await shoot(page, testInfo.project.name, 'wheel-ready');

  const spun = page.waitForResponse((response) =>
    response.url().endsWith('/api/player/wheel/spins'),
  );
  await page.getByTestId('wheel-spin').click();
  const { spin } = (await (await spun).json()) as {
    spin: { segment_index: number; gift: { title: string } };
  };
  const wheel = page.getByTestId('prize-wheel');
  await expect(wheel).toHaveAttribute('data-state', 'spinning');
  await expect(page.getByTestId('wheel-result')).toBeVisible({ timeout: 10_000 });
  await expect(wheel).toHaveAttribute('data-state', 'resting');
  await expect(wheel).toHaveAttribute('data-segment-under-pointer', String(spin.segment_index));

  // The drawn slice really is under the pointer on screen: the slice at the top of the wheel.
  await wheel.evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const topSlice = await wheel.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const pointer = { x: box.left + box.width / 2, y: box.top + box.height * 0.08 };
    const hit = document.elementFromPoint(pointer.x, pointer.y);
    return hit?.closest('[data-segment]')?.getAttribute('data-segment') ?? null;
  });
  expect(topSlice).toBe(String(spin.segment_index));
  await expect(page.getByTestId('wheel-spins')).toHaveText('0 spins to use');
  await shoot(page, testInfo.project.name, 'wheel-landed');

  // The page scrolls smoothly: bring the link to the middle at once, clear of the phone's bars.
  const toGifts = page
    .getByTestId('wheel-result')
    .getByRole('link', { name: 'See it in your gifts' });
  await toGifts.evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await toGifts.click();
  await expect(page).toHaveURL(/\/profile\/gifts$/);
  await expect(page.getByText(spin.gift.title).first()).toBeVisible();
});

test('a Rocket Chance entry draws from the published prize table; the segments page lists the set', async ({
  page,
  baseURL,
}, testInfo) => {
  await registerPlayer(page, baseURL, 'chance');
  const redeemed = await page.request.post('/api/bonuses/coupon', {
    headers: xhr(baseURL),
    data: { coupon_code: 'ROCKETCHANCE' },
  });
  expect(redeemed.status(), await redeemed.text()).toBe(200);

  await page.goto('/rocket-chance');
  await expect(page.getByRole('heading', { level: 1, name: 'Rocket Chance' })).toBeVisible();
  await expect(page.getByTestId('chance-entries')).toHaveText('1 entry to use');
  const odds = page.getByTestId('chance-odds');
  for (const chance of ['70%', '20%', '9.5%', '0.5%']) await expect(odds).toContainText(chance);
  await shoot(page, testInfo.project.name, 'chance-ready');

  const drawn = page.waitForResponse((response) =>
    response.url().endsWith('/api/player/chance/draws'),
  );
  await page.getByTestId('chance-enter').click();
  const { draw } = (await (await drawn).json()) as {
    draw: { prize_index: number; gift: { title: string } | null };
  };
  const result = page.getByTestId('chance-result');
  await expect(result).toContainText(draw.gift ? 'You won' : 'No prize this time.');
  await expect(page.getByTestId('chance-entries')).toHaveText('0 entries to use');
  await shoot(page, testInfo.project.name, 'chance-drawn');

  await page.goto('/rocketplay-wheel/segments');
  const segments = page.getByTestId('wheel-segments');
  await expect(segments).toContainText('weight 4000');
  await expect(segments).toContainText('0.05%');
  await shoot(page, testInfo.project.name, 'segments');
});
