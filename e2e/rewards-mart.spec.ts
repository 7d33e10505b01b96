import { mkdirSync } from 'node:fs';
import type { FrameLocator, Locator, Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { depositFiveHundred, registerPlayer, xhr } from './players';
import { settleAnimations } from './screens';

/**
 * Comp points earned in a slot and spent in the rewards mart (engagement.md §2 Rewards mart,
 * §3 Comp points, §4 Comp points and exchange; CP-013..CP-015, CP-020..CP-022, CP-026, CP-030;
 * issue 17 "Tests and measurement"), in Chromium on a desktop and a phone:
 * - a new player deposits, keeps the mart open in one tab and plays a slot in another: each
 *   round's points reach the mart's balance and its floating widget live (comps_award);
 * - the points buy 10 free spins (they land among the gifts) and a Rocket Box at its sale price
 *   (it lands among the lootboxes, issued);
 * - the chance page without an entry leads to the mart's special tab, where points buy one; the
 *   result popup leads back to /rocket-chance, where the entry is drawn (issue 17, RT-035).
 * Every step worth seeing is photographed under /tmp/shots/rewards-mart-*.png.
 */

const SHOTS = '/tmp/shots';
const SLOT = '/play/juniper-jack/neon-lanterns?mode=real';
/** K-096 as the demo brand seeds it: a point per 25 euro cents staked on slots. */
const CENTS_PER_POINT = 25;
/** What the test buys: 10 free spins (100 points) and a Rocket Box (300, or less on sale). */
const POINTS_NEEDED = 100 + 300;

interface SlotRound {
  bet: number;
  win: number;
  balance: number;
}

interface CompPoints {
  chargeable: { points: number };
  persistent: { points: number };
}

async function shoot(page: Page, project: string, name: string) {
  await settleAnimations(page);
  await page.screenshot({ path: `${SHOTS}/rewards-mart-${project}-${name}.png` });
}

const isSpin = (response: Response) =>
  /\/api\/sessions\/[^/]+\/slot\/spin$/.test(new URL(response.url()).pathname) &&
  response.request().method() === 'POST';

async function compPoints(page: Page, baseURL: string | undefined): Promise<CompPoints> {
  const response = await page.request.get('/api/player/comp_points', { headers: xhr(baseURL) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CompPoints;
}

const points = (count: number) =>
  `${new Intl.NumberFormat('en').format(count)} ${count === 1 ? 'point' : 'points'}`;

/** Waits until the slot takes a press, then presses Spin; the settled round. */
async function spinOnce(page: Page, game: FrameLocator, isMobile: boolean): Promise<SlotRound> {
  const button = game.locator('button.gm-spin');
  await expect(button).toHaveAttribute('aria-label', 'Spin (Space)', { timeout: 20_000 });
  await expect(button).toBeEnabled();
  await expect(button).not.toHaveClass(/is-spinning/, { timeout: 20_000 });
  const spun = page.waitForResponse(isSpin, { timeout: 60_000 });
  if (isMobile) await button.tap();
  else await button.click();
  // A press that never reached the game (no request, the game idle) is pressed once more, as a
  // player would (gifts-play.spec.ts saw it once after a winning round).
  const first = await Promise.race([
    spun.catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
  ]);
  let response = first;
  if (!response) {
    const again = page.waitForResponse(isSpin);
    if (isMobile) await button.tap();
    else await button.click();
    response = await again;
  }
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SlotRound;
}

/** The highest bet level up to €20, so a few spins earn what the test buys. */
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

async function turboOn(game: FrameLocator) {
  const turbo = game.getByRole('button', { name: 'Turbo spin' });
  await expect(async () => {
    if ((await turbo.getAttribute('aria-pressed')) !== 'true') await turbo.click();
    await expect(turbo).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

const rewardCard = (page: Page, title: string) =>
  page.getByTestId('reward-card').filter({ hasText: title }).first();

/** Opens a card and exchanges one unit; the result popup's text. */
async function exchangeOne(page: Page, card: Locator, shot: () => Promise<void>): Promise<string> {
  await card.click();
  const purchase = page.getByTestId('mart-purchase');
  await expect(purchase).toBeVisible();
  await expect(purchase.getByTestId('mart-conditions')).toBeVisible();
  await shot();
  const exchanged = page.waitForResponse(
    (response) =>
      response.url().includes('/api/comp_points/exchange/') &&
      response.request().method() === 'POST',
  );
  await purchase.getByTestId('mart-exchange').click();
  const response = await exchanged;
  expect(response.status(), await response.text()).toBe(200);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
  const result = page.getByTestId('mart-result-success');
  await expect(result).toBeVisible();
  return (await result.textContent()) ?? '';
}

test.describe('the rewards mart', () => {
  // As in games.spec.ts: at the phone's 2.625 pixel ratio, headless Chromium without a GPU
  // stalls real-money spins in the studio's iframe; phone layout and touch stay on.
  test.use({ deviceScaleFactor: 1 });

  test.beforeEach(async ({ page }, testInfo) => {
    if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
    mkdirSync(SHOTS, { recursive: true });
  });

  test('points earned in a slot reach the mart live and buy free spins and a lootbox', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(300_000);
    const project = testInfo.project.name;
    const isMobile = project === 'mobile';
    // CP-029: the mart's floating widget (with the balance) is a comp-points feature of the flag.
    await context.addInitScript(() =>
      localStorage.setItem('featureFlags', JSON.stringify({ enableConpoints: true })),
    );

    await registerPlayer(page, baseURL, `mart-${project}`);
    await depositFiveHundred(page);
    expect((await compPoints(page, baseURL)).chargeable.points).toBe(0);

    // The mart, open in this tab: no points yet, so every reward says what is missing.
    await page.goto('/rocket-mart');
    await expect(page.getByTestId('mart-balance-points')).toHaveText(points(0));
    await expect(page.getByTestId('reward-card').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('reward-missing').first()).toBeVisible();
    const widget = page.getByTestId('floating-widget-rewardsMart');
    await expect(widget).toBeVisible();
    await shoot(page, project, '01-mart-no-points');

    // The slot in a second tab, at a high stake, until the stakes are worth the two rewards.
    const slotPage = await context.newPage();
    if (isMobile) await slotPage.setViewportSize({ width: 390, height: 844 });
    await slotPage.goto(SLOT);
    const game = slotPage.frameLocator('iframe[src*="/play/"]');
    await turboOn(game);
    const bet = await raiseBet(game);
    let staked = 0;
    for (let spin = 1; staked < POINTS_NEEDED * CENTS_PER_POINT; spin += 1) {
      expect(spin, 'spins needed to earn the points').toBeLessThanOrEqual(40);
      const round = await spinOnce(slotPage, game, isMobile);
      expect(round.bet).toBe(bet);
      staked += round.bet;
      expect(round.balance, 'money left to stake').toBeGreaterThanOrEqual(bet);
      if (spin === 1) await shoot(slotPage, project, '02-slot-playing');
    }
    const earned = Math.floor(staked / CENTS_PER_POINT);
    await expect
      .poll(async () => (await compPoints(page, baseURL)).chargeable.points, { timeout: 30_000 })
      .toBe(earned);

    // CP-026: the mart tab, never reloaded, shows them (the comps_award push).
    await page.bringToFront();
    await expect(page.getByTestId('mart-balance-points')).toHaveText(points(earned), {
      timeout: 20_000,
    });
    await expect(widget).toContainText(points(earned));
    // CP-020: the tabs with an affordable reward are accented.
    await expect(page.getByTestId('mart-tab-freespins')).toHaveAttribute('data-accent', 'true');
    await expect(page.getByTestId('mart-tab-special')).toHaveAttribute('data-accent', 'true');
    // CP-016, CP-019: the seeded sale runs, so a player has the discounts tab and its timer.
    await expect(page.getByTestId('mart-sale-timer')).toHaveText(/^\d+d \d+h \d+m$/);
    await expect(page.getByTestId('mart-tab-discounts')).toBeVisible();
    await shoot(page, project, '03-mart-points-earned');
    await page.getByTestId('mart-tab-discounts').click();
    await expect(page).toHaveURL(/\/rocket-mart\/discounts$/);
    const onSale = page.getByTestId('reward-card').first();
    await expect(onSale.getByTestId('reward-badge')).toHaveText(/^-\d+%$/);
    await expect(onSale.getByTestId('reward-full-price')).toBeVisible();
    await shoot(page, project, '03b-mart-discounts-tab');

    // 10 free spins for 100 points: they land among the gifts.
    await page.getByTestId('mart-tab-freespins').click();
    await expect(page).toHaveURL(/\/rocket-mart\/freespins$/);
    const spinsCard = rewardCard(page, '10 free spins');
    await expect(spinsCard.getByTestId('reward-price')).toHaveText(points(100));
    await shoot(page, project, '04-mart-freespins-tab');
    const spinsResult = await exchangeOne(page, spinsCard, async () => {
      // CP-010: more than one unit is affordable, so the quantity shows (1 by default).
      await expect(page.getByTestId('mart-quantity')).toBeVisible();
      await expect(page.getByTestId('mart-total')).toHaveText(`Total: ${points(100)}`);
      await shoot(page, project, '04b-mart-purchase-popup');
    });
    expect(spinsResult).toContain('You got 10 free spins.');
    expect(spinsResult).toContain(`${points(earned - 100)} left.`.replace('points', 'comp points'));
    await shoot(page, project, '05-mart-freespins-bought');
    await page.getByRole('button', { name: 'Keep shopping' }).click();
    await expect(page.getByTestId('mart-balance-points')).toHaveText(points(earned - 100));
    const freespins = (await (
      await page.request.get('/api/player/freespins', { headers: xhr(baseURL) })
    ).json()) as { title: string; freespins_total: number }[];
    expect(freespins.some((gift) => gift.freespins_total === 10)).toBe(true);

    // A Rocket Box, at its sale price while the seeded sale runs (CP-030): issued to open.
    await page.getByTestId('mart-tab-special').click();
    const boxCard = rewardCard(page, 'Rocket Box');
    await expect(boxCard).toBeVisible();
    const boxPrice = Number(
      ((await boxCard.getByTestId('reward-price').locator('strong').textContent()) ?? '').replace(
        /\D/g,
        '',
      ),
    );
    expect(boxPrice).toBeLessThanOrEqual(300);
    const before = (await (
      await page.request.get('/api/player/lootboxes', { headers: xhr(baseURL) })
    ).json()) as { lootboxes: { id: number; stage: string }[] };
    const boxResult = await exchangeOne(page, boxCard, () => Promise.resolve());
    expect(boxResult).toContain('You got Rocket Box.');
    await shoot(page, project, '06-mart-lootbox-bought');
    const after = (await (
      await page.request.get('/api/player/lootboxes', { headers: xhr(baseURL) })
    ).json()) as { lootboxes: { id: number; stage: string }[] };
    const issued = after.lootboxes.filter(
      (box) => box.stage === 'issued' && !before.lootboxes.some((old) => old.id === box.id),
    );
    expect(issued).toHaveLength(1);
    expect((await compPoints(page, baseURL)).chargeable.points).toBe(earned - 100 - boxPrice);
    await page.getByRole('button', { name: 'Keep shopping' }).click();

    // LB-005: the loot box widget now shows the box to open.
    await expect(page.getByTestId('floating-widget-lootbox')).toBeVisible({ timeout: 20_000 });
    await shoot(page, project, '07-mart-after');
  });

  test('points buy a Rocket Chance entry, which the result leads to /rocket-chance to draw', async ({
    page,
    baseURL,
  }, testInfo) => {
    const project = testInfo.project.name;
    // The phone's player holds Canadian dollars: the entry costs the same points everywhere,
    // and a prize it wins is paid in the player's currency.
    const from = project === 'mobile' ? { country: 'CA', currency: 'CAD' } : {};
    const currency = project === 'mobile' ? 'CAD' : 'EUR';
    await registerPlayer(page, baseURL, `mart-chance-${project}`, from);
    // Points as a prize pays them (the test api), so the test need not play a slot for them.
    const granted = await page.request.post('/__test/comp_points', {
      headers: xhr(baseURL),
      data: { points: 300 },
    });
    expect(granted.status(), await granted.text()).toBe(200);

    // Without an entry, the chance page says the mart sells them for points.
    await page.goto('/rocket-chance');
    await expect(page.getByTestId('chance-entries')).toHaveText('0 entries to use');
    const buy = page.getByRole('link', { name: 'Or buy one with comp points.' });
    await expect(buy).toBeVisible();
    await shoot(page, project, '10a-chance-no-entry');
    await buy.click();
    await expect(page).toHaveURL(/\/rocket-mart\/special$/);
    await expect(page.getByTestId('mart-balance-points')).toHaveText(points(300));
    const entryCard = page.locator('[data-testid="reward-card"][data-type="chances"]');
    await expect(entryCard).toBeVisible({ timeout: 20_000 });
    await expect(entryCard).toContainText('Rocket Chance entry');
    await expect(entryCard.getByTestId('reward-gives')).toHaveText(
      '1 entry to the Rocket Chance draw',
    );
    await expect(entryCard.getByTestId('reward-price')).toHaveText(points(250));
    await expect(entryCard.locator('img')).toHaveAttribute('src', '/brand/mart/chance.svg');
    await entryCard.evaluate((node) =>
      node.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    // The picture is served and drawn (the photograph waits for it too).
    const picture = entryCard.locator('img');
    await expect
      .poll(() =>
        picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);
    await shoot(page, project, '10-mart-chance-card');

    const result = await exchangeOne(page, entryCard, () =>
      shoot(page, project, '11-mart-chance-purchase'),
    );
    expect(result).toContain('You got Rocket Chance entry.');
    expect(result).toContain('50 comp points left.');
    await shoot(page, project, '12-mart-chance-bought');
    expect((await compPoints(page, baseURL)).chargeable.points).toBe(50);

    await page
      .getByTestId('mart-result-success')
      .getByRole('link', {
        name: 'Draw now at Rocket Chance',
      })
      .click();
    await expect(page).toHaveURL(/\/rocket-chance$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rocket Chance' })).toBeVisible();
    await expect(page.getByTestId('chance-entries')).toHaveText('1 entry to use');
    await shoot(page, project, '13-chance-entry-bought');

    const drawn = page.waitForResponse((response) =>
      response.url().endsWith('/api/player/chance/draws'),
    );
    await page.getByTestId('chance-enter').click();
    const response = await drawn;
    expect(response.status(), await response.text()).toBe(200);
    const { draw } = (await response.json()) as {
      draw: { gift: { currency: string } | null };
    };
    if (draw.gift) expect(draw.gift.currency).toBe(currency);
    await expect(page.getByTestId('chance-result')).toContainText(
      draw.gift ? 'You won' : 'No prize this time.',
    );
    await expect(page.getByTestId('chance-entries')).toHaveText('0 entries to use');
    await shoot(page, project, '14-chance-drawn');
  });

  test('a guest browses the mart and is asked to sign up to exchange', async ({
    page,
  }, testInfo) => {
    const project = testInfo.project.name;
    // DESIGN.md §11: a guest's lobby loads neither the mart's nor the widgets' chunk.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /rewards-mart|floating-widgets/.test(path))).toEqual([]);
    await expect(page.getByTestId('floating-widget-rewardsMart')).toHaveCount(0);

    await page.goto('/rocket-mart');
    const cards = page.getByTestId('reward-card');
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('mart-tab-discounts')).toHaveCount(0);
    await expect(page.getByTestId('mart-read-more')).toBeVisible();
    await page.getByTestId('mart-tab-money').click();
    await expect(page).toHaveURL(/\/rocket-mart\/money$/);
    const money = cards.first();
    await expect(money.locator('img')).toHaveAttribute('src', /\/brand\/mart\/money-\d+\.svg$/);
    await shoot(page, project, '08-guest-money-tab');
    await money.click();
    const purchase = page.getByTestId('mart-purchase');
    await expect(purchase.getByTestId('mart-register')).toBeVisible();
    await expect(purchase.getByTestId('mart-exchange')).toHaveCount(0);
    await shoot(page, project, '09-guest-purchase');
    await purchase.getByTestId('mart-register').click();
    await expect(page).toHaveURL(/\/registration\?redirect=%2Frocket-mart%2Fmoney/);
  });
});
