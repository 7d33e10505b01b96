import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerPlayer, xhr } from './players';

/**
 * One money rule (decision 0503; issue 14 item 11): the casino's header and the studio's game
 * in its iframe write a player's balance the same way. A CAD player under /en-CA read
 * "CA$…" in one and "$…" in the other; a BTC player read "… µBTC" above a game saying
 * "BTC 0.…". Photographed for review (desktop 1366×860, mobile 390×844).
 */

const SHOTS = '/tmp/shots';
interface GameRow {
  title: string;
  provider: string;
  seo_title: string;
  categories: string[];
  live: boolean;
  currencies: Record<string, { id: number }>;
}

const balanceButton = (page: Page) =>
  page
    .getByRole('button', { name: /^Balance/ })
    .locator('visible=true')
    .first();

/** A plain slot the studio offers in `currency`. */
async function slotIn(page: Page, baseURL: string | undefined, currency: string) {
  const response = await page.request.post('/api/games_filter', {
    headers: xhr(baseURL),
    data: {
      device: 'desktop',
      filter: { categories: { identifiers: ['slots'] } },
      page: 1,
      page_size: 100,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const games = ((await response.json()) as { data: GameRow[] }).data;
  const slot = games.find(
    (game) =>
      !game.live && !game.categories.includes('special') && game.currencies[currency] !== undefined,
  );
  if (!slot) throw new Error(`no slot in ${currency}`);
  return slot;
}

/** The balance as the header writes it, then as the game in the iframe writes it. */
async function balancesOnGamePage(page: Page, path: string) {
  await page.goto(path);
  const game = page.frameLocator('iframe[src*="/play/"]');
  const inGame = game.locator('.gm-balance__value');
  await expect(inGame).toBeVisible({ timeout: 20_000 });
  // The header names the amount once the player's accounts have loaded.
  await expect(balanceButton(page)).toHaveAccessibleName(/^Balance: \S/);
  const header = (await balanceButton(page).getAttribute('aria-label')) ?? '';
  return { header: header.replace(/^Balance: /, ''), game: (await inGame.textContent()) ?? '' };
}

test.describe('money display', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
    mkdirSync(SHOTS, { recursive: true });
  });

  test('a CAD player under /en-CA reads CA$ in the header and in the game alike', async ({
    page,
    baseURL,
  }, testInfo) => {
    const project = testInfo.project.name;
    await registerPlayer(page, baseURL, `money-cad-${project}`, { country: 'CA', currency: 'CAD' });
    const slot = await slotIn(page, baseURL, 'CAD');
    const shown = await balancesOnGamePage(page, `/en-CA/play/${slot.provider}/${slot.seo_title}`);
    expect(shown.header).toBe('CA$0.00');
    expect(shown.game).toBe(shown.header);
    await page.screenshot({ path: `${SHOTS}/money-${project}-cad-game.png` });

    // Jackpot amounts on the tiles are in the player's dollars too, never euros.
    await page.goto('/en-CA/games/jackpot');
    const jackpot = page.locator('main article').filter({ hasText: 'Jackpot:' }).first();
    await expect(jackpot).toContainText(/CA\$\d/, { timeout: 15_000 });
    await expect(page.locator('main')).not.toContainText('€');
    await page.screenshot({ path: `${SHOTS}/money-${project}-cad-jackpots.png` });
  });

  test('a BTC player reads µBTC in the header and in the game alike', async ({
    page,
    baseURL,
  }, testInfo) => {
    const project = testInfo.project.name;
    await registerPlayer(page, baseURL, `money-btc-${project}`, { currency: 'BTC' });
    const slot = await slotIn(page, baseURL, 'BTC');
    const shown = await balancesOnGamePage(page, `/play/${slot.provider}/${slot.seo_title}`);
    expect(shown.header).toMatch(/µBTC$/);
    expect(shown.game).toBe(shown.header);
    await page.screenshot({ path: `${SHOTS}/money-${project}-btc-game.png` });
  });
});
