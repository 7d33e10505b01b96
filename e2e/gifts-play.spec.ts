import { mkdirSync } from 'node:fs';
import type { FrameLocator, Locator, Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { completeProfileAndPickCard, E2E_PASSWORD, signUp, xhr } from './players';

/**
 * Gifts played in the studio's games (engagement.md §3 Gift, §4 Gifts; GF-008, GF-009, SH-049,
 * NT-001; issue 16 "Tests and measurement"), in Chromium on a desktop and a phone:
 * - a new player's registration free spins are played in the slot until none are left, staking
 *   nothing; what they won becomes bonus money in wagering, or the gift finishes on nothing;
 * - a small bonus from a promo code (made for the run under /__test/gifts) is wagered to
 *   conversion after a deposit: the real balance grows by it, the gift reads wager_done and the
 *   bell has the notice; another gift is then activated and cancelled, and the balance menu's
 *   bonus money goes back to nothing.
 * Every step worth seeing is photographed under /tmp/shots/gifts-play-*.png.
 */

const SHOTS = '/tmp/shots';
const FREESPIN_GAME = '/play/juniper-jack/neon-lanterns?mode=real';

interface Account {
  currency: string;
  amount_cents: number;
  available_to_cashout_cents: number;
}

interface GiftRow {
  id: number;
  title: string;
  stage: string;
  amount_cents: number;
  bonus_cents: number;
  amount_wager_cents: number;
  amount_wager_requirement_cents: number;
  freespins_total: number;
  freespins_left: number;
}

interface SlotRound {
  round_id: string;
  bet: number;
  win: number;
  balance: number;
  freespins?: { issue_id: string; left: number; total: number; bet: number };
}

const euros = (minor: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(minor / 100);

async function shoot(page: Page, project: string, name: string) {
  await page.screenshot({ path: `${SHOTS}/gifts-play-${project}-${name}.png` });
}

const balanceButton = (page: Page) =>
  page
    .getByRole('button', { name: /^Balance/ })
    .locator('visible=true')
    .first();

const giftCard = (page: Page, title: string | RegExp) =>
  page.getByTestId('gift-card').filter({ has: page.getByRole('heading', { name: title }) });

const gameFrame = (page: Page) => page.frameLocator('iframe[src*="/play/"]');

const isSpin = (response: Response) =>
  /\/api\/sessions\/[^/]+\/slot\/spin$/.test(new URL(response.url()).pathname) &&
  response.request().method() === 'POST';

/** The player's EUR account: real money is what may be cashed out, the rest is bonus money. */
async function eurAccount(page: Page, baseURL: string | undefined) {
  const accounts = (await (
    await page.request.get('/api/player/accounts', { headers: xhr(baseURL) })
  ).json()) as Account[];
  const account = accounts.find((row) => row.currency === 'EUR');
  if (!account) throw new Error('no EUR account');
  return { real: account.available_to_cashout_cents, total: account.amount_cents };
}

async function giftList(
  page: Page,
  baseURL: string | undefined,
  family: 'bonuses' | 'freespins',
): Promise<GiftRow[]> {
  const response = await page.request.get(`/api/player/${family}`, { headers: xhr(baseURL) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as GiftRow[];
}

/** Waits until the slot takes a press (not spinning, not showing a round), then presses Spin. */
async function spinOnce(page: Page, game: FrameLocator, isMobile: boolean): Promise<SlotRound> {
  const button = game.locator('button.gm-spin');
  await expect(button).toHaveAttribute('aria-label', 'Spin (Space)', { timeout: 20_000 });
  await expect(button).toBeEnabled();
  await expect(button).not.toHaveClass(/is-spinning/, { timeout: 20_000 });
  // On a loaded machine a press has now and then never reached the game (no spin request, the
  // game still idle, twice in a row once): a player presses again, and so does the test, up to
  // three times, unless the round is already on its way.
  for (let press = 1; ; press += 1) {
    const spun = page.waitForResponse(isSpin, { timeout: 60_000 });
    if (isMobile) await button.tap();
    else await button.click();
    const answered = spun.catch(() => null);
    let response = await Promise.race([
      answered,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
    ]);
    if (!response) {
      const inFlight = (await game.locator('.sl-message').textContent()) === 'Good luck!';
      if (inFlight || press === 3) response = await spun;
    }
    if (response) {
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as SlotRound;
    }
  }
}

/** Turbo on (shorter reel motion), so a few dozen spins fit a test. */
async function turboOn(game: FrameLocator) {
  const turbo = game.getByRole('button', { name: 'Turbo spin' });
  // The game may still be settling in (its first render); press again until it holds.
  await expect(async () => {
    if ((await turbo.getAttribute('aria-pressed')) !== 'true') await turbo.click();
    await expect(turbo).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Opens the balance menu, reads it, closes it. */
async function balanceMenu(page: Page, check: (menu: Locator) => Promise<void>) {
  await balanceButton(page).click();
  const real = page.getByTestId('balance-real').locator('visible=true');
  await expect(real).toBeVisible();
  await check(page.locator('body'));
  await page.keyboard.press('Escape');
}

test.describe('gifts played in the games', () => {
  // As in games.spec.ts: at the phone's 2.625 pixel ratio, headless Chromium without a GPU
  // stalls real-money spins in the studio's iframe; phone layout and touch stay on.
  test.use({ deviceScaleFactor: 1 });

  test.beforeEach(async ({ page }, testInfo) => {
    if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
    mkdirSync(SHOTS, { recursive: true });
  });

  test('the registration free spins are played in the slot until none are left', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000);
    const project = testInfo.project.name;
    const isMobile = project === 'mobile';

    // A new player who chose the brand's registration free spins at sign-up (bonus_id, as the
    // sign-up form sends it; the form itself is gifts.spec.ts's).
    await page.goto('/');
    const offers = (await (
      await page.request.get('/api/bonuses/registration', { headers: xhr(baseURL) })
    ).json()) as { id: number; family: string; freespins_total: number }[];
    const offer = offers.find((row) => row.family === 'freespins');
    if (!offer) throw new Error('no registration free-spins offer');
    const registered = await page.request.post('/api/users', {
      headers: { ...xhr(baseURL), 'x-test-country': 'DE' },
      data: {
        user: {
          email: `gifts-spins-${project}-${Date.now().toString(36)}@example.com`,
          password: E2E_PASSWORD,
          password_confirmation: E2E_PASSWORD,
          terms_acceptance: true,
          receive_promos: false,
          country: 'DE',
          bonus_id: offer.id,
        },
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);

    // Activated in the gifts tab.
    await page.goto('/profile/gifts');
    const card = giftCard(page, /free spins on Neon Lanterns/);
    await expect(card).toBeVisible({ timeout: 20_000 });
    const total = offer.freespins_total;
    await card.getByRole('button', { name: 'Activate' }).click();
    await expect(card).toHaveAttribute('data-stage', 'activated', { timeout: 20_000 });
    await expect(card.getByTestId('gift-freespins')).toHaveText(`${total} of ${total} left`);
    const [issued] = (await giftList(page, baseURL, 'freespins')).filter(
      (gift) => gift.stage === 'activated',
    );
    if (!issued) throw new Error('the free spins are not activated');
    const before = await eurAccount(page, baseURL);

    // One of the gift's games, for real money: the studio shows the spins and the stake picker
    // says it sets the bet for after them.
    await page.goto(FREESPIN_GAME);
    const game = gameFrame(page);
    const tag = game.locator('.sl-freespins');
    await expect(tag).toHaveText(`${total} free spins left · €0.25 each`, { timeout: 30_000 });
    await expect(game.locator('#gm-bet-label')).toHaveText('Bet after free spins');
    await expect(page.getByTestId('bonus-meter-spins')).toHaveText(`${total} free spins left`);
    await turboOn(game);
    await shoot(page, project, '01-game-freespins');

    // Every spin: one fewer left, nothing staked, the real balance as it was.
    let won = 0;
    for (let left = total - 1; left >= 0; left -= 1) {
      const round = await spinOnce(page, game, isMobile);
      expect(round.bet).toBe(0);
      expect(round.freespins?.left ?? 0).toBe(left);
      won += round.win;
      if (left > 0) {
        await expect(tag).toHaveText(
          `${left} free ${left === 1 ? 'spin' : 'spins'} left · €0.25 each`,
        );
      }
      if (left === total - 3) {
        await expect(page.getByTestId('bonus-meter-spins')).toHaveText(`${left} free spins left`, {
          timeout: 20_000,
        });
        await shoot(page, project, '02-game-freespins-playing');
        expect((await eurAccount(page, baseURL)).real).toBe(before.real);
      }
    }
    await expect(tag).toBeHidden();
    // The last round shown to its end before the photograph.
    await expect(game.locator('button.gm-spin')).toHaveAttribute('aria-label', 'Spin (Space)', {
      timeout: 20_000,
    });
    await expect(game.locator('button.gm-spin')).not.toHaveClass(/is-spinning/);
    await expect(game.locator('#gm-bet-label')).toHaveText('Bet');
    expect((await eurAccount(page, baseURL)).real).toBe(before.real);
    await shoot(page, project, '03-game-freespins-over');

    // The api: the spins' winnings are the gift's amount, in wagering (or finished on nothing).
    const giftNow = async () =>
      (await giftList(page, baseURL, 'freespins')).find((gift) => gift.id === issued.id);
    await expect
      .poll(async () => (await giftNow())?.stage, { timeout: 20_000 })
      .toBe(won > 0 ? 'handle_bets' : 'finished');
    const ended = await giftNow();
    if (!ended) throw new Error('the free-spins gift is gone');
    expect(ended.freespins_left).toBe(0);
    expect(ended.amount_cents).toBe(won);
    expect(ended.bonus_cents).toBe(won);
    expect(ended.amount_wager_requirement_cents).toBe(won > 0 ? 30 * won : 0);
    const after = await eurAccount(page, baseURL);
    expect(after.real).toBe(before.real);
    expect(after.total - after.real).toBe(won);

    // The gifts tab says the same.
    await page.goto('/profile/gifts');
    await expect(card).toHaveAttribute('data-stage', ended.stage, { timeout: 20_000 });
    await expect(card.getByTestId('gift-freespins')).toHaveText(`0 of ${total} left`);
    if (won > 0) {
      await expect(card.getByTestId('gift-bonus')).toHaveText(euros(won));
      await expect(card.getByTestId('gift-wagering')).toHaveText(`€0.00 / ${euros(30 * won)} · 0%`);
    } else {
      await expect(page.getByRole('heading', { name: 'Ended gifts' })).toBeVisible();
    }
    await card.scrollIntoViewIfNeeded();
    await shoot(page, project, '04-gifts-tab-freespins-ended');
  });

  test('a small bonus is wagered to conversion, the bell says so; another is cancelled', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000);
    const project = testInfo.project.name;
    const isMobile = project === 'mobile';
    const stamp = Date.now().toString(36).toUpperCase();
    const code = `E2E-X1-${project.toUpperCase()}-${stamp}`;
    const title = `€2 bonus, wagered once (${project} ${stamp})`;

    // The operator's template and code, made for this run (test API, as create-template and
    // create-promo make them): €2 of bonus money, wagered once, slots count fully.
    const made = await page.request.post('/__test/gifts/promo-codes', {
      data: {
        code,
        key: `e2e-x1-${project}-${stamp.toLowerCase()}`,
        title,
        amount_cents: { EUR: 200 },
        multiplier: 1,
      },
    });
    expect(made.status(), await made.text()).toBe(200);

    await signUp(page, baseURL, {
      email: `gifts-x1-${project}-${Date.now().toString(36)}@example.com`,
    });
    await page.reload();

    // Real money first (a stake takes it before bonus money): €50 by card, no deposit gift.
    await page
      .getByRole('link', { name: 'Deposit', exact: true })
      .locator('visible=true')
      .first()
      .click();
    const deposit = page.getByRole('dialog', { name: 'Deposit' });
    await completeProfileAndPickCard(deposit);
    await deposit
      .getByRole('group', { name: 'Deposit gift' })
      .getByRole('radio', { name: /No bonus/ })
      .check();
    await deposit.getByRole('button', { name: 'Deposit €50.00' }).click();
    await expect(page).toHaveURL(/\/pay\//, { timeout: 20_000 });
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Pay €50.00' }).click();
    await expect(deposit.getByRole('heading', { name: 'Deposit successful' })).toBeVisible({
      timeout: 30_000,
    });
    await deposit.getByRole('button', { name: 'Done' }).click();
    await expect.poll(async () => (await eurAccount(page, baseURL)).real).toBe(5_000);

    // The code in the gifts tab, then the bonus activated: wagering starts.
    await page.goto('/profile/gifts');
    await page.getByRole('textbox', { name: 'Promo code' }).fill(code);
    await page.getByRole('button', { name: 'Activate code' }).click();
    const card = giftCard(page, title);
    await expect(card).toBeVisible({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Activate' }).click();
    await expect(card).toHaveAttribute('data-stage', 'handle_bets', { timeout: 20_000 });
    await expect(card.getByTestId('gift-wagering')).toHaveText('€0.00 / €2.00 · 0%');
    await shoot(page, project, '05-gifts-tab-bonus-wagering');

    // The slot, at a stake of at most €1: the meter above the game follows the wagering.
    await page.goto(FREESPIN_GAME);
    const game = gameFrame(page);
    await expect(game.locator('.gm-balance__value')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('bonus-meter-progress')).toContainText('€2.00', {
      timeout: 20_000,
    });
    const select = game.locator('select.gm-bet__select');
    const levels = (await select
      .locator('option')
      .evaluateAll((options) =>
        options.map((option) => Number((option as HTMLOptionElement).value)),
      )) as number[];
    const stake = Math.max(...levels.filter((level) => level <= 100));
    await select.selectOption(String(stake));
    await turboOn(game);

    let real = 5_000;
    let wagered = 0;
    let spins = 0;
    while (wagered < 200) {
      const round = await spinOnce(page, game, isMobile);
      expect(round.bet).toBe(stake);
      // Real money covers every stake, so the bonus is untouched and every win is real money.
      real += round.win - round.bet;
      wagered += round.bet;
      spins += 1;
      if (spins === 1 && wagered < 200) {
        await expect(page.getByTestId('bonus-meter-progress')).toContainText(
          `Wagered ${euros(wagered)} of €2.00`,
          { timeout: 20_000 },
        );
        await shoot(page, project, '06-game-bonus-meter');
      }
      expect(spins).toBeLessThan(30);
    }

    // Converted inside the last bet: the €2 joined the real money.
    await expect
      .poll(async () => eurAccount(page, baseURL), { timeout: 20_000 })
      .toEqual({ real: real + 200, total: real + 200 });
    await expect(page.getByTestId('bonus-meter')).toHaveCount(0, { timeout: 20_000 });
    await expect(game.locator('.gm-balance__value')).toHaveText(euros(real + 200));
    // A phone plays full screen, over the site's header: the player leaves the game first.
    if (isMobile) {
      await page.getByRole('button', { name: 'Leave the game' }).tap();
      await expect(page).not.toHaveURL(/\/play\//);
    }
    await balanceMenu(page, async (menu) => {
      await expect(menu.getByTestId('balance-real').locator('visible=true')).toHaveText(
        euros(real + 200),
        { timeout: 20_000 },
      );
      await expect(menu.getByTestId('balance-bonus').locator('visible=true')).toHaveText('€0.00');
    });
    const bonuses = await giftList(page, baseURL, 'bonuses');
    expect(bonuses.find((gift) => gift.title === title)).toMatchObject({
      stage: 'wager_done',
      bonus_cents: 0,
    });

    // The bell: the wagering-complete notice arrived live.
    const header = page.getByRole('banner');
    const bell = header.getByRole('button', { name: 'Notifications', exact: true });
    await expect(bell).toHaveAttribute('data-state', 'on', { timeout: 20_000 });
    await bell.click();
    const notice = page
      .getByRole('region', { name: 'Notifications' })
      .getByTestId('notification-item')
      .filter({ hasText: 'Wagering complete' });
    await expect(notice).toHaveCount(1, { timeout: 20_000 });
    await expect(notice).toContainText(`${title}: wagering complete`);
    await shoot(page, project, '07-bell-wagering-complete');
    await page.keyboard.press('Escape');

    // The gifts tab: wager_done among the ended gifts.
    await page.goto('/profile/gifts');
    await expect(card).toHaveAttribute('data-stage', 'wager_done', { timeout: 20_000 });
    await expect(card.getByTestId('gift-wagering')).toHaveText('€2.00 / €2.00 · 100%');
    await card.scrollIntoViewIfNeeded();
    await shoot(page, project, '08-gifts-tab-wager-done');

    // Another gift: the demo brand's €10 promo bonus, activated into the balance menu...
    const realAfter = real + 200;
    await page.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Activate code' }).click();
    const other = giftCard(page, '€10 bonus, no deposit needed');
    await expect(other).toBeVisible({ timeout: 20_000 });
    await other.getByRole('button', { name: 'Activate' }).click();
    await expect(other).toHaveAttribute('data-stage', 'handle_bets', { timeout: 20_000 });
    await balanceMenu(page, async (menu) => {
      await expect(menu.getByTestId('balance-bonus').locator('visible=true')).toHaveText('€10.00', {
        timeout: 20_000,
      });
    });

    // ...then cancelled after the confirmation that names the €10 forfeited.
    await other.getByRole('button', { name: 'Cancel gift' }).click();
    const confirm = other.getByRole('alertdialog');
    await expect(confirm).toContainText('You lose the €10.00 bonus money this gift holds.');
    await shoot(page, project, '09-gifts-tab-cancel-confirm');
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(other).toHaveAttribute('data-stage', 'canceled', { timeout: 20_000 });
    await balanceMenu(page, async (menu) => {
      await expect(menu.getByTestId('balance-bonus').locator('visible=true')).toHaveText('€0.00', {
        timeout: 20_000,
      });
      await expect(menu.getByTestId('balance-real').locator('visible=true')).toHaveText(
        euros(realAfter),
      );
    });
    expect(await eurAccount(page, baseURL)).toEqual({ real: realAfter, total: realAfter });
  });
});
