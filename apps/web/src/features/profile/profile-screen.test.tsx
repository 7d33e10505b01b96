import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearHeaderNotices, useHeaderNotices } from '../../components/header-notices';
import { clearToasts } from '../../components/toast';
import { json, mockApi } from '../../testing/mock-api';
import { testI18n } from '../../testing/shell-test-utils';
import { fieldsConfig, makePlayer, renderProfile } from './profile-test-utils';
import { SOW_NOTICE_ID, useSowReminder } from './sow-reminder';

afterEach(() => {
  clearToasts();
  clearHeaderNotices();
});

const brandGroups = {
  vipTiers: {
    regular: 1117,
    bronze: 257,
    bronzeLegacy: 793,
    silver: 258,
    gold: 259,
    platinum: 255,
    diamond: 759,
  },
  vipStatusOrder: [759, 255, 259, 258, 257],
};

const rootApi = () =>
  mockApi({
    'GET /api/info/player_fields': fieldsConfig(['first_name', 'city']),
    'GET /api/subscriptions': { receive_promos: false, receive_sms_promos: true },
    'PUT /api/subscriptions': ({ body }: { body: unknown }) => body,
    'POST /api/fe/config/managers': {
      managerName: 'Mara',
      time: 'Mon-Fri 09:00-18:00 CET',
      whatsAppLink: 'https://wa.me/123',
      telegramLink: 'https://t.me/mara',
      email: 'mara@example.com',
    },
  });

describe('profile layout (platform-core.md §2.2)', () => {
  it('offers every profile tab and moves between their paths', async () => {
    rootApi();
    renderProfile();
    const tabs = screen.getByRole('tablist', { name: 'Profile sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Personal data',
      'Levels',
      'Gifts',
      'Verification',
      'Limits',
      'Security',
      'Games history',
      'Promo code',
    ]);
    expect(within(tabs).getByRole('tab', { name: 'Personal data' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Security' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/security');
  });

  it('draws the tabs other features build inside the layout', () => {
    rootApi();
    renderProfile({ tab: 'level' });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('other tab level');
  });
});

describe('VIP (platform-core.md §6; PR-035)', () => {
  it('shows the tier of the first VIP group near the nickname and the manager panel', async () => {
    const calls = rootApi();
    renderProfile({ brandGroups, player: makePlayer({ groups: [21, 258, 759], vip: true }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ada');
    expect(screen.getByTestId('vip-badge')).toHaveTextContent('Diamond VIP');
    const manager = await screen.findByRole('region', { name: 'Your VIP manager' });
    expect(within(manager).getByText('Mara')).toBeInTheDocument();
    expect(within(manager).getByRole('link', { name: 'WhatsApp – message Mara' })).toHaveAttribute(
      'href',
      'https://wa.me/123',
    );
    expect(within(manager).getByRole('link', { name: 'Email – message Mara' })).toHaveAttribute(
      'href',
      'mailto:mara@example.com',
    );
    expect(calls.callsTo('POST', '/api/fe/config/managers')[0]?.body).toEqual({
      userGroups: [21, 258, 759],
    });
  });

  it('a player in no VIP group gets neither badge nor manager lookup', async () => {
    const calls = rootApi();
    renderProfile({ brandGroups, player: makePlayer({ groups: [21] }) });
    await screen.findByRole('region', { name: 'Subscriptions' });
    expect(screen.queryByTestId('vip-badge')).toBeNull();
    expect(calls.callsTo('POST', '/api/fe/config/managers')).toHaveLength(0);
  });
});

describe('subscriptions (PR-028, PR-029)', () => {
  it('saves a switch at once with both flags and refreshes the player', async () => {
    const refreshPlayer = vi.fn();
    const calls = rootApi();
    renderProfile({ refreshPlayer });
    const email = await screen.findByRole('switch', { name: 'Offers by email' });
    expect(email).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Offers by SMS' })).toBeChecked();
    await userEvent.click(email);
    await waitFor(() => expect(calls.callsTo('PUT', '/api/subscriptions')).toHaveLength(1));
    expect(calls.callsTo('PUT', '/api/subscriptions')[0]?.body).toEqual({
      receive_promos: true,
      receive_sms_promos: true,
    });
    await waitFor(() => expect(refreshPlayer).toHaveBeenCalled());
    expect(screen.getByRole('switch', { name: 'Offers by email' })).toBeChecked();
  });
});

describe('e-mail change (AS-08)', () => {
  it('sends the new address and shows where the confirmation went', async () => {
    const changed = vi.fn();
    const calls = rootApi();
    calls.set(
      'PUT /api/player/email',
      makePlayer({ email: 'new@example.com', confirmed_at: null }),
    );
    renderProfile({ onPlayerChange: changed });
    const card = screen.getByRole('region', { name: 'Email' });
    await userEvent.click(within(card).getByRole('button', { name: 'Change email' }));
    await userEvent.type(within(card).getByLabelText(/New email/), 'not-an-address');
    await userEvent.click(within(card).getByRole('button', { name: 'Change email' }));
    expect(await within(card).findByText('Enter a valid email address.')).toBeInTheDocument();
    await userEvent.clear(within(card).getByLabelText(/New email/));
    await userEvent.type(within(card).getByLabelText(/New email/), 'new@example.com');
    await userEvent.click(within(card).getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(calls.callsTo('PUT', '/api/player/email')[0]?.body).toEqual({
      email: 'new@example.com',
    });
    expect(screen.getByText('We sent a confirmation link to new@example.com.')).toBeInTheDocument();
  });
});

describe('games history (PR-013, PR-014)', () => {
  it('is an honest empty state with the way to the lobby while the call is missing', async () => {
    mockApi({});
    renderProfile({ tab: 'games-history' });
    expect(await screen.findByRole('heading', { name: 'No games played yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the games' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the games the api returns', async () => {
    mockApi({
      'GET /api/player/played_games': {
        data: [
          {
            game: {
              identifier: 'studio/fruit-party',
              title: 'Fruit Party',
              provider: 'studio',
              seo_title: 'fruit-party',
            },
            last_played_at: '2025-06-01T10:00:00.000Z',
            rounds: 14,
            bets_cents: 1250,
            wins_cents: 300,
            currency: 'EUR',
          },
        ],
        pagination: {
          current_page: 1,
          next_page: null,
          prev_page: null,
          total_pages: 1,
          total_count: 1,
        },
      },
    });
    renderProfile({ tab: 'games-history' });
    const row = await screen.findByRole('row', { name: /Fruit Party/ });
    expect(row).toHaveTextContent('€12.50');
    expect(row).toHaveTextContent('€3.00');
  });
});

describe('promo code (PR-038)', () => {
  it('says promo codes open with the cashbox when the call is missing, never a fake success', async () => {
    const calls = mockApi({});
    renderProfile({ tab: 'promocode', player: makePlayer({ deposit_bonus_code: 'WELCOME' }) });
    expect(screen.getByText('WELCOME')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Bonus code'), 'SPRING50');
    await userEvent.click(screen.getByRole('button', { name: 'Save code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Promo codes open with the cashbox.',
    );
    expect(screen.queryByText('Your code is saved for the next deposit.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(calls.callsTo('PATCH', '/api/player/set_bonus_code')[0]?.body).toEqual({
      deposit_bonus_code: 'SPRING50',
    });
  });

  it('stores a code and shows the player the api returns', async () => {
    const changed = vi.fn();
    mockApi({
      'PATCH /api/player/set_bonus_code': makePlayer({ deposit_bonus_code: 'SPRING50' }),
    });
    renderProfile({ tab: 'promocode', onPlayerChange: changed });
    await userEvent.type(screen.getByLabelText('Bonus code'), 'SPRING50');
    await userEvent.click(screen.getByRole('button', { name: 'Save code' }));
    expect(await screen.findByText('Your code is saved for the next deposit.')).toBeInTheDocument();
    expect(changed).toHaveBeenCalledWith(
      expect.objectContaining({ deposit_bonus_code: 'SPRING50' }),
    );
  });

  it('shows the api’s refusal under the field', async () => {
    mockApi({
      'PATCH /api/player/set_bonus_code': json(
        { code: 'validation_failed', errors: { deposit_bonus_code: ['VALIDATION.INVALID'] } },
        422,
      ),
    });
    renderProfile({ tab: 'promocode' });
    await userEvent.type(screen.getByLabelText('Bonus code'), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Save code' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Bonus code')).toHaveAccessibleDescription(
        'This value is not valid.',
      ),
    );
  });
});

describe('source-of-wealth reminder (PR-033)', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={testI18n('en')}>
      <MemoryRouter>{children}</MemoryRouter>
    </I18nextProvider>
  );

  it('pushes a header notice linking to verification while the date is past, and removes it after', () => {
    const { result, rerender } = renderHook(
      ({ expires }: { expires: string | null }) => {
        useSowReminder(makePlayer({ sow_questionnaire_expires_at: expires }));
        return useHeaderNotices();
      },
      { wrapper, initialProps: { expires: '2020-01-01T00:00:00.000Z' } },
    );
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({
      id: SOW_NOTICE_ID,
      message: 'Your source-of-wealth details need an update.',
      link: { text: 'Go to verification' },
    });
    rerender({ expires: '2999-01-01T00:00:00.000Z' });
    expect(result.current).toHaveLength(0);
  });
});
