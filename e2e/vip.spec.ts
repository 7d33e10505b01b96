import { mkdirSync } from 'node:fs';
import type { FrameLocator, Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { depositFiveHundred, registerPlayer, xhr } from './players';
import { settleAnimations } from './screens';

/**
 * VIP status and progress, and the profile's level tab (engagement.md §3, §4, §9; VIP-005,
 * VIP-006, VIP-012, VIP-015, VIP-016, PR-036; issue 17 "sees VIP progress move"), in Chromium on
 * a desktop and a phone: a new player opens the VIP club in one tab (Rising star, nothing yet,
 * every tier in the carousel), deposits €500 and plays a slot in another, and sees the club tab,
 * never reloaded, count the deposit and then the bets; then finds their level among the twelve
 * on the profile's level tab, from the comp points the bets earned. Screens are
 * photographed under /tmp/shots/vip-*.png.
 */

const SHOTS = '/tmp/shots';
const SLOT = '/play/juniper-jack/neon-lanterns?mode=real';
const SPINS = 3;

interface Progress {
  depositAmountCents: number;
  betSumCents: number;
  activeStatus: string;
}

async function shoot(page: Page, project: string, name: string) {
  await settleAnimations(page);
  await page.screenshot({ path: `${SHOTS}/vip-${project}-${name}.png`, fullPage: true });
}

const euros = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);

async function progressOf(page: Page, baseURL: string | undefined): Promise<Progress> {
  const response = await page.request.get('/jam/vip_status_progress', {
    headers: xhr(baseURL),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Progress;
}

const isSpin = (response: Response) =>
  /\/api\/sessions\/[^/]+\/slot\/spin$/.test(new URL(response.url()).pathname) &&
  response.request().method() === 'POST';

/** One settled round: waits until the slot takes a press, presses Spin once (twice if lost). */
async function spinOnce(page: Page, game: FrameLocator, isMobile: boolean): Promise<number> {
  const button = game.locator('button.gm-spin');
  await expect(button).toHaveAttribute('aria-label', 'Spin (Space)', { timeout: 20_000 });
  await expect(button).toBeEnabled();
  await expect(button).not.toHaveClass(/is-spinning/, { timeout: 20_000 });
  const press = () => (isMobile ? button.tap() : button.click());
  const spun = page.waitForResponse(isSpin, { timeout: 60_000 });
  await press();
  let response = await Promise.race([
    spun.catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
  ]);
  if (!response) {
    const again = page.waitForResponse(isSpin);
    await press();
    response = await again;
  }
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { bet: number }).bet;
}

/** The highest bet level up to €20, so three rounds earn more than level 1's 100 points. */
async function raiseBet(game: FrameLocator): Promise<number> {
  const select = game.locator('select.gm-bet__select');
  await expect(select).toBeEnabled({ timeout: 30_000 });
  const levels = (await select
    .locator('option')
    .evaluateAll((options) =>
      options.map((option) => Number((option as HTMLOptionElement).value)),
    )) as number[];
  const bet = Math.max(...levels.filter((level) => level <= 2_000));
  await select.selectOption(String(bet));
  return bet;
}

test.describe('the VIP club and the level tab', () => {
  // As in games.spec.ts: real-money spins stall at the phone's pixel ratio without a GPU.
  test.use({ deviceScaleFactor: 1 });

  test.beforeEach(async ({ page }, testInfo) => {
    if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
    mkdirSync(SHOTS, { recursive: true });
  });

  test('a player deposits and plays and sees the VIP progress and the level move', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(300_000);
    const project = testInfo.project.name;
    const isMobile = project === 'mobile';
    await registerPlayer(page, baseURL, `vip-${project}`);

    // The club in its own tab: Rising star, nothing yet this quarter, every tier compared.
    const club = await context.newPage();
    if (isMobile) await club.setViewportSize({ width: 390, height: 844 });
    await club.goto('/rocketplay-vipclub');
    const card = club.getByTestId('vip-status-card');
    await expect(card.getByTestId('vip-active-status')).toHaveText('Rising star', {
      timeout: 20_000,
    });
    await expect(card.getByText('My status')).toBeVisible();
    await expect(card.getByTestId('vip-deposits')).toHaveText(`€0.00 of ${euros(600_000)}`);
    await expect(card.getByTestId('vip-bets')).toHaveText(`€0.00 of ${euros(6_000_000)}`);
    await expect(card.getByTestId('vip-overall')).toContainText('0% of the way');
    const carousel = club.getByTestId('vip-carousel');
    for (const tier of ['regular', 'bronze', 'silver', 'gold', 'platinum', 'diamond']) {
      await expect(carousel.getByTestId(`vip-tier-${tier}`)).toHaveCount(1);
    }
    await expect(carousel.getByTestId('vip-tier-regular')).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByTestId('vip-tier-bronze')).toContainText(euros(600_000));
    await shoot(club, project, '01-club-new-player');

    // A deposit in the first tab: the club tab's deposit bar moves with no reload.
    await page.bringToFront();
    await depositFiveHundred(page);
    await expect
      .poll(async () => (await progressOf(page, baseURL)).depositAmountCents, { timeout: 30_000 })
      .toBe(50_000);
    await club.bringToFront();
    await expect(card.getByTestId('vip-deposits')).toHaveText(`€500.00 of ${euros(600_000)}`, {
      timeout: 45_000,
    });
    await shoot(club, project, '02-club-after-deposit');

    // A few rounds of the slot in the first tab; the club tab counts what was staked.
    await page.bringToFront();
    await page.goto(SLOT);
    const game = page.frameLocator('iframe[src*="/play/"]');
    const bet = await raiseBet(game);
    let staked = 0;
    for (let spin = 0; spin < SPINS; spin += 1) staked += await spinOnce(page, game, isMobile);
    expect(staked).toBe(SPINS * bet);
    await expect
      .poll(async () => (await progressOf(page, baseURL)).betSumCents, { timeout: 30_000 })
      .toBe(staked);
    await club.bringToFront();
    await expect(card.getByTestId('vip-bets')).toHaveText(
      `${euros(staked)} of ${euros(6_000_000)}`,
      { timeout: 45_000 },
    );
    await expect(card.getByTestId('vip-deposits')).toHaveText(`€500.00 of ${euros(600_000)}`);
    await shoot(club, project, '03-club-after-play');

    // The level tab: the twelve levels, the player's from the comp points the bets earned.
    const pointsResponse = await page.request.get('/api/player/comp_points', {
      headers: xhr(baseURL),
    });
    expect(pointsResponse.status()).toBe(200);
    const persistent = ((await pointsResponse.json()) as { persistent: { points: number } })
      .persistent.points;
    await page.goto('/profile/level');
    await expect(page.getByTestId('level-card-12')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('level-points')).toHaveText(
      `${new Intl.NumberFormat('en').format(persistent)} comp points in total`,
    );
    // The demo brand's first maxima: 100 and 500 points.
    const current = persistent < 100 ? 1 : persistent < 500 ? 2 : 3;
    await expect(page.getByTestId(`level-card-${current}`)).toHaveAttribute(
      'data-state',
      'current',
    );
    await expect(page.getByTestId(`level-card-${current + 1}`)).toHaveAttribute(
      'data-state',
      'future',
    );
    await expect(page.getByTestId(`level-card-${current + 2}`)).toHaveAttribute(
      'data-state',
      'lock',
    );
    if (current > 1) {
      await expect(page.getByTestId('level-card-1')).toHaveAttribute('data-state', 'before');
    }
    await shoot(page, project, '04-level-tab');
  });

  test('a guest sees the club, its tiers and the way to sign up', async ({ page }, testInfo) => {
    const project = testInfo.project.name;
    await page.goto('/vip');
    await expect(page).toHaveURL(/\/rocketplay-vipclub$/);
    await expect(page.getByRole('heading', { name: 'VIP club', level: 1 })).toBeVisible();
    await expect(
      page.getByTestId('vip-carousel').locator('[data-testid^="vip-tier-"]'),
    ).toHaveCount(6, { timeout: 20_000 });
    await expect(page.getByTestId('vip-status-card')).toHaveCount(0);
    await page
      .getByRole('region', { name: 'Join to climb the tiers' })
      .getByRole('link', { name: 'Sign up' })
      .click();
    await expect(page).toHaveURL(/\/registration\?redirect=%2Frocketplay-vipclub/);
    await shoot(page, project, '05-guest');
  });
});
