import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GameCategoryEntry } from '@croupier/contracts/fe-config';
import type { GamesFilterRequest } from '@croupier/contracts/games';
import { mockApi } from '../../testing/mock-api';
import { CategoryPage } from './category-page';
import { gamesPage, makeGame, renderWithViewer } from './games-test-utils';

const entries: GameCategoryEntry[] = [{ slug: 'top', title: 'Top games', identifiers: ['top'] }];

const providers = [
  { id: 1, title: 'Aurora Studios', slug: 'aurora', games_count: 12 },
  { id: 2, title: 'Empty House', slug: 'empty-house', games_count: 0 },
  { id: 3, title: 'Velvet', slug: 'velvet', games_count: 30 },
];

/** games_filter answering the games of the filter's provider (or all), named after the sort. */
function catalog() {
  return mockApi({
    'GET /api/games/providers': providers,
    'GET /api/games/jackpots': {},
    'POST /api/games_filter': ({ body }: { body: unknown }) => {
      const request = body as GamesFilterRequest;
      const provider = request.filter?.providers?.[0] ?? 'velvet';
      const sort = request.sort ?? 'lobby';
      return gamesPage([
        makeGame({ provider, seo_title: `${sort}-first` }),
        makeGame({ provider, seo_title: `${sort}-second` }),
      ]);
    },
  });
}

const tileTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link', { name: /^Play (?!.* for fun)/ })
    .map((link) => link.getAttribute('aria-label'));

describe('CategoryPage filters', () => {
  it('lists the category in lobby order for all providers, offering providers that have games', async () => {
    const api = catalog();
    renderWithViewer(<CategoryPage slug="top" entries={entries} />, undefined, {
      path: '/categories/top',
    });
    const list = await screen.findByRole('list', { name: 'Top games' });
    expect(tileTitles(list)).toEqual(['Play Lobby First', 'Play Lobby Second']);
    const request = api.callsTo('POST', '/api/games_filter')[0]?.body as GamesFilterRequest;
    // The spec's own payload when nothing is chosen: no sort, no provider.
    expect(request.sort).toBeUndefined();
    expect(request.filter).toEqual({ categories: { identifiers: ['top'], strategy: 'OR' } });

    const filters = screen.getByRole('group', { name: 'Filter and sort' });
    const provider = within(filters).getByRole('combobox', { name: 'Provider' });
    expect(provider).toHaveValue('');
    await waitFor(() =>
      expect(
        within(provider)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All providers', 'Aurora Studios', 'Velvet']),
    );
    expect(within(filters).getByRole('combobox', { name: 'Sort by' })).toHaveValue('popular');
  });

  it('asks for the chosen provider and sort, puts them in the address and shows those tiles', async () => {
    const user = userEvent.setup();
    const api = catalog();
    renderWithViewer(<CategoryPage slug="top" entries={entries} />, undefined, {
      path: '/categories/top',
    });
    await screen.findByRole('list', { name: 'Top games' });
    await screen.findByRole('option', { name: 'Aurora Studios' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), 'aurora');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest first');

    expect(screen.getByTestId('location')).toHaveTextContent(
      '/categories/top?provider=aurora&sort=newest',
    );
    await waitFor(() =>
      expect(tileTitles(screen.getByRole('list', { name: 'Top games' }))).toEqual([
        'Play Newest First',
        'Play Newest Second',
      ]),
    );
    const last = api.callsTo('POST', '/api/games_filter').at(-1)?.body as GamesFilterRequest;
    expect(last.sort).toBe('newest');
    expect(last.filter).toEqual({
      providers: ['aurora'],
      categories: { identifiers: ['top'], strategy: 'OR' },
    });
  });

  it('opens a shared address with its provider and sort already chosen', async () => {
    const api = catalog();
    renderWithViewer(<CategoryPage slug="top" entries={entries} />, undefined, {
      path: '/categories/top?sort=name&provider=velvet',
    });
    const list = await screen.findByRole('list', { name: 'Top games' });
    expect(tileTitles(list)).toEqual(['Play Name First', 'Play Name Second']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Provider' })).toHaveValue('velvet'),
    );
    expect(api.callsTo('POST', '/api/games_filter')).toHaveLength(1);
  });

  it('says when a provider has no games in the category and clears the filter on request', async () => {
    const user = userEvent.setup();
    const api = catalog();
    api.set('POST /api/games_filter', ({ body }: { body: unknown }) =>
      (body as GamesFilterRequest).filter?.providers
        ? gamesPage([])
        : gamesPage([makeGame({ seo_title: 'any-game' })]),
    );
    renderWithViewer(<CategoryPage slug="top" entries={entries} />, undefined, {
      path: '/categories/top?provider=empty-house',
    });
    expect(await screen.findByText('No games from this provider here')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all providers' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/categories\/top$/);
    expect(await screen.findByRole('link', { name: 'Play Any Game' })).toBeInTheDocument();
  });
});
