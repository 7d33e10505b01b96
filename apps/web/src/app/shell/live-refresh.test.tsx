import { useState, type ReactNode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@croupier/contracts/realtime';
import { Toaster } from '../../components/toast';
import { adventureKeys } from '../../features/adventures/api/adventure-keys';
import { cashboxKeys } from '../../features/cashbox/api/cashbox-keys';
import { gamesKeys } from '../../features/games/api/games-keys';
import { giftKeys } from '../../features/gifts/api/gift-keys';
import { lootboxKeys } from '../../features/lootboxes/api/lootbox-keys';
import { compPointKeys } from '../../features/rewards-mart/api/comp-point-keys';
import { RealtimeClient } from '../../features/realtime/realtime-client';
import { RealtimeProvider } from '../../features/realtime/realtime-provider';
import { TournamentScreen } from '../../features/tournaments/tournament-screen';
import { makeDetail, makeStatus, NOW } from '../../features/tournaments/tournament-test-utils';
import { mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { LIVE_REFRESH, LiveRefresh } from './live-refresh';

/** The machine running the tests may be busy: pushes go through a lazily loaded parser. */
const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 5000 });

/** A WebSocket stand-in the test drives: open it, then hand it server frames. */
class FakeSocket extends EventTarget {
  static OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  receive(frame: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
}

/** The app shell's side: the bell's count as the live chunk tells it. */
function Bell() {
  const [count, setCount] = useState(0);
  return (
    <>
      <LiveRefresh onUnreadChange={setCount} />
      <p data-testid="bell">{count}</p>
    </>
  );
}

const notification = (id: number): Notification => ({
  id,
  type: 'bonuses_changes',
  text: 'Your bonus is active',
  identifier: `gift:${id}`,
  content: { icon: 'gift', title: 'Bonus activated', button: { title: 'Gifts', toName: 'gifts' } },
  expiry: '2099-01-01T00:00:00.000Z',
});

function renderLive(page?: ReactNode) {
  const sockets: FakeSocket[] = [];
  const createClient = (getConnection: () => Promise<{ url: string; token?: string }>) =>
    new RealtimeClient({
      getConnection,
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
      baseDelayMs: 1,
      maxDelayMs: 1,
    });
  const view = renderWithProviders(
    <RealtimeProvider
      isLoggedIn
      createClient={() => createClient(async () => ({ url: 'ws://test/ws', token: 'signed' }))}
    >
      <Bell />
      {page}
    </RealtimeProvider>,
  );
  return { ...view, sockets };
}

const isStale = (
  queryClient: ReturnType<typeof renderLive>['queryClient'],
  key: readonly unknown[],
) => queryClient.getQueryState(key)?.isInvalidated === true;

describe('live refresh (NT-009)', () => {
  it('maps the gift channels to the gifts and the balance, and jackpots to the tiles', () => {
    // A wheel spin or a chance entry is a gift: bonuses_changes moves the lootbox pages too; an
    // adventure day's prize is a gift: both gift channels move the adventure calendar.
    expect(LIVE_REFRESH.bonuses_changes).toEqual([
      giftKeys.all,
      cashboxKeys.accounts(),
      lootboxKeys.all,
      adventureKeys.all,
    ]);
    expect(LIVE_REFRESH.freespins_changes).toEqual([
      giftKeys.all,
      cashboxKeys.accounts(),
      adventureKeys.all,
    ]);
    // The cashbox keeps balance and payments live (cashbox-live.tsx): not twice.
    expect(Object.keys(LIVE_REFRESH)).not.toContain('balance');
    expect(Object.keys(LIVE_REFRESH)).not.toContain('payments_changes');
  });

  it('adds a pushed notification to the bell at once and refreshes its channel data', async () => {
    const api = mockApi({ 'GET /api/player/notifications': [] });
    const { sockets, queryClient } = renderLive();
    queryClient.setQueryData(giftKeys.list(), []);
    queryClient.setQueryData(cashboxKeys.accounts(), []);
    queryClient.setQueryData(gamesKeys.jackpots('EUR'), {});
    await eventually(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0] as FakeSocket;
    act(() => socket.open());
    expect(socket.sent).toContainEqual({
      type: 'subscribe',
      channels: [
        'personal_notifications',
        'bonuses_changes',
        'freespins_changes',
        'lootboxes_changes',
        'comps_award',
        'groups_updates',
        'tournaments_statuses',
        'tournament_notifications',
        'jackpots_changes',
        'jackpot_win_award',
      ],
    });
    await eventually(() => expect(screen.getByTestId('bell')).toHaveTextContent('0'));

    act(() =>
      socket.receive({
        channel: 'bonuses_changes',
        event: 'activated',
        id: 'push-1',
        data: { notification: notification(7), gift: { id: 7 } },
      }),
    );
    await eventually(() => expect(screen.getByTestId('bell')).toHaveTextContent('1'));
    expect(isStale(queryClient, giftKeys.list())).toBe(true);
    expect(isStale(queryClient, cashboxKeys.accounts())).toBe(true);
    expect(isStale(queryClient, gamesKeys.jackpots('EUR'))).toBe(false);
    // The push brought it: the list was not asked again.
    expect(api.callsTo('GET', '/api/player/notifications')).toHaveLength(1);

    act(() =>
      socket.receive({ channel: 'jackpots_changes', event: 'updated', id: 'push-2', data: {} }),
    );
    await eventually(() => expect(isStale(queryClient, gamesKeys.jackpots('EUR'))).toBe(true));

    // CP-026: an award reloads the comp-point balance (and the mart's cards with it).
    queryClient.setQueryData(compPointKeys.balance(), {
      chargeable: { points: 0 },
      persistent: { points: 0 },
    });
    act(() =>
      socket.receive({
        channel: 'comps_award',
        event: 'awarded',
        id: 'push-3',
        data: {
          points: 10,
          reason: 'bet',
          comp_points: { chargeable: { points: 10 }, persistent: { points: 10 } },
        },
      }),
    );
    await eventually(() => expect(isStale(queryClient, compPointKeys.balance())).toBe(true));
  });

  it('reloads the notifications and every mapped query after a reconnect', async () => {
    const api = mockApi({ 'GET /api/player/notifications': [] });
    const { sockets, queryClient } = renderLive();
    await eventually(() => expect(sockets).toHaveLength(1));
    act(() => (sockets[0] as FakeSocket).open());
    await eventually(() => expect(api.callsTo('GET', '/api/player/notifications')).toHaveLength(1));
    queryClient.setQueryData(giftKeys.list(), []);

    act(() => (sockets[0] as FakeSocket).close());
    await eventually(() => expect(sockets).toHaveLength(2));
    expect(isStale(queryClient, giftKeys.list())).toBe(false);
    act(() => (sockets[1] as FakeSocket).open());
    await eventually(() => expect(api.callsTo('GET', '/api/player/notifications')).toHaveLength(2));
    expect(isStale(queryClient, giftKeys.list())).toBe(true);
  });

  it('tells the winner of a jackpot at once, with the level and the amount (JP-009)', async () => {
    mockApi({ 'GET /api/player/notifications': [] });
    const { sockets } = renderLive(<Toaster closeLabel="Close" />);
    await eventually(() => expect(sockets).toHaveLength(1));
    act(() => (sockets[0] as FakeSocket).open());
    act(() =>
      (sockets[0] as FakeSocket).receive({
        channel: 'jackpot_win_award',
        event: 'award',
        id: 'push-jp',
        data: {
          jackpot: 'mystic-sapphire',
          level: 'level_2',
          level_name: 'Major',
          amount_cents: 123456,
          currency: 'EUR',
          game: 'croupier/sapphire-reels',
          created_at: '2026-11-28T10:00:00.000Z',
        },
      }),
    );
    expect(
      await screen.findByText(
        'Jackpot! You won Major: €1,234.56, paid to your balance.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('a page watched during a stream of pushes shows the new board while they keep coming', async () => {
    // One bet pushes the player's status in every running item (~15 frames), and a player who
    // keeps spinning sends a burst every couple of seconds. Each push must not cancel the read
    // before it (whose answer would then never land) nor start one of its own per frame.
    let hasScored = false;
    const me = { award_place: 1, nickname: 'gambit', points: 2_000, bets: 2_000, prize: null };
    const api = mockApi({
      'GET /api/player/notifications': [],
      'GET /api/tournaments/recent': [],
      'GET /api/tournaments/1/status': makeStatus(),
      'GET /api/tournaments/1': async () => {
        const scored = hasScored;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return makeDetail({
          players_count: scored ? 1 : 0,
          leaderboard: scored ? [{ ...me, is_me: true }] : [],
        });
      },
    });
    const { sockets } = renderLive(
      <TournamentScreen idOrSlug="1" isLoggedIn currencyConfig={undefined} now={NOW} />,
    );
    await screen.findByTestId('leaderboard-empty', {}, { timeout: 10_000 });
    await eventually(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0] as FakeSocket;
    act(() => socket.open());
    await eventually(() => expect(api.callsTo('GET', '/api/tournaments/1/status')).toHaveLength(1));
    const readsBefore = api.callsTo('GET', '/api/tournaments/1').length;

    hasScored = true;
    let isShownDuringStream = false;
    for (let push = 0; push < 40; push += 1) {
      act(() =>
        socket.receive({
          channel: 'tournaments_statuses',
          event: 'updated',
          id: `status-${push}`,
          data: makeStatus({ place: 1, points: 2_000, bets: 2_000 }),
        }),
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      if (screen.queryByTestId('leaderboard-me')) isShownDuringStream = true;
    }
    expect(isShownDuringStream).toBe(true);
    expect(screen.getByText('1 player on the board')).toBeTruthy();
    // Bursts are read once, not once a frame.
    expect(api.callsTo('GET', '/api/tournaments/1').length - readsBefore).toBeLessThan(15);
  }, 30_000);
});
