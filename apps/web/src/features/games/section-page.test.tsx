import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GameCategoryEntry } from '@croupier/contracts/fe-config';
import type { GamesFilterRequest } from '@croupier/contracts/games';
import { json, mockApi } from '../../testing/mock-api';
import { LOAD_MORE_MARGIN_PX } from './components/use-load-more';
import {
  gamesPage,
  makeGame,
  makeGames,
  renderWithViewer,
  stubIntersectionObserver,
} from './games-test-utils';
import { ProducerPage } from './producer-page';
import { SectionPage } from './section-page';

const live: GameCategoryEntry[] = [
  { slug: 'all', title: 'Live casino', identifiers: ['live'] },
  { slug: 'roulette', title: 'Roulette', identifiers: ['live-roulette'] },
  { slug: 'blackjack', title: 'Blackjack', identifiers: ['live-blackjack'] },
];

const pokies: GameCategoryEntry[] = [
  { slug: 'all', title: 'Slots', identifiers: ['slots'] },
  { slug: 'top', title: 'Top games', identifiers: ['top'] },
];

/** games_filter answering `pages` pages of 40 for any query. */
function catalog(pages = 2) {
  return mockApi({
    'POST /api/games_filter': ({ body }: { body: unknown }) => {
      const { page = 1, page_size: size = 40 } = body as GamesFilterRequest;
      const games = makeGames(size, `p${page}`);
      return gamesPage(games, page, pages, pages * size);
    },
    'GET /api/games/jackpots': {},
  });
}

describe('SectionPage', () => {
  it('draws one tab per menu-categories-games entry (GM-029)', () => {
    catalog();
    const { unmount } = renderWithViewer(
      <SectionPage section="live" slug="all" entries={live} isPending={false} />,
    );
    const tabs = screen.getByRole('navigation', { name: 'Live casino categories' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/live/all', '/live/roulette', '/live/blackjack']);
    unmount();
    const added = [...live, { slug: 'table', title: 'Table games', identifiers: ['table'] }];
    renderWithViewer(<SectionPage section="live" slug="all" entries={added} isPending={false} />);
    expect(screen.getByRole('link', { name: 'Table games' })).toHaveAttribute(
      'href',
      '/live/table',
    );
  });

  it('starts /live/all with the cashback card (GM-024)', async () => {
    catalog();
    renderWithViewer(
      <SectionPage section="live" slug="all" entries={live} isPending={false} />,
      undefined,
      {
        path: '/live/all',
      },
    );
    const list = await screen.findByRole('list', { name: 'Live casino' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('data-kind', 'cashback');
  });

  it('puts the random card 10th in pokies/all and last in top (GM-022)', async () => {
    catalog(1);
    const { unmount } = renderWithViewer(
      <SectionPage section="pokies" slug="all" entries={pokies} isPending={false} />,
    );
    let items = within(await screen.findByRole('list', { name: 'Slots' })).getAllByRole('listitem');
    expect(items[9]).toHaveAttribute('data-kind', 'random');
    expect(items[0]).toHaveAttribute('data-kind', 'game');
    unmount();
    renderWithViewer(
      <SectionPage section="pokies" slug="top" entries={pokies} isPending={false} />,
    );
    items = within(await screen.findByRole('list', { name: 'Top games' })).getAllByRole('listitem');
    expect(items.at(-1)).toHaveAttribute('data-kind', 'random');
  });

  it('asks for page 2 when the end comes within 500 px (GM-027)', async () => {
    const observer = stubIntersectionObserver();
    const calls = catalog(3);
    renderWithViewer(
      <SectionPage section="pokies" slug="all" entries={pokies} isPending={false} />,
    );
    await screen.findByRole('list', { name: 'Slots' });
    expect(observer.observers.some((o) => o.margin.includes(`${LOAD_MORE_MARGIN_PX}px`))).toBe(
      true,
    );
    expect(calls.callsTo('POST', '/api/games_filter')).toHaveLength(1);
    observer.enterAll();
    await waitFor(() =>
      expect(calls.callsTo('POST', '/api/games_filter').at(-1)?.body).toMatchObject({ page: 2 }),
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(80));
  });

  it('opens a game among the 100 the random card fetched (GM-023)', async () => {
    const calls = catalog(1);
    renderWithViewer(
      <SectionPage section="pokies" slug="all" entries={pokies} isPending={false} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Random game/ }));
    await waitFor(() =>
      expect(calls.callsTo('POST', '/api/games_filter').at(-1)?.body).toMatchObject({
        page_size: 100,
        filter: { categories: { identifiers: ['slots'] } },
      }),
    );
    const fetched = makeGames(100, 'p1').map((game) => `/play/velvet/${game.seo_title}?mode=demo`);
    await waitFor(() => expect(fetched).toContain(screen.getByTestId('location').textContent));
  });

  it('leaves hidden tiles out (GM-025)', async () => {
    mockApi({
      'POST /api/games_filter': gamesPage([
        makeGame({ seo_title: 'shown-game' }),
        makeGame({ seo_title: 'hidden-game', categories: ['slots', 'hidden'] }),
      ]),
      'GET /api/games/jackpots': {},
    });
    renderWithViewer(
      <SectionPage section="pokies" slug="all" entries={pokies} isPending={false} />,
    );
    expect(await screen.findByText('Shown Game')).toBeInTheDocument();
    expect(screen.queryByText('Hidden Game')).toBeNull();
  });

  it("filters a tab by provider and sorts it from the address, without the live list's cashback card", async () => {
    const api = catalog(1);
    api.set('GET /api/games/providers', [
      { id: 1, title: 'Velvet', slug: 'velvet', games_count: 40 },
    ]);
    renderWithViewer(
      <SectionPage section="live" slug="roulette" entries={live} isPending={false} />,
      undefined,
      { path: '/live/roulette?provider=velvet&sort=newest' },
    );
    const list = await screen.findByRole('list', { name: 'Roulette' });
    expect(within(list).getAllByRole('listitem')[0]).not.toHaveAttribute('data-kind', 'cashback');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Provider' })).toHaveValue('velvet'),
    );
    const request = api.callsTo('POST', '/api/games_filter')[0]?.body as GamesFilterRequest;
    expect(request).toMatchObject({
      sort: 'newest',
      filter: { providers: ['velvet'], categories: { identifiers: ['live-roulette'] } },
    });
  });

  it('says so for an unknown tab slug', () => {
    catalog();
    renderWithViewer(
      <SectionPage section="pokies" slug="nope" entries={pokies} isPending={false} />,
    );
    expect(screen.getByRole('heading', { name: 'This category does not exist' })).toBeVisible();
  });
});

describe('ProducerPage', () => {
  it('lists the provider games by provider filter', async () => {
    const calls = mockApi({
      'GET /api/games/providers': [{ id: 1, title: 'Velvet', slug: 'velvet', games_count: 3 }],
      'POST /api/games_filter': gamesPage(makeGames(3)),
      'GET /api/games/jackpots': {},
    });
    renderWithViewer(<ProducerPage slug="velvet" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Velvet' })).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(calls.callsTo('POST', '/api/games_filter')[0]?.body).toMatchObject({
      filter: { providers: ['velvet'] },
    });
  });

  it('shows an error state when the providers fail (GM-014)', async () => {
    mockApi({
      'GET /api/games/providers': json({ code: 'internal' }, 500),
      'POST /api/games_filter': gamesPage(makeGames(3)),
      'GET /api/games/jackpots': {},
    });
    renderWithViewer(<ProducerPage slug="velvet" />);
    expect(
      await screen.findByRole('heading', { name: 'The game providers could not be loaded.' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
