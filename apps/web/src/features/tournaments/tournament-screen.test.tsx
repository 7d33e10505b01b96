import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { useTournamentStatusPush } from './tournament-notice';
import { TournamentScreen } from './tournament-screen';
import {
  at,
  freespinsPrize,
  makeDetail,
  makeStatus,
  moneyPrize,
  NOW,
} from './tournament-test-utils';

afterEach(() => vi.unstubAllGlobals());

/** The live channel's handler of `tournaments_statuses`: the button hands it `push`. */
function StatusPush({ push }: { push: unknown }) {
  const putStatus = useTournamentStatusPush();
  return (
    <button type="button" onClick={() => void putStatus(push)}>
      Push the status
    </button>
  );
}

const row = (place: number, nickname: string, points: number, isMe = false) => ({
  award_place: place,
  nickname,
  points,
  bets: points,
  prize: place === 1 ? moneyPrize(50_000) : place <= 5 ? freespinsPrize(50) : null,
  is_me: isMe,
});

function renderPage(isLoggedIn = true, idOrSlug = 'aurora-spins-race') {
  return renderWithProviders(
    <TournamentScreen
      idOrSlug={idOrSlug}
      isLoggedIn={isLoggedIn}
      currencyConfig={undefined}
      now={NOW}
    />,
  );
}

describe('the tournament page (RT-028, TN-005, TN-009, TN-010, TN-013)', () => {
  it('shows the countdown, prize table, leaderboard with my row, rules and terms', async () => {
    mockApi({
      '/api/tournaments/aurora-spins-race': makeDetail({
        leaderboard: [row(1, 'Ma***', 120_000), row(2, 'Jo***', 80_000)],
        my_row: row(14, 'gambit', 1_250, true),
        qualifying: {
          games: [],
          categories: [],
          providers: ['Croupier Originals'],
          min_bet_cents: 50,
        },
        terms_file: { url: '/files/aurora-terms.pdf', categories: ['tournaments'] },
      }),
      '/api/tournaments/1/status': makeStatus({ place: 14, points: 1_250, bets: 1_250 }),
      '/api/tournaments/recent': [],
    });
    renderPage();
    const page = await screen.findByTestId('tournament-page', {}, { timeout: 5000 });
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Aurora Spins Race');
    expect(within(page).getAllByTestId('promo-timer')[0]?.textContent).toBe(
      'Left to finish: 1d 2h 0m',
    );
    const prizes = within(screen.getByTestId('prize-table')).getAllByRole('row');
    expect(prizes.map((tr) => tr.textContent)).toEqual([
      'PlacePrize',
      '1€500.00 cash',
      '2–550 free spins',
    ]);
    const board = screen.getByTestId('leaderboard');
    const rows = within(board).getAllByRole('row').slice(1);
    expect(rows.map((tr) => tr.textContent)).toEqual([
      '1Ma***€1,200.00€500.00 cash',
      '2Jo***€800.0050 free spins',
      '14gambitYou€12.50—',
    ]);
    expect(screen.getByTestId('leaderboard-me').getAttribute('aria-current')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('my-place').textContent).toBe('14'));
    expect(screen.getByTestId('my-prize').textContent).toBe('Not in the prizes yet');
    expect(screen.getByText('Minimum bet: €0.50')).toBeTruthy();
    expect(screen.getByText('Providers: Croupier Originals')).toBeTruthy();
    expect(screen.getByTestId('terms-file').getAttribute('href')).toBe('/files/aurora-terms.pdf');
  }, 30_000);

  it('TN-009: a tournament that needs confirmation shows the join button until joined', async () => {
    let confirmed = false;
    const fetchMock = mockApi({
      '/api/tournaments/7': makeDetail({
        id: 7,
        entry: 'confirmation',
        start_at: at(2),
        end_at: at(30),
      }),
      'GET /api/tournaments/7/status': () =>
        makeStatus({ tournament_id: 7, confirmation_required: true, confirmed }),
      'POST /api/tournaments/7/confirm': () => {
        confirmed = true;
        return makeStatus({ tournament_id: 7, confirmation_required: true, confirmed: true });
      },
      '/api/tournaments/recent': [],
    });
    renderPage(true, '7');
    expect(
      (await screen.findAllByTestId('promo-timer', {}, { timeout: 5000 }))[0]?.textContent,
    ).toBe('Starts in: 0d 2h 0m');
    const join = await screen.findByRole('button', { name: 'Join the tournament' });
    await userEvent.click(join);
    expect(await screen.findByTestId('tournament-joined')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the tournament' })).toBeNull();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/tournaments/7/confirm');
    expect(post?.[1]?.body).toBe(JSON.stringify({ confirmed: true }));
  });

  it('a guest is asked to sign up and never asks for a status', async () => {
    const fetchMock = mockApi({
      '/api/tournaments/aurora-spins-race': makeDetail(),
      '/api/tournaments/recent': [],
    });
    renderPage(false);
    const link = await screen.findByRole(
      'link',
      { name: 'Sign up to take part' },
      { timeout: 5000 },
    );
    expect(link.getAttribute('href')).toContain(
      '/registration?redirect=%2Ftournaments%2Faurora-spins-race',
    );
    expect(screen.getByTestId('leaderboard-empty')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/status'))).toBe(false);
  });

  it('a finished tournament shows its final results and no timer', async () => {
    mockApi({
      '/api/tournaments/5': makeDetail({
        id: 5,
        start_at: at(-50),
        end_at: at(-2),
        status: 'archive',
        finished: true,
        leaderboard: [row(1, 'Ma***', 120_000)],
      }),
      '/api/tournaments/5/status': makeStatus({ tournament_id: 5, place: 1 }),
      '/api/tournaments/recent': [],
    });
    renderPage(true, '5');
    expect(await screen.findByText('Final results', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByTestId('promo-timer')[0]?.textContent).toBe('Finished');
    expect(screen.queryByTestId('my-standing')).toBeNull();
  });

  it('a tournament closed before its end by the clock says finished, not 0d 0h 0m left', async () => {
    // The operator's close (or a clock a little behind the server's) ends it early.
    mockApi({
      '/api/tournaments/6': makeDetail({ id: 6, end_at: at(0.001), finished: true }),
      '/api/tournaments/6/status': makeStatus({ tournament_id: 6, place: 1 }),
      '/api/tournaments/recent': [],
    });
    renderPage(true, '6');
    expect(await screen.findByText('Final results', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByTestId('promo-timer')[0]?.textContent).toBe('Finished');
  });

  it('the close’s final status push makes an open page final at once, for a non-winner too', async () => {
    const fetchMock = mockApi({
      '/api/tournaments/aurora-spins-race': makeDetail({
        leaderboard: [row(1, 'Ma***', 120_000), row(2, 'gambit', 1_250, true)],
      }),
      '/api/tournaments/1/status': makeStatus({ place: 2, points: 1_250, bets: 1_250 }),
      '/api/tournaments/recent': [],
    });
    renderWithProviders(
      <>
        <TournamentScreen
          idOrSlug="aurora-spins-race"
          isLoggedIn
          currencyConfig={undefined}
          now={NOW}
        />
        <StatusPush push={makeStatus({ finished: true, place: 2, points: 1_250, bets: 1_250 })} />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('my-place').textContent).toBe('2'), {
      timeout: 5000,
    });
    const reads = fetchMock.mock.calls.length;
    // The close pushes the final status (still inside the dates by the page's clock).
    await userEvent.click(screen.getByRole('button', { name: 'Push the status' }));
    await waitFor(() =>
      expect(screen.getByTestId('tournament-page').getAttribute('data-status')).toBe('archive'),
    );
    expect(screen.getByRole('heading', { name: 'Final results' })).toBeTruthy();
    expect(screen.getAllByTestId('promo-timer')[0]?.textContent).toBe('Finished');
    const result = screen.getByTestId('my-final-result');
    expect(within(result).getByRole('heading').textContent).toBe('My final result');
    expect(within(result).getByTestId('my-place').textContent).toBe('2');
    expect(within(result).getByTestId('my-prize').textContent).toBe('No prize this time');
    expect(screen.queryByTestId('my-standing')).toBeNull();
    // Final from the push alone: no read of the item was needed.
    expect(fetchMock.mock.calls.length).toBe(reads);
  });

  it('an unknown tournament says so and links back', async () => {
    mockApi({ '/api/tournaments/nope': jsonResponse(404, { error: 'not_found' }) });
    renderPage(true, 'nope');
    expect(
      await screen.findByText(
        'This tournament does not exist or is not open to you.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All tournaments' }).getAttribute('href')).toBe(
      '/tournaments',
    );
  });
});
