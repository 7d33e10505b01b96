import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { makeQuest, makeTournament } from '../../features/tournaments/tournament-test-utils';
import { mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { ActivityHubRoute, ArenaRoute, PromotionsRoute } from './promotions-screens';

afterEach(() => vi.unstubAllGlobals());

const HOUR = 3_600_000;
// The screens read the real clock: the items are placed around it.
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const PLAYER = { id: 9, email: 'arena@example.com', currency: 'JPY', groups: [] };

const running = makeTournament({
  id: 1,
  title: 'Aurora Spins Race',
  start_at: at(-2),
  end_at: at(30),
});
const other = makeTournament({ id: 2, title: 'Night Sprint', start_at: at(-1), end_at: at(5) });
const upcoming = makeTournament({ id: 3, title: 'Dawn Cup', start_at: at(4), end_at: at(50) });
const quest = makeQuest({ id: 4, title: 'Starter Quest', start_at: at(-1), end_at: at(40) });

describe('the promotions, arena and activity hub screens', () => {
  it('/promotions lists a guest the running and upcoming items with their timers and pages', async () => {
    mockApi({
      'GET /api/player': {},
      'GET /api/tournaments': [running, upcoming, quest],
      'GET /api/lotteries': [],
    });
    renderWithProviders(<PromotionsRoute />, { path: '/promotions' });
    const card = await screen.findByTestId('promotion-tournament-1', {}, { timeout: 5000 });
    expect(within(card).getByRole('link', { name: 'Aurora Spins Race' }).getAttribute('href')).toBe(
      '/tournaments/1',
    );
    expect(within(card).getByTestId('promo-timer').textContent).toContain('Left to finish');
    const later = screen.getByTestId('promotion-tournament-3');
    expect(within(later).getByTestId('promo-timer').textContent).toContain('Starts in');
    expect(screen.getByTestId('promotion-tournament-4').textContent).toContain('Quest');
  }, 15_000);

  it('the arena shows a player their place and score, and who has to join first', async () => {
    mockApi({
      'GET /api/player': PLAYER,
      'GET /api/tournaments': [running, other, upcoming],
      'GET /api/tournaments/player': [
        { tournament_id: 1, status: 'joined', place: 2, points: 12_000, bets: 12_000 },
        { tournament_id: 2, status: 'confirmation_required', place: null, points: 0, bets: 0 },
      ],
    });
    renderWithProviders(<ArenaRoute />, { path: '/arena' });
    const mine = await screen.findByTestId('arena-entry-1', {}, { timeout: 5000 });
    expect(within(mine).getByTestId('arena-place').textContent).toContain('#2');
    expect(screen.getByTestId('arena-entry-2').textContent).toContain('Join the tournament');
    expect(screen.queryByTestId('sign-in-prompt')).toBeNull();
    // The upcoming item is not a live competition.
    expect(screen.queryByTestId('arena-entry-3')).toBeNull();
  });

  it('the arena shows a guest the running tournaments and a way to sign in', async () => {
    mockApi({ 'GET /api/player': {}, 'GET /api/tournaments': [running, upcoming] });
    renderWithProviders(<ArenaRoute />, { path: '/arena' });
    await waitFor(
      () => expect(screen.getByTestId('arena-running').textContent).toContain('Aurora'),
      {
        timeout: 5000,
      },
    );
    expect(screen.getByTestId('sign-in-prompt')).toBeTruthy();
  });

  it('the hub shows the player’s tickets, wheel spins and lootboxes', async () => {
    mockApi({
      'GET /api/player': PLAYER,
      'GET /api/tournaments': [running],
      'GET /api/tournaments/player': [],
      'GET /api/lotteries': [],
      'GET /api/lotteries/statuses': { balance: 3, statuses: [] },
      'GET /api/player/wheel': { tiers: [], set_key: 'default', segments: [], spins: [] },
      'GET /api/player/lootboxes': { lootboxes: [] },
      'GET /api/fe/config/manage-promotion-pages': {
        pages: Object.fromEntries(
          ['rocket-mart', 'rocket-chance', 'aquanova-odyssey', 'lotteries', 'vip-club'].map(
            (key) => [key, { enabled: true }],
          ),
        ),
      },
    });
    renderWithProviders(<ActivityHubRoute />, { path: '/aquanova-odyssey' });
    expect(
      (await screen.findByTestId('hub-ticket-balance', {}, { timeout: 5000 })).textContent,
    ).toBe('3 tickets in the draws to come');
    expect((await screen.findByTestId('hub-wheel')).textContent).toContain('0 spins available');
    expect(screen.getByTestId('hub-lootboxes').textContent).toContain('0 to open');
    expect(screen.getByTestId('arena-none')).toBeTruthy();
  }, 15_000);
});
