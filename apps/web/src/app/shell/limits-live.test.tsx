import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserLimit } from '@croupier/contracts/limits';
import { RealtimeProvider } from '../../features/realtime/realtime-provider';
import { RealtimeClient } from '../../features/realtime/realtime-client';
import { mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { GameLimitsGuard, LimitsLive } from './limits-live';

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
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  receive(frame: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
}

const PLAYER = { id: 42, email: 'ada@example.com', groups: [] };

const depositDay = (overrides: Partial<UserLimit> = {}): UserLimit => ({
  id: 1,
  type: 'deposit',
  period: 'day',
  amount_cents: 1_000,
  minutes: null,
  currency: 'EUR',
  status: 'active',
  value_used_cents: 0,
  reached: false,
  starts_at: '2026-03-10T00:00:00.000Z',
  ends_at: '2099-03-11T00:00:00.000Z',
  confirm_expires_at: null,
  pending: null,
  ...overrides,
});

function renderLive(isLoggedIn: boolean) {
  const sockets: FakeSocket[] = [];
  const createClient = () =>
    new RealtimeClient({
      getConnection: async () => ({ url: 'ws://test/ws', token: 'signed' }),
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
    });
  renderWithProviders(
    <RealtimeProvider isLoggedIn={isLoggedIn} createClient={createClient}>
      <LimitsLive isLoggedIn={isLoggedIn} />
    </RealtimeProvider>,
  );
  return sockets;
}

const warning = () => screen.queryByRole('alert', { name: 'Limit reached' });

afterEach(() => vi.useRealTimers());

describe('persistent limit-reached warning (LM-006)', () => {
  it('shows while a limit is reached and is still there long after a toast would close', async () => {
    mockApi({ 'GET /api/user_limits': [depositDay({ reached: true, value_used_cents: 1_000 })] });
    renderLive(true);
    const shown = await screen.findByRole('alert', { name: 'Limit reached' });
    expect(shown).toHaveTextContent('You have reached a limit');
    expect(shown).toHaveTextContent(/Daily deposit limit: resets/);
    expect(shown.querySelector('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'My limits' })).toHaveAttribute(
      'href',
      '/profile/limits',
    );

    vi.useFakeTimers();
    act(() => vi.advanceTimersByTime(10_000));
    expect(warning()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(warning()).toBeInTheDocument();
  });

  it('asks nothing for a guest', async () => {
    const api = mockApi({ 'GET /api/user_limits': [depositDay({ reached: true })] });
    renderLive(false);
    await act(async () => {});
    expect(api.callsTo('GET', '/api/user_limits')).toHaveLength(0);
    expect(warning()).toBeNull();
  });
});

describe('game_limits pushes (LM-007)', () => {
  it('a reached limit pushed by the server shows the warning without a reload, and goes with it', async () => {
    const api = mockApi({ 'GET /api/user_limits': [depositDay()] });
    const sockets = renderLive(true);
    await waitFor(() => expect(api.callsTo('GET', '/api/user_limits')).toHaveLength(1));
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0] as FakeSocket;
    act(() => socket.open());
    expect(socket.sent).toContainEqual({ type: 'subscribe', channels: ['game_limits'] });
    expect(warning()).toBeNull();

    act(() =>
      socket.receive({
        channel: 'game_limits',
        event: 'updated',
        id: 'push-1',
        data: { reached: true, limits: [depositDay({ reached: true, value_used_cents: 1_000 })] },
      }),
    );
    expect(await screen.findByRole('alert', { name: 'Limit reached' })).toBeInTheDocument();

    act(() =>
      socket.receive({
        channel: 'game_limits',
        event: 'updated',
        id: 'push-2',
        data: { reached: false, limits: [depositDay()] },
      }),
    );
    await waitFor(() => expect(warning()).toBeNull());
    // Pushes replace the list: no extra reads were needed.
    expect(api.callsTo('GET', '/api/user_limits')).toHaveLength(1);
  });
});

describe('game page entry (RT-057)', () => {
  const renderGame = () =>
    renderWithProviders(
      <GameLimitsGuard>
        <p>game page</p>
      </GameLimitsGuard>,
      {
        path: '/play/netent/book-of-x?mode=real',
        pattern: '/play/:producer/:name',
        routes: { '/profile/limits': <p>limits page</p> },
      },
    );

  it('sends a player who has reached a limit to profile limits', async () => {
    mockApi({
      'GET /api/player': PLAYER,
      'GET /api/user_limits': [depositDay({ reached: true })],
    });
    renderGame();
    expect(await screen.findByText('limits page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/limits');
    expect(screen.queryByText('game page')).toBeNull();
  });

  it('lets a player with no limit reached play', async () => {
    mockApi({ 'GET /api/player': PLAYER, 'GET /api/user_limits': [depositDay()] });
    renderGame();
    expect(await screen.findByText('game page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/play/netent/book-of-x');
  });

  it('does not ask about limits for a guest', async () => {
    const api = mockApi({ 'GET /api/player': {} });
    renderGame();
    expect(await screen.findByText('game page')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/user_limits')).toHaveLength(0);
  });
});
