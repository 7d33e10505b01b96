import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GamesFilterRequest } from '@croupier/contracts/games';
import { json, mockApi } from '../../testing/mock-api';
import { gamesPage, makeGames, renderWithViewer } from './games-test-utils';
import { LobbyGameRows, type LobbyRow } from './lobby-rows';

const rows: LobbyRow[] = [
  { slug: 'top', title: 'Top games', identifiers: ['top'], limit: 15 },
  { slug: 'live', title: 'Live casino', identifiers: ['live'], limit: 15 },
];

const providers = [
  { id: 1, title: 'Velvet', slug: 'velvet', games_count: 120 },
  { id: 2, title: 'Empty Studio', slug: 'empty', games_count: 0 },
];

function api(overrides: Record<string, unknown> = {}) {
  return mockApi({
    // The server answers more than asked: the row still shows at most 15 (GM-026).
    'POST /api/games_filter': ({ body }: { body: unknown }) => {
      const request = body as GamesFilterRequest;
      const slug = request.filter?.categories?.identifiers[0] ?? 'x';
      return gamesPage(makeGames(40, slug), 1, 1, 40);
    },
    'GET /api/games/providers': providers,
    'GET /api/games/jackpots': {},
    ...overrides,
  });
}

describe('LobbyGameRows', () => {
  it('shows each configured row with at most 15 games and a See all link (GM-026, GM-028)', async () => {
    const calls = api();
    renderWithViewer(<LobbyGameRows rows={rows} isPending={false} />);
    const top = await screen.findByRole('region', { name: 'Top games' });
    await waitFor(() => expect(within(top).getAllByRole('article')).toHaveLength(15));
    expect(within(top).getByRole('link', { name: /See all/ })).toHaveAttribute(
      'href',
      '/categories/top',
    );
    const asked = calls.callsTo('POST', '/api/games_filter').map((call) => call.body);
    expect(asked).toContainEqual({
      device: 'desktop',
      filter: { categories: { identifiers: ['top'], strategy: 'OR' } },
      page: 1,
      page_size: 15,
    });
  });

  it('starts the live row with the cashback card (GM-024)', async () => {
    api();
    renderWithViewer(<LobbyGameRows rows={rows} isPending={false} />);
    const live = await screen.findByRole('region', { name: 'Live casino' });
    await waitFor(() => expect(within(live).getAllByRole('article').length).toBeGreaterThan(0));
    const first = within(live).getAllByRole('listitem')[0];
    expect(first).toHaveAttribute('data-kind', 'cashback');
    expect(within(first as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/profile/gifts',
    );
  });

  it('shows skeleton tiles while the config loads', () => {
    api();
    renderWithViewer(<LobbyGameRows rows={undefined} isPending />);
    expect(screen.getAllByTestId('tile-skeleton').length).toBeGreaterThan(0);
  });

  it('lists providers with games, each leading to its page', async () => {
    api();
    renderWithViewer(<LobbyGameRows rows={[]} isPending={false} />);
    expect(await screen.findByRole('link', { name: /Velvet/ })).toHaveAttribute(
      'href',
      '/producers/velvet',
    );
    expect(screen.queryByRole('link', { name: /Empty Studio/ })).toBeNull();
  });

  it('shows an error with a retry when the providers fail (GM-014)', async () => {
    api({ 'GET /api/games/providers': json({ code: 'internal' }, 500) });
    renderWithViewer(<LobbyGameRows rows={[]} isPending={false} />);
    expect(await screen.findByText('The game providers could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
