import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Currency } from '@croupier/contracts/info';
import type { PlayedGame } from '@croupier/contracts/games';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/shell-test-utils';
import { GamesHistory } from './games-history';

const CURRENCIES = [
  { code: 'EUR', subunits_to_unit: 100, fiat: true },
  { code: 'JPY', subunits_to_unit: 1, fiat: true },
] as unknown as Currency[];

const played = (n: number, overrides: Partial<PlayedGame> = {}): PlayedGame => ({
  game: {
    identifier: `aurora-studios/game-${n}`,
    title: `Game ${n}`,
    provider: 'aurora-studios',
    seo_title: `game-${n}`,
  },
  last_played_at: '2026-11-20T10:00:00.000Z',
  rounds: n * 10,
  bets_cents: 2_500,
  wins_cents: 1_000,
  currency: 'EUR',
  ...overrides,
});

const pageOf = (page: number, total: number, data: PlayedGame[]) => ({
  data,
  pagination: {
    current_page: page,
    next_page: page < total ? page + 1 : null,
    prev_page: page > 1 ? page - 1 : null,
    total_pages: total,
    total_count: (total - 1) * 20 + data.length,
  },
});

describe('games history (PR-013, PR-014)', () => {
  it('lists each game with rounds, bets and wins in its currency, linking to the game', async () => {
    mockApi({
      'GET /api/player/played_games': pageOf(1, 1, [
        played(1),
        played(2, { currency: 'JPY', bets_cents: 1_500, wins_cents: 0 }),
      ]),
    });
    renderWithProviders(<GamesHistory locale="en" currencies={CURRENCIES} />);
    const first = await screen.findByRole('row', { name: /Game 1/ });
    expect(first).toHaveTextContent('10');
    expect(first).toHaveTextContent('€25.00');
    expect(first).toHaveTextContent('€10.00');
    expect(screen.getByRole('row', { name: /Game 2/ })).toHaveTextContent('¥1,500');
    expect(screen.getByRole('link', { name: 'Game 1' })).toHaveAttribute(
      'href',
      '/play/aurora-studios/game-1',
    );
    expect(screen.queryByRole('navigation', { name: 'Games history pages' })).toBeNull();
  });

  it('pages through the history with the page in the address', async () => {
    const api = mockApi({
      'GET /api/player/played_games': ({ url }: { url: URL }) => {
        const page = Number(url.searchParams.get('page'));
        return page === 2 ? pageOf(2, 2, [played(21)]) : pageOf(1, 2, [played(1), played(2)]);
      },
    });
    renderWithProviders(<GamesHistory locale="en" currencies={CURRENCIES} />, {
      path: '/profile/games-history',
    });
    expect(await screen.findByText('Page 1 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('row', { name: /Game 21/ })).toBeVisible();
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/games-history?page=2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(api.callsTo('GET', '/api/player/played_games').map((c) => c.url.search)).toEqual([
      '?page=1',
      '?page=2',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getByText('Page 1 of 2')).toBeVisible());
    expect(screen.queryByRole('row', { name: /Game 21/ })).toBeNull();
  });
});
