import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectResponse } from '@croupier/contracts/info';
import { resetLiveWins } from '../../features/live-wins/live-wins-store';
import { ModalHost } from '../../features/modals/modal-host';
import { registerModal } from '../../features/modals/modal-registry';
import { resetModals } from '../../features/modals/modal-store';
import { RealtimeClient } from '../../features/realtime/realtime-client';
import { RealtimeProvider } from '../../features/realtime/realtime-provider';
import { mockApi } from '../../testing/mock-api';
import { renderWithProviders, testProject } from '../../testing/shell-test-utils';
import { LobbyExtras } from './lobby-extras';
import { NewProviderModal } from './new-provider-modal';

await import('../../lib/contracts');

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

/** The shared test brand, with the provider pop-ups and player-settable groups these tests use. */
const PROJECT: ProjectResponse = {
  ...testProject,
  locales: ['en'],
  groups: {
    ...testProject.groups,
    providerPopups: [
      { target: 851, shown: 859, provider: 'velvet-live' },
      { target: 1030, shown: 1056, provider: 'aurora-studios' },
    ],
    playerSettable: [859, 1056],
  },
  footer: { ...testProject.footer, copyright: '© Croupier' },
};

function api(groups: number[]) {
  return mockApi({
    'GET /api/player': { id: 7, email: 'ada@example.com', currency: 'EUR', groups },
    'GET /api/info/project': PROJECT,
    'GET /api/games/providers': [
      { id: 1, title: 'Velvet Live', slug: 'velvet-live', games_count: 12 },
    ],
    'GET /api/info/currencies': [],
    'POST /api/player/groups': { groups: [...groups, 859] },
  });
}

function renderLobbyExtras() {
  const sockets: FakeSocket[] = [];
  const createClient = () =>
    new RealtimeClient({
      getConnection: async () => ({ url: 'ws://test/ws' }),
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
    });
  const view = renderWithProviders(
    <RealtimeProvider isLoggedIn={false} createClient={createClient}>
      <LobbyExtras />
      <ModalHost />
    </RealtimeProvider>,
    { routes: { '/producers/:slug': <p>Producer page</p> } },
  );
  return { sockets, ...view };
}

beforeAll(() => {
  registerModal('new-provider', {
    component: NewProviderModal,
    labelKey: 'APP.MODALS.NEW_PROVIDER',
  });
});

afterEach(() => {
  resetLiveWins();
  resetModals();
});

describe('live wins ticker (NT-007, NT-012)', () => {
  it('is hidden until a win is pushed on the public wins channel, then shows it newest first', async () => {
    mockApi({
      'GET /api/player': {},
      'GET /api/info/currencies': [{ code: 'EUR', subunits_to_unit: 100, fiat: true, symbol: '€' }],
    });
    const { sockets } = renderLobbyExtras();
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0] as FakeSocket;
    act(() => socket.open());
    expect(socket.sent).toContainEqual({ type: 'subscribe', channels: ['wins'] });
    expect(screen.queryByRole('region', { name: 'Latest wins' })).toBeNull();

    const push = (id: string, user: string, amount: number, title: string, slug: string) =>
      act(() =>
        socket.receive({
          channel: 'wins',
          event: 'created',
          id,
          data: {
            user_name: user,
            game: { identifier: `aurora-studios/${slug}`, title },
            amount_cents: amount,
            currency: 'EUR',
          },
        }),
      );
    push('w1', 'J***', 12_550, 'Sun Temple', 'sun-temple');
    const ticker = await screen.findByRole('region', { name: 'Latest wins' });
    expect(ticker).toHaveTextContent('J*** won €125.50');
    expect(screen.getByRole('link', { name: 'Sun Temple' })).toHaveAttribute(
      'href',
      '/play/aurora-studios/sun-temple',
    );

    push('w2', 'M***', 4_000, 'Moon Gems', 'moon-gems');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('M*** won €40.00');
  });

  it('keeps only the last ten and drops what is not a win', async () => {
    mockApi({ 'GET /api/player': {} });
    const { sockets } = renderLobbyExtras();
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0] as FakeSocket;
    act(() => socket.open());
    act(() => socket.receive({ channel: 'wins', event: 'created', id: 'x', data: { user: 1 } }));
    for (let i = 0; i < 12; i += 1) {
      act(() =>
        socket.receive({
          channel: 'wins',
          event: 'created',
          id: `w${i}`,
          data: {
            user_name: `P${i}***`,
            game: { identifier: 'aurora-studios/sun-temple', title: 'Sun Temple' },
            amount_cents: 1_000 + i,
            currency: 'EUR',
          },
        }),
      );
    }
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('P11***'));
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });
});

describe('new-provider popup (platform-core.md §4)', () => {
  it('shows once per session to a player in the target group; closing joins the shown group', async () => {
    const calls = api([851]);
    const first = renderLobbyExtras();
    expect(await screen.findByRole('heading', { name: 'Meet Velvet Live' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Maybe later' }));
    await waitFor(() =>
      expect(calls.callsTo('POST', '/api/player/groups')[0]?.body).toEqual({
        groups: { add: [859] },
      }),
    );
    expect(screen.queryByRole('heading', { name: 'Meet Velvet Live' })).toBeNull();
    first.unmount();
    resetModals();

    // Same session, the lobby again: not shown twice.
    renderLobbyExtras();
    await waitFor(() =>
      expect(calls.callsTo('GET', '/api/info/project').length).toBeGreaterThan(0),
    );
    expect(screen.queryByRole('heading', { name: 'Meet Velvet Live' })).toBeNull();
  });

  it("the button joins the shown group and goes to the provider's games", async () => {
    const calls = api([851]);
    renderLobbyExtras();
    await userEvent.click(await screen.findByRole('button', { name: 'See their games' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/producers/velvet-live');
    await waitFor(() => expect(calls.callsTo('POST', '/api/player/groups')).toHaveLength(1));
  });

  it('is not shown to a player already in the shown group, nor outside the target group', async () => {
    for (const groups of [[851, 859], [1117]]) {
      const calls = api(groups);
      const view = renderLobbyExtras();
      await waitFor(() => expect(calls.callsTo('GET', '/api/info/project')).toHaveLength(1));
      await act(async () => {});
      expect(screen.queryByRole('dialog')).toBeNull();
      view.unmount();
    }
  });
});
