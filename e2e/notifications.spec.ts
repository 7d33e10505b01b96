import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerPlayer, xhr } from './players';

/**
 * The notification centre end to end (platform-core.md §3 Notification, §4; NT-001, NT-002,
 * NT-004..NT-006, NT-009): a signed-in player redeems a promo code, the gifts engine issues the
 * gift and notifies in the same transaction, and the push rings the bell live (no reload); the
 * list shows the notice with its button, the button opens the gifts and marks it read, and the
 * stored list says so after a reload. The gifts tab open in the page shows the new gift without a
 * reload (the push refreshes the gifts), and a push on personal_notifications joins the list at
 * once, its route-named button mapped to the site's path, in the bell and in the side menu.
 */

/** Resolves once the signed-in socket has asked for the notification channels. */
function notificationChannelsJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString();
        if (text.includes('"subscribe"') && text.includes('bonuses_changes')) resolve();
      });
    });
  });
}

test('a gift notice rings the bell live; its button opens the gifts and marks it read', async ({
  page,
  baseURL,
}) => {
  const joined = notificationChannelsJoined(page);
  await registerPlayer(page, baseURL, 'notify');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Notifications are off' })).toBeVisible();
  await joined;

  // Any action that notifies: the demo brand's promo code issues a gift (and its notice).
  const redeemed = await page.request.post('/api/bonuses/coupon', {
    headers: xhr(baseURL),
    data: { coupon_code: 'WELCOME10' },
  });
  expect(redeemed.status(), await redeemed.text()).toBe(200);

  const bell = header.getByRole('button', { name: 'Notifications', exact: true });
  await expect(bell).toHaveAttribute('data-state', 'on');
  await expect(bell.getByTestId('badge')).toContainText('1 new notifications');

  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  const items = panel.getByTestId('notification-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAttribute('data-read', 'false');
  await items.first().getByRole('link', { name: 'Open gifts' }).click();

  await expect(page).toHaveURL(/\/profile\/gifts$/);
  await expect(panel).toBeHidden();
  await expect(header.getByRole('button', { name: 'Notifications are off' })).toBeVisible();
  await expect
    .poll(async () => {
      const list = (await (await page.request.get('/api/player/notifications')).json()) as {
        type: string;
        read: boolean;
      }[];
      return list.map((item) => [item.type, item.read]);
    })
    .toEqual([['bonuses_changes', true]]);

  // The stored list comes back at the next load, read.
  await page.reload();
  await header.getByRole('button', { name: 'Notifications are off' }).click();
  await expect(panel.getByTestId('notification-item')).toHaveCount(1);
  await expect(panel.getByTestId('notification-item').first()).toHaveAttribute('data-read', 'true');
});

test('the gifts tab open in the page shows the new gift live (NT-009)', async ({
  page,
  baseURL,
}) => {
  const joined = notificationChannelsJoined(page);
  await registerPlayer(page, baseURL, 'notify-gifts');
  await joined;
  await page.goto('/profile/gifts');
  const gifts = page.getByRole('region', { name: 'My gifts' });
  await expect(gifts).toBeVisible();
  await expect(gifts.getByText('€10 bonus, no deposit needed')).toHaveCount(0);

  const redeemed = await page.request.post('/api/bonuses/coupon', {
    headers: xhr(baseURL),
    data: { coupon_code: 'WELCOME10' },
  });
  expect(redeemed.status(), await redeemed.text()).toBe(200);
  // No reload: the bonuses_changes push reloads the gifts list.
  await expect(gifts.getByText('€10 bonus, no deposit needed').first()).toBeVisible();
});

test('a personal notice pushed by the server joins the list at once (NT-002)', async ({
  page,
  baseURL,
}) => {
  const joined = notificationChannelsJoined(page);
  await registerPlayer(page, baseURL, 'notify-personal');
  await joined;
  const player = (await (await page.request.get('/api/player')).json()) as { id: number };

  const published = await page.request.post('/__test/realtime/publish', {
    headers: xhr(baseURL),
    data: {
      channel: 'personal_notifications',
      event: 'message',
      playerId: player.id,
      data: {
        notification: {
          id: 'welcome-1',
          type: 'personal_notifications',
          text: 'Your documents were approved.',
          identifier: null,
          content: {
            icon: 'user',
            title: 'Verification',
            button: { title: 'See my profile', toName: 'profile-verification' },
          },
          expiry: new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString(),
        },
      },
    },
  });
  expect(published.status(), await published.text()).toBe(204);

  const header = page.getByRole('banner');
  const bell = header.getByRole('button', { name: 'Notifications', exact: true });
  await expect(bell.getByTestId('badge')).toContainText('1 new notifications');
  await bell.click();
  const item = page.getByRole('region', { name: 'Notifications' }).getByTestId('notification-item');
  await expect(item).toContainText('Verification');
  await expect(item).toContainText('Your documents were approved.');
  await expect(item.getByRole('link', { name: 'See my profile' })).toHaveAttribute(
    'href',
    '/profile/verification',
  );
  await page.keyboard.press('Escape');

  // The side menu lists it too, under its entry for players with new ones (SH-011).
  // The header's menu button on desktop, the bottom bar's on a phone.
  await page.getByRole('button', { name: 'Menu', exact: true }).locator('visible=true').click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: /Notifications/ }).click();
  await expect(menu.getByTestId('notification-item')).toContainText('Verification');
});
