import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../testing/mock-api';
import { FavoritesPage } from './favorites-page';
import { EUR_PLAYER, makeGame, renderWithViewer } from './games-test-utils';

describe('FavoritesPage (RT-005)', () => {
  it('shows a tile per favourite, asked with Accept-Client v2 (PR-025)', async () => {
    const calls = mockApi({
      'GET /api/player/favorite_games': [
        makeGame({ seo_title: 'golden-sun' }),
        makeGame({ seo_title: 'night-wolf' }),
      ],
      'GET /api/games/jackpots': {},
    });
    renderWithViewer(<FavoritesPage />, EUR_PLAYER);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(
      screen.getByRole('button', { name: 'Remove Golden Sun from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(calls.calls.length).toBeGreaterThan(0);
  });

  it('offers the way to the lobby when there are none', async () => {
    mockApi({ 'GET /api/player/favorite_games': [], 'GET /api/games/jackpots': {} });
    renderWithViewer(<FavoritesPage />, EUR_PLAYER);
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find games' })).toHaveAttribute('href', '/');
  });
});
