import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { acceptCookies, expect, test } from './fixtures';
import { depositFiveHundred, registerPlayer, xhr } from './players';

/**
 * Tournaments and quests end to end (issue 18; engagement.md §3, §4; TN-003, TN-009, TN-010,
 * TN-012, TN-021..TN-026), in Chromium on a desktop and a phone: a new player with €500 opens
 * /tournaments, opens a running tournament (made for the run under /__test/tournaments, entry by
 * confirmation) and joins it, plays real spins in a second tab while the page shows their place,
 * points and board move without a reload; the tournament closes (the test API runs the same
 * close as the task at end_at) and the page shows the final results and the prize, which the
 * bell and the gift list show too; a rival who joined and scored nothing, their page open, sees
 * their final result at the close too (the close pushes every entrant's final status). A quest's first paying level, reached by one big spin, is
 * marked paid on the quest page as it happens. Screenshots: /tmp/tw-shots/tournaments-*.png.
 */

const SHOTS = '/tmp/tw-shots';

interface GameRow {
  provider: string;
  seo_title: string;
  live: boolean;
  volatility: string;
  categories: string[];
  collections: string[];
  currencies: Record<string, unknown>;
}

/** The page itself: the toasts the pushes raise (one per item a bet moved) are hidden. */
async function shoot(page: Page, project: string, name: string) {
  await page.screenshot({
    path: `${SHOTS}/tournaments-${project}-${name}.png`,
    fullPage: true,
    style: '[aria-live="polite"] > [role="status"] { display: none !important; }',
  });
}

/**
 * Plain high-volatility slots with a EUR version, video slots (their collections) first: their
 * stakes go highest (packages/game-math catalog: up to €200 or €500).
 */
async function bigStakeSlots(page: Page, baseURL: string | undefined): Promise<GameRow[]> {
  const response = await page.request.post('/api/games_filter', {
    headers: xhr(baseURL),
    data: { device: 'desktop', filter: { categories: { identifiers: ['slots'] } }, page_size: 100 },
  });
  const isVideo = (game: GameRow) =>
    game.collections.some((name) => name === 'megaways-like' || name === 'hold-and-win');
  return ((await response.json()) as { data: GameRow[] }).data
    .filter(
      (game) =>
        !game.live &&
        game.volatility === 'high' &&
        !game.categories.includes('special') &&
        game.currencies.EUR !== undefined,
    )
    .sort((a, b) => Number(isVideo(b)) - Number(isVideo(a)));
}

/**
 * One real-money spin of at least `stakeCents` (the smallest such level), in a tab of its own so
 * the page under test stays open in the first. A slot whose stakes stop below is passed over.
 * Answers the stake.
 */
async function spinAtLeast(page: Page, baseURL: string | undefined, stakeCents: number) {
  const isMobile = (page.viewportSize()?.width ?? 1000) < 600;
  const tab = await page.context().newPage();
  if (isMobile) await tab.setViewportSize({ width: 390, height: 844 });
  const game = tab.frameLocator('iframe[src*="/play/"]');
  const stake = game.locator('select.gm-bet__select');
  for (const slot of (await bigStakeSlots(page, baseURL)).slice(0, 6)) {
    await tab.goto(`/play/${slot.provider}/${slot.seo_title}?mode=real`);
    await expect(stake).toBeEnabled({ timeout: 20_000 });
    const levels = await stake
      .locator('option')
      .evaluateAll((options) =>
        options.map((option) => Number((option as HTMLOptionElement).value)),
      );
    const bet = levels.find((level) => level >= stakeCents);
    if (bet === undefined) continue;
    await stake.selectOption(String(bet));
    const spin = game.getByRole('button', { name: 'Spin (Space)' });
    const answered = tab.waitForResponse(
      (response) =>
        /\/api\/sessions\/[^/]+\/slot\/spin$/.test(new URL(response.url()).pathname) &&
        response.request().method() === 'POST',
    );
    if (isMobile) await spin.tap();
    else await spin.click();
    const response = await answered;
    expect(response.status(), await response.text()).toBe(200);
    const { bet: staked } = (await response.json()) as { bet: number };
    await tab.close();
    return staked;
  }
  throw new Error(`no slot stakes ${stakeCents} cents`);
}

const euros = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);

test.describe('tournaments', () => {
  // Real-money spins in the studio's iframe need a pixel ratio of 1 headless (games.spec.ts).
  test.use({ deviceScaleFactor: 1 });

  test.beforeEach(async ({ page }, testInfo) => {
    if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
    mkdirSync(SHOTS, { recursive: true });
  });

  test('a player joins a running tournament, climbs its board live and is paid at the close', async ({
    page,
    baseURL,
    browser,
    extraHTTPHeaders,
  }, testInfo) => {
    // A card deposit through the payment page and real spins: about 20 s here, more under load.
    test.setTimeout(90_000);
    const project = testInfo.project.name;
    const title = `Sprint ${project} ${Date.now().toString(36)}`;
    await registerPlayer(page, baseURL, `tournament-${project}`);
    await depositFiveHundred(page);
    const created = await page.request.post('/__test/tournaments', {
      headers: xhr(baseURL),
      data: {
        frontend_identifier: `e2e-sprint-${project}-${Date.now().toString(36)}`,
        title,
        entry: 'confirmation',
        prize_cents: 500,
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { id } = (await created.json()) as { id: number };

    // /tournaments lists what runs, the seeded races and this one, each with its timer.
    await page.goto('/tournaments');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tournaments');
    const card = page.getByTestId(`tournament-card-${id}`);
    await expect(card).toContainText('Left to finish');
    await expect(page.getByRole('link', { name: 'Aurora Spins Race' })).toBeVisible();
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/tournaments/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('leaderboard-empty')).toBeVisible();

    // TN-009: only bets after joining count.
    await page.getByRole('button', { name: 'Join the tournament' }).click();
    await expect(page.getByTestId('tournament-joined')).toBeVisible();
    await expect(page.getByTestId('my-place')).toHaveText('No points yet');

    const staked = await spinAtLeast(page, baseURL, 100);
    // The page was left open: the pushes move the standing and the board, no reload.
    await expect(page.getByTestId('my-place')).toHaveText('1');
    await expect(page.getByTestId('my-points')).toHaveText(euros(staked));
    await expect(page.getByTestId('my-prize')).toHaveText('€5.00 cash');
    const mine = page.getByTestId('leaderboard-me');
    await expect(mine).toContainText(euros(staked));
    await expect(page.getByText('1 player on the board')).toBeVisible();
    await shoot(page, project, '1-running');

    // A rival joins too, scores nothing and keeps the page open in a browser of their own.
    const rivalContext = await browser.newContext({
      baseURL,
      extraHTTPHeaders,
      viewport: page.viewportSize(),
    });
    await acceptCookies(rivalContext, baseURL);
    const rival = await rivalContext.newPage();
    await registerPlayer(rival, baseURL, `tournament-rival-${project}`);
    await rival.goto(`/tournaments/${id}`);
    await rival.getByRole('button', { name: 'Join the tournament' }).click();
    await expect(rival.getByTestId('tournament-joined')).toBeVisible();

    const closed = await page.request.post(`/__test/tournaments/${id}/close`, {
      headers: xhr(baseURL),
    });
    expect(closed.status(), await closed.text()).toBe(200);

    // The close's `won` notice reloads the page: final results, the prize on the player's row.
    await expect(page.getByRole('heading', { name: 'Final results' })).toBeVisible();
    await expect(page.getByTestId('tournament-page')).toHaveAttribute('data-status', 'archive');
    await expect(page.getByTestId('promo-timer').first()).toHaveText('Finished');
    await expect(mine).toContainText('€5.00 cash');
    await expect(page.getByText(`${title} is over: you finished in place 1.`)).toBeVisible();
    // The non-winner hears no `won`: the close's final status makes their open page final at
    // once (well before the page's 30 s poll), with their result.
    const rivalResult = rival.getByTestId('my-final-result');
    await expect(rival.getByTestId('tournament-page')).toHaveAttribute('data-status', 'archive');
    await expect(rival.getByRole('heading', { name: 'Final results' })).toBeVisible();
    await expect(rivalResult.getByTestId('my-place')).toHaveText('No points scored');
    await expect(rivalResult.getByTestId('my-prize')).toHaveText('No prize this time');
    await shoot(rival, project, '2-final-rival');
    await rivalContext.close();
    await shoot(page, project, '2-final');

    // The bell has the win with its prize; the gift list has the cash gift.
    const bell = page
      .getByRole('button', { name: /^Notifications/ })
      .locator('visible=true')
      .first();
    await bell.click();
    const notices = page.getByRole('region', { name: 'Notifications' });
    await expect(
      notices.getByText(`You finished ${title} in place 1. Your prize: Cash.`),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/profile/gifts');
    const ended = page.getByRole('region', { name: 'Ended gifts' });
    await expect(ended.getByRole('article', { name: 'Cash' })).toContainText('€5.00');
    await shoot(page, project, '3-gifts');
  });

  test('a quest pays its first level and marks it paid as it happens', async ({
    page,
    baseURL,
  }, testInfo) => {
    // A card deposit through the payment page and real spins: about 20 s here, more under load.
    test.setTimeout(90_000);
    const project = testInfo.project.name;
    await registerPlayer(page, baseURL, `quest-${project}`);
    await depositFiveHundred(page);
    await page.goto('/action/starter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Starter Quest');
    const second = page.getByTestId('quest-level-2');
    await expect(page.getByTestId('quest-current-level')).toHaveText('Level 1 of 6');
    await expect(second).toHaveAttribute('data-state', 'locked');

    // Level 2 of the xs ladder is €150 of bets (TN-022): one big spin.
    await spinAtLeast(page, baseURL, 15_000);
    await expect(page.getByTestId('quest-current-level')).toHaveText(/^Level [23] of 6$/);
    await expect(second).toHaveAttribute('data-state', /completed|active/);
    await expect(second).toContainText('prize paid');
    await shoot(page, project, '4-quest');
  });
});
