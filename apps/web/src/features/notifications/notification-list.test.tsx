import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredNotification } from '@croupier/contracts/realtime';
import { mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { notificationKeys } from './api/notification-keys';
import { NotificationList } from './notification-list';
import { addPushedNotification } from './notification-push';
import { notificationHref, notificationIcon } from './notification-target';

const item = (overrides: Partial<StoredNotification> = {}): StoredNotification => ({
  id: 1,
  type: 'bonuses_changes',
  text: 'Your 100 % deposit bonus is ready',
  identifier: 'gift:1',
  content: {
    icon: 'gift',
    title: 'New gift',
    button: { title: 'Open gifts', path: '/profile/gifts' },
  },
  expiry: '2099-01-01T00:00:00.000Z',
  read: false,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('where a notification button goes (NT-006)', () => {
  it('follows a site path, or maps a route name, else nowhere', () => {
    expect(notificationHref({ title: 'Go', path: '/profile/gifts' })).toBe('/profile/gifts');
    expect(notificationHref({ title: 'Go', toName: 'profile-gifts' })).toBe('/profile/gifts');
    expect(notificationHref({ title: 'Go', toName: 'profileLimits' })).toBe('/profile/limits');
    expect(notificationHref({ title: 'Go', toName: 'deposit' })).toBe('/deposit');
    expect(notificationHref({ title: 'Go', toName: 'no-such-screen' })).toBeNull();
    expect(notificationHref({ title: 'Go', toName: 'constructor' })).toBeNull();
    expect(notificationHref({ title: 'Go', path: '//evil.example/x' })).toBeNull();
    expect(notificationHref({ title: 'Go', path: 'https://evil.example/x' })).toBeNull();
    expect(notificationHref(null)).toBeNull();
  });

  it('draws a known icon or alias, else the bell', () => {
    expect(notificationIcon('gift')).toBe('gift');
    expect(notificationIcon('freespins')).toBe('cherry');
    expect(notificationIcon('constructor')).toBe('bell');
    expect(notificationIcon('https://cdn.example/x.png')).toBe('bell');
    expect(notificationIcon(null)).toBe('bell');
  });
});

describe('a pushed notification (NT-002)', () => {
  it('joins the top of the loaded list once, unread; junk changes nothing', async () => {
    mockApi();
    const { queryClient } = renderWithProviders(<p />);
    queryClient.setQueryData(notificationKeys.list(), [item({ read: true })]);
    const pushed = item({ id: 2, read: undefined as never });
    const { read: _read, ...notification } = pushed;
    await addPushedNotification(queryClient, { notification, gift: { id: 2 } });
    await addPushedNotification(queryClient, { notification });
    await addPushedNotification(queryClient, { notification: { id: 'x' } });
    await addPushedNotification(queryClient, null);
    expect(queryClient.getQueryData(notificationKeys.list())).toEqual([
      { ...notification, read: false },
      item({ read: true }),
    ]);
  });

  it('loads the whole list when it was not loaded yet', async () => {
    mockApi();
    const { queryClient } = renderWithProviders(<p />);
    const { read: _read, ...notification } = item();
    await addPushedNotification(queryClient, { notification });
    expect(queryClient.getQueryData(notificationKeys.list())).toBeUndefined();
  });
});

describe('the notification list (NT-001, NT-005, NT-006)', () => {
  it('shows the empty text when there are none (NT-005)', async () => {
    mockApi({ 'GET /api/player/notifications': [] });
    renderWithProviders(<NotificationList />);
    expect(await screen.findByTestId('notifications-empty')).toHaveTextContent(
      'No notifications yet. News about your gifts and free spins will appear here.',
    );
  });

  it("shows each item's icon, title, text and button; the button navigates and marks it read", async () => {
    const api = mockApi({
      'GET /api/player/notifications': [
        item(),
        item({
          id: 2,
          type: 'personal_notifications',
          text: 'Welcome back',
          content: { icon: null, title: 'Hello', button: null },
          read: true,
        }),
      ],
      'POST /api/player/notifications/1/read': item({ read: true }),
    });
    const onNavigate = vi.fn();
    renderWithProviders(<NotificationList onNavigate={onNavigate} />, { path: '/de/games' });
    const items = await screen.findAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('New gift');
    expect(first).toHaveTextContent('Your 100 % deposit bonus is ready');
    expect(first.querySelector('svg path')).not.toBeNull();
    expect(within(second).queryByRole('link')).toBeNull();
    expect(second).toHaveAttribute('data-read', 'true');

    await userEvent.click(within(first).getByRole('link', { name: 'Open gifts' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/gifts');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/player/notifications/1/read')).toHaveLength(1),
    );
    expect(first).toHaveAttribute('data-read', 'true');
  });

  it('marks an item read when it is opened, and all at once', async () => {
    const api = mockApi({
      'GET /api/player/notifications': [item({ id: 3 }), item({ id: 4, text: 'second' })],
      'POST /api/player/notifications/3/read': item({ id: 3, read: true }),
      'POST /api/player/notifications/read_all': new Response(null, { status: 204 }),
    });
    renderWithProviders(<NotificationList />);
    const [opened] = await screen.findAllByRole('button', { name: 'New gift (unread)' });
    await userEvent.click(opened as HTMLElement);
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/player/notifications/3/read')).toHaveLength(1),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/player/notifications/read_all')).toHaveLength(1),
    );
    for (const entry of screen.getAllByTestId('notification-item')) {
      expect(entry).toHaveAttribute('data-read', 'true');
    }
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });
});
