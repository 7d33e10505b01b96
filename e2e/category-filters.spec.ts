import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A category page's provider filter and sort (issue 14 item 18): a guest opens a lobby row's
 * "See all", picks a provider and an order; the address carries both, a reload keeps them, and
 * the tiles are the games the api lists for that provider in that order. Photographed for review
 * on desktop and phone.
 */

const SHOTS = '/tmp/shots';

interface LobbyRow {
  slug: string;
  title: string;
  identifiers: string[];
}
interface ListedGame {
  title: string;
  provider: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function shoot(page: Page, project: string, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/category-filters-${project}-${name}.png` });
}

async function gamesOf(
  request: APIRequestContext,
  baseURL: string,
  body: Record<string, unknown>,
): Promise<ListedGame[]> {
  const response = await request.post(`${baseURL}/api/games_filter`, {
    headers: { 'x-requested-with': 'XMLHttpRequest', origin: baseURL },
    data: { page_size: 100, ...body },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ListedGame[] }).data;
}

/** A lobby row whose category holds games of more than one provider, and its second provider. */
async function rowWithProviders(request: APIRequestContext, baseURL: string, device: string) {
  const config = await request.get(`${baseURL}/api/fe/config/main-widget-config`);
  const { lobby } = (await config.json()) as { lobby: LobbyRow[] };
  for (const row of lobby) {
    const games = await gamesOf(request, baseURL, {
      device,
      filter: { categories: { identifiers: row.identifiers, strategy: 'OR' } },
    });
    const providers = [...new Set(games.map((game) => game.provider))];
    const provider = providers[1];
    if (provider && games.length >= 6) return { row, provider };
  }
  throw new Error('no lobby row with games of two providers');
}

test('a category page filters by provider and sorts, in an address that survives a reload', async ({
  page,
  request,
  baseURL,
  isMobile,
}, testInfo) => {
  if (!baseURL) throw new Error('baseURL');
  const project = testInfo.project.name;
  const device = isMobile ? 'mobile' : 'desktop';
  const { row, provider } = await rowWithProviders(request, baseURL, device);
  const providersResponse = await request.get(`${baseURL}/api/games/providers`);
  const providerTitle = (
    (await providersResponse.json()) as { slug: string; title: string }[]
  ).find((entry) => entry.slug === provider)?.title;
  if (!providerTitle) throw new Error(`no provider ${provider}`);

  await page.goto('/');
  const seeAll = page.getByRole('link', {
    name: new RegExp(`^See all\\s*: ${escapeRegExp(row.title)}$`),
  });
  await seeAll.scrollIntoViewIfNeeded();
  await seeAll.click();
  await expect(page).toHaveURL(new RegExp(`/categories/${row.slug}$`));
  const list = page.getByRole('list', { name: row.title });
  await expect(list.getByRole('article').first()).toBeVisible();

  const filters = page.getByRole('group', { name: 'Filter and sort' });
  await filters.getByRole('combobox', { name: 'Provider' }).selectOption({ label: providerTitle });
  await expect(page).toHaveURL(new RegExp(`/categories/${row.slug}\\?provider=${provider}$`));
  await filters.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name (A–Z)' });
  await expect(page).toHaveURL(
    new RegExp(`/categories/${row.slug}\\?provider=${provider}&sort=name$`),
  );

  // What the api lists for this category, provider and order: the tiles, in the same order.
  const expected = (
    await gamesOf(request, baseURL, {
      device,
      sort: 'name',
      filter: {
        providers: [provider],
        categories: { identifiers: row.identifiers, strategy: 'OR' },
      },
    })
  ).map((game) => game.title);
  expect(expected.length).toBeGreaterThan(0);
  const firstTitles = expected.slice(0, 6);
  const tileTitles = () =>
    list
      .getByRole('article')
      .getByRole('link', { name: /^Play (?!.* for fun$)/ })
      .evaluateAll((links) =>
        links.map((link) => (link.getAttribute('aria-label') ?? '').replace(/^Play /, '')),
      );
  await expect
    .poll(async () => (await tileTitles()).slice(0, firstTitles.length))
    .toEqual(firstTitles);
  await expect(page.getByText(`Games: ${expected.length}`)).toBeVisible();
  await shoot(page, project, '01-filtered');

  await page.reload();
  await expect(filters.getByRole('combobox', { name: 'Provider' })).toHaveValue(provider);
  await expect(filters.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
  await expect
    .poll(async () => (await tileTitles()).slice(0, firstTitles.length))
    .toEqual(firstTitles);

  // Back to every provider, newest first: the api's order again.
  await filters
    .getByRole('combobox', { name: 'Provider' })
    .selectOption({ label: 'All providers' });
  await filters.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Newest first' });
  await expect(page).toHaveURL(new RegExp(`/categories/${row.slug}\\?sort=newest$`));
  const newest = (
    await gamesOf(request, baseURL, {
      device,
      sort: 'newest',
      filter: { categories: { identifiers: row.identifiers, strategy: 'OR' } },
    })
  )
    .slice(0, 6)
    .map((game) => game.title);
  await expect.poll(async () => (await tileTitles()).slice(0, newest.length)).toEqual(newest);
  await shoot(page, project, '02-newest');

  // The section tabs (Pokies, Live) are category pages too: a shared sorted address opens sorted.
  await page.goto('/pokies/all?sort=name');
  const pokies = page.getByRole('group', { name: 'Filter and sort' });
  await expect(pokies.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
  const byName = (
    await gamesOf(request, baseURL, {
      device,
      sort: 'name',
      filter: { categories: { identifiers: ['slots'], strategy: 'OR' } },
    })
  )
    .slice(0, 6)
    .map((game) => game.title);
  const pokiesTiles = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') });
  await expect
    .poll(async () =>
      (
        await pokiesTiles
          .getByRole('link', { name: /^Play (?!.* for fun$)/ })
          .evaluateAll((links) =>
            links.map((link) => (link.getAttribute('aria-label') ?? '').replace(/^Play /, '')),
          )
      ).slice(0, byName.length),
    )
    .toEqual(byName);
  await shoot(page, project, '03-pokies-by-name');
});
