import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { TournamentsScreen } from './tournaments-screen';
import type { TournamentsView } from './tournament-view';
import {
  at,
  makeQuest,
  makeStatus,
  makeTournament,
  moneyPrize,
  NOW,
} from './tournament-test-utils';

afterEach(() => vi.unstubAllGlobals());

function renderTab(
  tab: TournamentsView,
  options: { isLoggedIn?: boolean; lotteries?: boolean } = {},
) {
  return renderWithProviders(
    <TournamentsScreen
      tab={tab}
      isLoggedIn={options.isLoggedIn ?? true}
      showLotteries={options.lotteries ?? true}
      showTestQuests={false}
      currencyConfig={undefined}
      now={NOW}
    />,
  );
}

describe('/tournaments (RT-037, TN-003, TN-005, TN-011)', () => {
  it('lists the running and upcoming items with their timers and the player’s place', async () => {
    mockApi({
      '/api/tournaments': [
        makeTournament({ id: 1, title: 'Aurora Spins Race', end_at: at(26) }),
        makeTournament({
          id: 2,
          title: 'Live Dealers Cup',
          type: 'live',
          currency: 'USD',
          start_at: at(3),
          end_at: at(50),
          prizes: [{ from_place: 1, to_place: 1, prize: moneyPrize(100_000, 'USD') }],
        }),
      ],
      '/api/tournaments/1/status': makeStatus({ tournament_id: 1, place: 4 }),
      '/api/tournaments/2/status': makeStatus({ tournament_id: 2 }),
    });
    renderTab('root');
    const first = await screen.findByTestId('tournament-card-1', {}, { timeout: 5000 });
    expect(within(first).getByTestId('promo-timer').textContent).toBe('Left to finish: 1d 2h 0m');
    expect(within(first).getByText('€500.00 cash')).toBeTruthy();
    await waitFor(() =>
      expect(within(first).getByTestId('card-my-place').textContent).toContain('4'),
    );
    const second = screen.getByTestId('tournament-card-2');
    expect(within(second).getByTestId('promo-timer').textContent).toBe('Starts in: 0d 3h 0m');
    expect(within(second).getByText('US$1,000.00 cash')).toBeTruthy();
    expect(
      within(second).getByRole('link', { name: 'Live Dealers Cup' }).getAttribute('href'),
    ).toBe('/tournaments/2');
  }, 30_000);

  it('TN-011: a failed status leaves its card without progress, the others render', async () => {
    mockApi({
      '/api/tournaments': [1, 2, 3].map((id) => makeTournament({ id, title: `Race ${id}` })),
      '/api/tournaments/1/status': makeStatus({ tournament_id: 1, place: 1 }),
      '/api/tournaments/2/status': jsonResponse(500, { error: 'boom' }),
      '/api/tournaments/3/status': makeStatus({ tournament_id: 3, place: 7 }),
    });
    renderTab('all');
    await waitFor(() => expect(screen.getAllByTestId('card-my-place')).toHaveLength(2), {
      timeout: 5000,
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(screen.getByTestId('tournament-card-2')).queryByTestId('card-my-place'),
    ).toBeNull();
  });

  it('RT-037: the lotteries tab shows only while the lotteries page is on', async () => {
    mockApi({ '/api/tournaments': [] });
    renderTab('all', { lotteries: false, isLoggedIn: false });
    await screen.findByText('Nothing is running in this tab right now.');
    expect(screen.queryByTestId('tournaments-tab-lotteries')).toBeNull();
    const tabs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(tabs).toEqual([
      '/tournaments',
      '/tournaments/all',
      '/tournaments/producers',
      '/tournaments/actions',
      '/tournaments/live',
      '/tournaments/achievements',
      '/tournaments/archive',
    ]);
    expect(screen.getByTestId('tournaments-tab-all').getAttribute('aria-current')).toBe('page');
  });

  it('TN-031: the achievements tab shows the achievements with the player’s progress', async () => {
    const achievement = (id: number, title: string, kind: 'spin_count' | 'first_deposit') =>
      makeTournament({
        id,
        title,
        type: 'achievements',
        kind: 'achievement',
        frontend_identifier: `achievement-${id}`,
        achievement: {
          goal: { kind, target: kind === 'spin_count' ? 100 : 1, provider: null },
          badge: `/brand/achievements/${id}.svg`,
          reward:
            kind === 'spin_count'
              ? {
                  ...moneyPrize(0),
                  kind: 'comp_points',
                  currency: null,
                  amount_cents: null,
                  comp_points: 500,
                }
              : null,
        },
      });
    mockApi({
      '/api/tournaments': [
        achievement(41, 'Spinner', 'spin_count'),
        achievement(42, 'First steps', 'first_deposit'),
        makeTournament({ id: 1 }),
      ],
      '/api/tournaments/41/status': makeStatus({
        tournament_id: 41,
        achievement: { progress: 37, target: 100, completed_at: null, granted: false },
      }),
      '/api/tournaments/42/status': makeStatus({
        tournament_id: 42,
        achievement: {
          progress: 1,
          target: 1,
          completed_at: '2026-11-19T10:00:00.000Z',
          granted: false,
        },
      }),
    });
    renderTab('achievements');
    const list = await screen.findByTestId('achievement-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const spinner = screen.getByTestId('achievement-41');
    expect(within(spinner).getByText('Play 100 spins')).toBeTruthy();
    expect(within(spinner).getByText('Reward: 500 comp points')).toBeTruthy();
    await waitFor(() =>
      expect(within(spinner).getByTestId('achievement-progress').textContent).toBe('37 of 100'),
    );
    const first = screen.getByTestId('achievement-42');
    await waitFor(() => expect(first.dataset.done).toBe('true'));
    expect(within(first).getByText('A badge for your collection')).toBeTruthy();
  });

  it('the actions tab links a quest to its page /action/{slug}', async () => {
    mockApi({ '/api/tournaments': [makeQuest(), makeTournament({ id: 1 })] });
    renderTab('actions', { isLoggedIn: false });
    const link = await screen.findByRole('link', { name: 'Spring Quest' });
    expect(link.getAttribute('href')).toBe('/action/spring');
  });

  it('the archive tab lists the recently finished ones as finished', async () => {
    mockApi({
      '/api/tournaments/recent': [
        makeTournament({
          id: 9,
          title: 'Autumn Race',
          start_at: at(-90),
          end_at: at(-2),
          finished: true,
        }),
      ],
    });
    renderTab('archive', { isLoggedIn: false });
    const card = await screen.findByTestId('tournament-card-9');
    expect(within(card).getByTestId('promo-timer').textContent).toBe('Finished');
  });

  it('a failed list says so and offers a retry', async () => {
    mockApi({ '/api/tournaments': jsonResponse(500, { error: 'boom' }) });
    renderTab('root');
    expect(await screen.findByText('The tournaments could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
