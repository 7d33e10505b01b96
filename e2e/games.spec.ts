import { mkdirSync } from 'node:fs';
import type { APIRequestContext, FrameLocator, Locator, Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { completeProfileAndPickCard, declineDepositGift, signUp, xhr } from './players';

/**
 * The games end to end against the api, the payments sandbox and the game studio, each on its
 * own origin (DESIGN.md §6; platform-core.md §4 Game tile overlay, Play, Search; GM-004, GM-008,
 * GM-015..GM-021, GM-030, PR-024/025): a new player deposits, opens a slot from the lobby and
 * the header balance follows every spin in the studio's iframe; a guest plays the demo for FUN;
 * the header search; favourites hearted in the lobby listed on their own page. Every step is
 * photographed for review (desktop 1366×860, mobile 390×844).
 */

const SHOTS = '/tmp/shots';
const TEST_CARD = '4242 4242 4242 4242';
const PASSWORD = 'Velvet-Rope-2024!';

interface GameRow {
  identifier: string;
  title: string;
  provider: string;
  seo_title: string;
  categories: string[];
  live: boolean;
  has_demo_mode: boolean;
  currencies: Record<string, { id: number }>;
}

/** The studio's answer to a slot spin (apps/games/src/shared/client-api.ts slotRoundViewSchema). */
interface SlotRound {
  round_id: string;
  bet: number;
  win: number;
  balance: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const euros = (minor: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(minor / 100);

async function shoot(page: Page, project: string, name: string) {
  await page.screenshot({ path: `${SHOTS}/games-${project}-${name}.png` });
}

/** A new player from Germany (EUR), signed in in this browser. */
async function registerPlayer(
  page: Page,
  baseURL: string | undefined,
  project: string,
  what: string,
) {
  // Base 36: a 13-digit timestamp can pass the card checksum, and the api refuses card numbers.
  const email = `games-${what}-${project}-${Date.now().toString(36)}@example.com`;
  await signUp(page, baseURL, { email, password: PASSWORD });
  await page.reload();
}

/** Every game of the catalog in the given categories, most popular first. */
async function gamesIn(
  request: APIRequestContext,
  baseURL: string | undefined,
  categories: string[],
): Promise<GameRow[]> {
  const response = await request.post('/api/games_filter', {
    headers: xhr(baseURL),
    data: {
      device: 'desktop',
      filter: { categories: { identifiers: categories } },
      page: 1,
      page_size: 100,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: GameRow[] }).data;
}

/** A plain slot (no special-game popup before it), with a demo and a EUR version. */
const isPlainSlot = (game: GameRow) =>
  !game.live &&
  game.has_demo_mode &&
  !game.categories.includes('special') &&
  game.currencies.EUR !== undefined;

/** The tile of a game in the lobby or a list page (its title is unique in the catalog). */
const tileOf = (page: Page, title: string) =>
  page
    .locator('article')
    .filter({ has: page.getByText(title, { exact: true }) })
    .first();

/**
 * Shows a tile's overlay the way a player does: hover with a mouse; on a touch screen the first
 * tap opens it (GM-001, platform-core.md §4 Game tile overlay).
 */
async function openOverlay(tile: Locator, isMobile: boolean) {
  // To the middle of the page, as a player scrolls to a game: a tile merely "in view" may have its
  // top (the favourite heart) under the sticky header, which then takes the click.
  await tile.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  if (isMobile) await tile.locator('a').first().tap();
  else await tile.hover();
}

/** The header's balance (desktop) or the bottom bar's (mobile). */
const balanceButton = (page: Page) =>
  page
    .getByRole('button', { name: /^Balance/ })
    .locator('visible=true')
    .first();

const depositButton = (page: Page) =>
  page.getByRole('link', { name: 'Deposit', exact: true }).locator('visible=true').first();

/** The cashbox flow: profile completed in the deposit gate, €50 by card on the hosted page. */
async function depositFifty(page: Page, project: string) {
  await depositButton(page).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await expect(deposit.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await completeProfileAndPickCard(deposit);
  await declineDepositGift(deposit);
  await deposit.getByRole('button', { name: 'Deposit €50.00' }).click();

  // The provider's hosted card page (apps/payments), never ours.
  await expect(page).toHaveURL(/\/pay\//);
  await page.getByLabel('Card number').fill(TEST_CARD);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Pay €50.00' }).click();

  await expect(deposit.getByRole('heading', { name: 'Deposit successful' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(balanceButton(page)).toHaveAccessibleName('Balance: €50.00');
  await shoot(page, project, 'play-01-deposited');
  await deposit.getByRole('button', { name: 'Done' }).click();
  await expect(deposit).toHaveCount(0);
}

const isSpin = (response: Response) =>
  /\/api\/sessions\/[^/]+\/slot\/spin$/.test(new URL(response.url()).pathname) &&
  response.request().method() === 'POST';

/** One spin pressed in the game; the studio's settled round. */
async function spinOnce(page: Page, game: FrameLocator, isMobile: boolean): Promise<SlotRound> {
  const spun = page.waitForResponse(isSpin);
  const button = game.getByRole('button', { name: /^Spin/ });
  // A phone is tapped: a click leaves the mouse hovering the button (scaled on hover).
  if (isMobile) await button.tap();
  else await button.click();
  const response = await spun;
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SlotRound;
}

/** The studio's iframe on the game page. */
const gameFrame = (page: Page) => page.frameLocator('iframe[src*="/play/"]');

test.describe('games', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
    mkdirSync(SHOTS, { recursive: true });
  });

  test.describe('at device pixel ratio 1', () => {
    // Known gap: in headless Chromium without a GPU, at the phone's 2.625 pixel ratio, the
    // second real-money spin's press reaches the game's iframe only after ~80 s (software
    // rasterising something at that density; at ratio 1 the same phone emulation plays at once,
    // and demo spins never stall). Phone layout and touch stay on; only the density is 1 here.
    test.use({ deviceScaleFactor: 1 });

    test('a new player deposits, opens a slot from the lobby and the header balance follows every spin', async ({
      page,
      baseURL,
    }, testInfo) => {
      test.setTimeout(90_000);
      const project = testInfo.project.name;
      const isMobile = project === 'mobile';
      await registerPlayer(page, baseURL, project, 'play');
      await depositFifty(page, project);

      // A slot from the lobby's rows: the first tile that is a plain slot.
      const slots = new Map(
        (await gamesIn(page.request, baseURL, ['slots']))
          .filter(isPlainSlot)
          .map((game) => [game.title, game]),
      );
      const titles = await page.locator('main article').allInnerTexts();
      const title = titles
        .map((text) => [...slots.keys()].find((name) => text.includes(name)))
        .find((name) => name !== undefined);
      expect(title, 'a slot among the lobby tiles').toBeDefined();
      const slot = slots.get(title ?? '');
      if (!slot) throw new Error('no slot in the lobby');

      const tile = tileOf(page, slot.title);
      await openOverlay(tile, isMobile);
      await shoot(page, project, 'play-02-tile-overlay');
      const launched = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/games/${slot.identifier}/launch`) &&
          response.request().method() === 'POST',
      );
      const play = tile.getByRole('link', { name: `Play ${slot.title}`, exact: true });
      if (isMobile) await play.tap();
      else await play.click();

      // GM-030: the game page of this game, for real money, with the studio in its iframe.
      await expect(page).toHaveURL(new RegExp(`/play/${slot.provider}/${slot.seo_title}`));
      const launch = await launched;
      expect(launch.status(), await launch.text()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: slot.title })).toBeVisible();
      const frame = page.locator('iframe[src*="/play/"]');
      await expect(frame).toBeVisible();
      const game = gameFrame(page);
      const frameBalance = game.locator('.gm-balance__value');
      await expect(frameBalance).toHaveText('€50.00');
      await expect(balanceButton(page)).toHaveAccessibleName('Balance: €50.00');
      await shoot(page, project, 'play-03-game-page');

      // Three spins: each round's stake and win move the game's balance and the header's alike.
      let balance = 5000;
      for (let spin = 1; spin <= 3; spin += 1) {
        const round = await spinOnce(page, game, isMobile);
        expect(round.bet).toBeGreaterThan(0);
        expect(round.balance).toBe(balance - round.bet + round.win);
        balance = round.balance;
        // The header follows the game's bridge message, sent once the round has been shown.
        await expect(balanceButton(page)).toHaveAccessibleName(`Balance: ${euros(balance)}`, {
          timeout: 20_000,
        });
        await expect(frameBalance).toHaveText(euros(balance));
        await shoot(page, project, `play-0${3 + spin}-spin-${spin}`);
      }

      // The money says the same: the wallet holds what the game and the header show.
      const accounts = (await (await page.request.get('/api/player/accounts')).json()) as {
        currency: string;
        amount_cents: number;
      }[];
      expect(accounts.find((account) => account.currency === 'EUR')?.amount_cents).toBe(balance);
    });
  });

  test('a guest plays a slot for fun: FUN balance, a spin moves it, no money in the header', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const project = testInfo.project.name;
    const isMobile = project === 'mobile';
    await page.goto('/');
    const slot = (await gamesIn(page.request, baseURL, ['slots'])).find(isPlainSlot);
    if (!slot) throw new Error('no slot with a demo in the catalog');

    const launched = page.waitForResponse((response) =>
      response.url().endsWith(`/api/games/${slot.identifier}/launch`),
    );
    await page.goto(`/play/${slot.provider}/${slot.seo_title}?mode=demo`);
    const launch = await launched;
    expect(launch.status(), await launch.text()).toBe(200);
    expect(((await launch.json()) as { currency?: string }).currency ?? 'FUN').toBe('FUN');

    const game = gameFrame(page);
    const frameBalance = game.locator('.gm-balance__value');
    await expect(game.getByText('Demo balance')).toBeVisible();
    await expect(frameBalance).toContainText('FUN');
    await expect(frameBalance).toContainText('2,000.00');
    // A guest: the header offers sign-in, and no balance at all.
    await expect(page.getByRole('button', { name: /^Balance/ })).toHaveCount(0);
    await shoot(page, project, 'demo-01-launched');

    await game.getByRole('button', { name: 'Turbo spin' }).click();
    const round = await spinOnce(page, game, isMobile);
    expect(round.balance).toBe(200_000 - round.bet + round.win);
    const expected = new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(
      round.balance / 100,
    );
    await expect(frameBalance).toContainText(expected, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: /^Balance/ })).toHaveCount(0);
    await shoot(page, project, 'demo-02-spun');
  });

  test('search: nothing under 3 characters, results from 3, clear, the empty texts, a result opens the game', async ({
    page,
    baseURL,
  }, testInfo) => {
    const project = testInfo.project.name;
    await page.goto('/');
    const slot = (await gamesIn(page.request, baseURL, ['slots'])).find(isPlainSlot);
    if (!slot) throw new Error('no slot in the catalog');

    // Every title search the site sends.
    const searches: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/games_filter') || request.method() !== 'POST') return;
      const body = request.postDataJSON() as { filter?: { title?: string } };
      if (body.filter?.title !== undefined) searches.push(body.filter.title);
    });
    const searched = (title: string) =>
      page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/games_filter') &&
          (response.request().postDataJSON() as { filter?: { title?: string } }).filter?.title ===
            title,
      );

    await page
      .getByRole('button', { name: 'Search games' })
      .locator('visible=true')
      .first()
      .click();
    const search = page.getByRole('dialog', { name: 'Search games' });
    const input = search.getByRole('searchbox', { name: 'Search games' });
    await expect(input).toBeFocused();
    // GM-018: recommended games before any search.
    await expect(search.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
    await shoot(page, project, 'search-01-open');

    // GM-016/017: two characters send nothing (waited past the 300 ms debounce, twice over).
    // The title's first word (4+ letters), as a player types it; no trailing space to trim.
    const query = slot.title.length >= 4 ? slot.title.slice(0, 4).trimEnd() : slot.title;
    expect(query.length).toBeGreaterThanOrEqual(3);
    await input.pressSequentially(query.slice(0, 2));
    await expect(search.getByText('Type at least 3 characters.')).toBeVisible();
    await page.waitForTimeout(700);
    expect(searches).toEqual([]);

    // GM-019: the clear button shows from 2 characters while the field has the focus.
    await expect(search.getByRole('button', { name: 'Clear search' })).toBeVisible();

    // Three and more: one search, 300 ms after the last key, with the device.
    const found = searched(query);
    await input.pressSequentially(query.slice(2));
    const response = await found;
    expect(response.ok()).toBe(true);
    expect(searches).toEqual([query]);
    const page1 = (await response.json()) as {
      data: GameRow[];
      pagination: { total_count: number };
    };
    const results = page1.data;
    expect(results.length).toBeGreaterThan(0);
    expect(results.map((game) => game.title)).toContain(slot.title);
    // The count is every match, not only the first page shown.
    await expect(
      search.getByRole('heading', { name: `Found: ${page1.pagination.total_count}` }),
    ).toBeVisible();
    const result = search.getByRole('link', { name: new RegExp(`^${escapeRegExp(slot.title)}`) });
    await expect(result).toBeVisible();
    await shoot(page, project, 'search-02-results');

    // The clear button empties the field and brings the recommended games back.
    await search.getByRole('button', { name: 'Clear search' }).click();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    await expect(search.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();

    // GM-021: a title nobody has → the empty texts.
    const nothing = searched('Qzxwv Nonesuch');
    await input.fill('Qzxwv Nonesuch');
    expect(((await (await nothing).json()) as { data: GameRow[] }).data.length).toBe(0);
    await expect(search.getByText('No games found')).toBeVisible();
    await expect(search.getByText('Try another name or check the spelling.')).toBeVisible();
    await shoot(page, project, 'search-03-empty');

    // A result opens the game page, and the search closes on the way.
    // The same words again come from the cache (fresh for a minute): no second request.
    await input.fill(query);
    await search.getByRole('link', { name: new RegExp(`^${escapeRegExp(slot.title)}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/play/${slot.provider}/${slot.seo_title}`));
    await expect(search).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: slot.title })).toBeVisible();
    expect(searches).toEqual([query, 'Qzxwv Nonesuch']);
    await shoot(page, project, 'search-04-game-page');
  });

  test('favourites: two games hearted in the lobby are exactly the favourites page, un-hearting one removes it', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const project = testInfo.project.name;
    const isMobile = project === 'mobile';
    await registerPlayer(page, baseURL, project, 'favs');

    // Two games of the lobby's first row that have a EUR version (a heart needs one).
    const row = page
      .locator('main section')
      .filter({ has: page.locator('article') })
      .first();
    await expect(row.locator('article').first()).toBeVisible();
    const catalog = new Map(
      (await gamesIn(page.request, baseURL, ['top', 'popular', 'new', 'slots'])).map((game) => [
        game.title,
        game,
      ]),
    );
    const rowTexts = await row.locator('article').allInnerTexts();
    const picked = [...catalog.values()]
      .filter((game) => game.currencies.EUR && rowTexts.some((text) => text.includes(game.title)))
      .slice(0, 2);
    expect(picked).toHaveLength(2);

    for (const game of picked) {
      const tile = tileOf(page, game.title);
      await openOverlay(tile, isMobile);
      const added = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/player/favorite_games/${game.currencies.EUR?.id}`) &&
          response.request().method() === 'PUT',
      );
      await tile.getByRole('button', { name: `Add ${game.title} to favourites` }).click();
      expect((await added).ok()).toBe(true);
      await expect(
        tile.getByRole('button', { name: `Remove ${game.title} from favourites` }),
      ).toHaveAttribute('aria-pressed', 'true');
    }
    await shoot(page, project, 'favs-01-hearted');

    // PR-025: the favourites page lists exactly those two.
    await page.goto('/favorite-games');
    await expect(page.getByRole('heading', { level: 1, name: 'Favourite games' })).toBeVisible();
    const tiles = page.locator('main article');
    await expect(tiles).toHaveCount(2);
    for (const game of picked) await expect(tileOf(page, game.title)).toBeVisible();
    await shoot(page, project, 'favs-02-page');

    // Un-hearting one there removes it from the page, and from the player's favourites.
    const [gone, kept] = picked as [GameRow, GameRow];
    const tile = tileOf(page, gone.title);
    await openOverlay(tile, isMobile);
    const removed = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/player/favorite_games/${gone.currencies.EUR?.id}`) &&
        response.request().method() === 'DELETE',
    );
    await tile.getByRole('button', { name: `Remove ${gone.title} from favourites` }).click();
    expect((await removed).status()).toBe(204);
    await expect(tiles).toHaveCount(1);
    await expect(tileOf(page, kept.title)).toBeVisible();
    await shoot(page, project, 'favs-03-removed');

    await page.reload();
    await expect(tiles).toHaveCount(1);
    await expect(tileOf(page, kept.title)).toBeVisible();
  });
});
