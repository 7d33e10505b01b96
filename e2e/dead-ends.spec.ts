import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerPlayer } from './players';

/**
 * No dead ends (issue 14, item 14; platform-core.md §2.2, §2.6; engagement.md §2 Routes): every
 * link the shell draws (header, top navigation, side menu, footer, bottom bar; desktop and
 * phone; guest and player) and every path of the spec's route tables, bare and under the
 * locale prefixes, reaches a screen: never the not-found page, never an HTTP error, never a
 * blank page. A screen of a feature not built yet is its honest coming-soon screen.
 */

const LOCALES = ['en', 'de', 'en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'no', 'it', 'et', 'en-KW'];

/** The not-found page's title in every locale, as the site shows it. */
async function notFoundTitles(page: Page): Promise<string[]> {
  const titles: string[] = [];
  for (const locale of LOCALES) {
    const messages = (await (await page.request.get(`/messages/${locale}.json`)).json()) as {
      NOT_FOUND: { TITLE: string };
    };
    titles.push(messages.NOT_FOUND.TITLE);
  }
  return titles;
}

/** Loads `href` and holds that it shows a screen: a page heading, a modal or a game. */
async function expectScreen(page: Page, href: string, notFound: readonly string[]) {
  const response = await page.goto(href);
  expect(response?.status(), href).toBeLessThan(400);
  await expect(
    // (The side menu is a dialog kept in the page while closed: only a shown one counts.)
    page.locator('main h1, main iframe, [role="dialog"]:visible').first(),
    `${href} shows a screen`,
  ).toBeAttached({ timeout: 10_000 });
  // Settled: no skeleton left (a lazily loaded screen replaces its placeholder).
  await expect(page.getByTestId('skeleton')).toHaveCount(0, { timeout: 10_000 });
  const headings = await page.locator('main h1').allTextContents();
  for (const heading of headings)
    expect(notFound, `${href} is not the not-found page`).not.toContain(heading.trim());
  await expect(page.getByText('404', { exact: true }), `${href} shows no 404`).toHaveCount(0);
}

/** Same-origin hrefs of the links inside `selector`, without hash-only or mail links. */
async function linksIn(page: Page, selector: string, origin: string): Promise<string[]> {
  const hrefs = await page
    .locator(`${selector} a[href]`)
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && url.protocol.startsWith('http'))
    .map((url) => `${url.pathname}${url.search}`);
}

/** Every link of the shell on the lobby: header, navigation, footer, bottom bar, side menu. */
async function shellLinks(page: Page, origin: string): Promise<string[]> {
  await page.goto('/');
  await expect(page.locator('main h1')).toBeAttached();
  // The footer is its own chunk, loaded below the fold: scroll to it and wait for its links.
  const terms = page.locator('footer a[href$="/terms-and-conditions"]');
  await expect
    .poll(
      async () => {
        // The lobby's rows still arrive and push the footer down: scroll again until it loads.
        await page.mouse.wheel(0, 4000);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return terms.count();
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  const links = [
    ...(await linksIn(page, 'header', origin)),
    ...(await linksIn(page, 'footer', origin)),
    ...(await linksIn(page, 'nav', origin)),
  ];
  // The side menu: the header's Menu on desktop, the bottom bar's on phones.
  await page
    .getByRole('button', { name: 'Menu', exact: true })
    .locator('visible=true')
    .first()
    .click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: /Jackpots/ })).toBeVisible();
  links.push(...(await linksIn(page, '[role="dialog"][aria-label="Menu"]', origin)));
  return [...new Set(links)];
}

test.describe('no dead ends', () => {
  test('every link of the shell reaches a screen, for a guest and for a player', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000);
    const origin = new URL(baseURL ?? 'http://localhost:3090').origin;
    const notFound = await notFoundTitles(page);
    // Mystic jackpots is behind a flag (platform-core.md §2.6): on, so its link is walked too.
    await page.addInitScript(() =>
      localStorage.setItem('featureFlags', JSON.stringify({ enableMysticJackpots: true })),
    );
    const guestLinks = await shellLinks(page, origin);
    expect(guestLinks.length).toBeGreaterThan(10);
    expect(guestLinks).toContain('/jackpots');
    for (const href of guestLinks) await expectScreen(page, href, notFound);

    await registerPlayer(page, baseURL, `dead-ends-${testInfo.project.name}`);
    const playerLinks = (await shellLinks(page, origin)).filter(
      (href) => !guestLinks.includes(href),
    );
    for (const href of playerLinks) await expectScreen(page, href, notFound);
  });

  test('a guest opening a page for players gets the sign-up over the lobby', async ({ page }) => {
    for (const path of ['/profile', '/favorite-games', '/de/profile/gifts']) {
      await page.goto(path);
      const dialog = page.getByRole('dialog').first();
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/registration\?redirect=/);
      // The lobby's rows are drawn under the modal, not a black page.
      await expect(page.locator('main h1')).toBeAttached();
      await expect(page.locator('main a[href*="/play/"]').first()).toBeAttached();
    }
  });

  // Two halves of the walk, one test each, run by the `routes` project (playwright.config.ts)
  // after the others and beside each other: the whole took 9.2 min of its 10 beside the other
  // worker's tests in a fresh-clone CI run (about 3 min alone on 2 cores). The route tables are
  // the same on every viewport; the shell walk above covers the phone.
  for (const part of [0, 1]) {
    test(`every path of the route tables reaches a screen, bare and under each locale prefix (half ${part + 1} of 2)`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(600_000);
      const notFound = await notFoundTitles(page);
      await registerPlayer(page, baseURL, `dead-ends-routes-${part}`);
      // Real slugs, ids and games, as the site links them.
      await page.goto('/pokies/all');
      await expect(page.locator('main a[href*="/play/"]').first()).toBeAttached();
      const onPage = async (pattern: RegExp) =>
        (
          await page
            .locator('main a[href]')
            .evaluateAll((anchors) =>
              anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
            )
        ).find((path) => pattern.test(path));
      const pokiesTab = (await onPage(/^\/pokies\/(?!all$)[^/]+$/)) ?? '/pokies/all';
      const game = await onPage(/^\/play\/[^/]+\/[^/]+$/);
      const providers = (await (await page.request.get('/api/games/providers')).json()) as {
        slug: string;
      }[];
      const provider = providers[0]?.slug ?? 'aurora-studios';
      await page.goto('/live/all');
      await expect(page.locator('main h1')).toBeAttached();
      const liveTab = (await onPage(/^\/live\/(?!all$)[^/]+$/)) ?? '/live/all';
      const category = pokiesTab.split('/')[2] ?? 'all';

      // platform-core.md §2.2 and engagement.md §2 Routes, with the RT-033 proposals.
      const paths = [
        '/',
        '/categories',
        '/games',
        '/pokies/all',
        pokiesTab,
        '/live/all',
        liveTab,
        `/categories/${category}`,
        `/games/${category}`,
        `/producers/${provider}`,
        `/producers/${provider}/2`,
        '/favorite-games',
        '/profile',
        '/profile/level',
        '/profile/gifts',
        '/profile/verification',
        '/profile/limits',
        '/profile/security',
        '/profile/games-history',
        '/profile/promocode',
        '/users',
        '/users/limits',
        '/profile/limits/confirm',
        '/profile/password/edit',
        '/users/password/edit',
        '/profile/confirmation',
        '/users/confirmation',
        ...(game ? [game, `${game}?mode=demo`] : []),
        '/support',
        '/action',
        '/action/first-steps',
        '/benefits-of-crypto',
        '/oops',
        '/accounts/history',
        '/sign-in',
        '/sign-up',
        '/remind',
        '/registration',
        '/login',
        '/new-password',
        '/email-verify',
        '/confirmation?confirmation_token=x',
        '/sport/registration',
        '/sport/login',
        '/sport',
        '/sport/live',
        '/ffc',
        '/privacy-policy',
        '/cookie-policy',
        '/terms-and-conditions',
        '/general-rules',
        '/awards',
        '/bonus-balance',
        '/responsible-gaming',
        '/cashbox',
        '/dashboard',
        '/deposit',
        '/deposit-bonus',
        '/withdraw',
        '/deposit-fast',
        '/tournaments',
        '/tournaments/all',
        '/tournaments/producers',
        '/tournaments/lotteries',
        '/tournaments/actions',
        '/tournaments/live',
        '/tournaments/achievements',
        '/tournaments/archive',
        '/tournaments/aurora-spins-race',
        '/tournaments/7',
        '/tournaments/aurora-spins-race/leaderboard',
        '/lottery/monthly-lottery',
        '/rocket-mart',
        '/rocket-mart/discounts',
        '/rocket-mart/freespins',
        '/rocket-mart/money',
        '/rocket-mart/special',
        '/rocket-chance',
        '/rocketmart-wheel',
        '/rocketmart-wheel/segments',
        '/rocketplay-wheel',
        '/rocketplay-wheel/segments',
        '/rocketplay-vipclub',
        '/aquanova-odyssey',
        '/jackpots',
        '/promotions',
        '/vip',
        '/vip-adventure',
        '/arena',
        '/news',
        '/payments',
      ];
      // Every path bare, and each under one of the locale prefixes in turn, so that every prefix
      // is walked and every path is walked under a prefix (a full cross product is ten times
      // the run for the same router).
      const prefixes = LOCALES.filter((code) => code !== 'en');
      for (const [index, path] of paths.entries()) {
        if (index % 2 !== part) continue;
        await expectScreen(page, path, notFound);
        const prefix = prefixes[index % prefixes.length] ?? 'de';
        await expectScreen(page, `/${prefix}${path === '/' ? '' : path}`, notFound);
      }
    });
  }
});
