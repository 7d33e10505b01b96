import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../testing/shell-test-utils';
import { GUEST } from './api/get-player';
import { sessionKeys } from './api/session-keys';
import { useSignOut } from './api/sign-out';
import { clearUserData, startUserSession } from './user-data';

const PLAYER = { id: 7, email: 'ada@example.com' };

function seed() {
  const client = createTestQueryClient();
  client.setQueryData(sessionKeys.player(), PLAYER);
  client.setQueryData(sessionKeys.settings(), { realtime: { url: 'ws://x', user: '7' } });
  client.setQueryData(['profile', 'subscriptions'], { receive_promos: true });
  client.setQueryData(['brand', 'project'], { name: 'Croupier' });
  client.setQueryData(['cms-content', 'banners', 'en'], []);
  return client;
}

describe('user data (platform-core.md §4 Session)', () => {
  it('logout leaves the guest and no data of the previous player; brand data stays (SS-005, SS-006)', () => {
    const client = seed();
    clearUserData(client);
    expect(client.getQueryData(sessionKeys.player())).toEqual(GUEST);
    expect(client.getQueryData(sessionKeys.settings())).toBeUndefined();
    expect(client.getQueryData(['profile', 'subscriptions'])).toBeUndefined();
    expect(client.getQueryData(['brand', 'project'])).toEqual({ name: 'Croupier' });
    expect(client.getQueryData(['cms-content', 'banners', 'en'])).toEqual([]);
  });

  it('sign-in sets the player and marks every user query for loading again (SS-004)', () => {
    const client = seed();
    startUserSession(client, { id: 8, email: 'bob@example.com' });
    expect(client.getQueryData(sessionKeys.player())).toEqual({ id: 8, email: 'bob@example.com' });
    expect(client.getQueryState(sessionKeys.player())?.isInvalidated).toBe(false);
    expect(client.getQueryState(['profile', 'subscriptions'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(sessionKeys.settings())?.isInvalidated).toBe(true);
    expect(client.getQueryState(['brand', 'project'])?.isInvalidated).toBe(false);
  });
});

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Log out
    </button>
  );
}

describe('useSignOut (SS-006)', () => {
  it('ends the server session, clears the user data and goes to main', async () => {
    const api = mockApi({ 'DELETE /api/users/sign_out': new Response(null, { status: 204 }) });
    const { queryClient } = renderWithProviders(<SignOutButton />, { path: '/live/all' });
    act(() => {
      queryClient.setQueryData(sessionKeys.player(), PLAYER);
      queryClient.setQueryData(['profile', 'subscriptions'], { receive_promos: true });
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(api.callsTo('DELETE', '/api/users/sign_out')).toHaveLength(1);
    expect(queryClient.getQueryData(sessionKeys.player())).toEqual(GUEST);
    expect(queryClient.getQueryData(['profile', 'subscriptions'])).toBeUndefined();
  });
});
