import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@croupier/contracts/info';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearHeaderNotices, pushHeaderNotice } from '../../../components/header-notices';
import { mockApi, renderWithProviders } from '../../../testing/shell-test-utils';
import { buildTopNavItems } from '../nav/nav-items';
import { Header } from './header';
import type { HeaderProps } from './header';
import { PROMO_BANNER_RETURN_MS } from './promo-banner';

const locales: Locale[] = [
  { code: 'en', enabled: true, name: 'English', default: true },
  { code: 'de', enabled: true, name: 'Deutsch', default: false },
  { code: 'it', enabled: false, name: 'Italiano', default: false },
];

function renderHeader(props: Partial<HeaderProps> = {}) {
  const all: HeaderProps = {
    brandName: 'Croupier',
    logo: { logoUrl: { mobile: '/brand/logo-mobile.svg', full: '/brand/logo-full.svg' } },
    isLoggedIn: false,
    navItems: buildTopNavItems({}),
    locales,
    locale: 'en',
    onLocaleChange: vi.fn(),
    isMenuOpen: false,
    onMenuToggle: vi.fn(),
    ...props,
  };
  return { ...renderWithProviders(<Header {...all} />), props: all };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearHeaderNotices();
});

describe('Header', () => {
  it('shows all nine header elements to a logged-in player (SH-001)', () => {
    renderHeader({ isLoggedIn: true });
    const header = screen.getByRole('banner');
    expect(
      within(header).getByRole('link', { name: 'Croupier – go to the lobby' }),
    ).toBeInTheDocument();
    expect(within(header).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/deposit',
    );
    expect(within(header).getByRole('button', { name: 'Balance' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Search games' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Gifts' })).toHaveAttribute(
      'href',
      '/profile/gifts',
    );
    expect(
      within(header).getByRole('button', { name: 'Notifications are off' }),
    ).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Support' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
  });

  it('gives guests login and sign-up, language, search and support, but no money items (SH-002)', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search games' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Support' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Balance/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Gifts' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  });

  it('brings the closed promo banner back after 2 minutes (SH-003)', () => {
    vi.useFakeTimers();
    renderHeader();
    expect(screen.getByText('Play for real money')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hide this message' }));
    expect(screen.queryByText('Play for real money')).toBeNull();
    act(() => vi.advanceTimersByTime(PROMO_BANNER_RETURN_MS - 1000));
    expect(screen.queryByText('Play for real money')).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Play for real money')).toBeInTheDocument();
  });

  it('puts the promo inside the login button with enablePromoBannerInEnterButton (SH-004)', () => {
    renderHeader({ isPromoInLoginButton: true });
    const login = screen.getByRole('link', { name: /Log in/ });
    expect(within(login).getByTestId('login-promo')).toHaveTextContent('Play for real money');
    expect(screen.queryByRole('button', { name: 'Hide this message' })).toBeNull();
  });

  it('login tries the saved credentials first, then opens the login route (SH-005)', async () => {
    const get = vi.fn().mockRejectedValue(new Error('no credentials'));
    vi.stubGlobal('navigator', { ...navigator, credentials: { get } });
    const onSavedCredential = vi.fn();
    renderHeader({ onSavedCredential });
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sign-in'));
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ password: true }));
    expect(onSavedCredential).not.toHaveBeenCalled();
  });

  it('login signs in with a saved password when the browser has one (SH-005)', async () => {
    const get = vi
      .fn()
      .mockResolvedValue({ id: 'ava@example.com', password: 'secret', type: 'password' });
    vi.stubGlobal('navigator', { ...navigator, credentials: { get } });
    const onSavedCredential = vi.fn().mockResolvedValue(true);
    renderHeader({ onSavedCredential });
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() =>
      expect(onSavedCredential).toHaveBeenCalledWith({ id: 'ava@example.com', password: 'secret' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/');
    expect(screen.getByTestId('location')).not.toHaveTextContent('/sign-in');
  });

  it.each([
    [0, null],
    [1, '1'],
    [3, '1+'],
  ])('support unread %i shows %s (SH-006)', (unread, shown) => {
    renderHeader({ supportUnread: unread });
    const button = screen.getByRole('button', { name: 'Support' });
    if (shown === null) expect(within(button).queryByTestId('badge')).toBeNull();
    else expect(within(button).getByTestId('badge')).toHaveTextContent(shown);
  });

  it('caps the notification count at 9+ and rings the bell only with new ones', () => {
    renderHeader({ isLoggedIn: true, notificationsCount: 12 });
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveAttribute('data-state', 'on');
    expect(within(bell).getByTestId('badge')).toHaveTextContent('9+');
  });

  it('opens the notifications with the empty text when there are none', async () => {
    renderHeader({ isLoggedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Notifications are off' }));
    expect(screen.getByText(/No notifications yet/)).toBeInTheDocument();
  });

  it('shows 9 as 9 and opens the list in its popover, which its buttons close (NT-004)', async () => {
    renderHeader({
      isLoggedIn: true,
      notificationsCount: 9,
      notifications: (close) => (
        <button type="button" onClick={close}>
          Open gifts
        </button>
      ),
    });
    const bell = screen.getByRole('button', { name: 'Notifications' });
    // The badge's 9, then its label for screen readers.
    expect(within(bell).getByTestId('badge')).toHaveTextContent('99 new notifications');
    await userEvent.click(bell);
    expect(screen.queryByText(/No notifications yet/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open gifts' }));
    expect(screen.queryByRole('button', { name: 'Open gifts' })).toBeNull();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles the balance and support popups with a second click (SH-039)', async () => {
    renderHeader({ isLoggedIn: true });
    const balance = screen.getByRole('button', { name: 'Balance' });
    await userEvent.click(balance);
    expect(screen.getByRole('region', { name: 'Your balance' })).toBeInTheDocument();
    await userEvent.click(balance);
    expect(screen.queryByRole('region', { name: 'Your balance' })).toBeNull();
    const support = screen.getByRole('button', { name: 'Support' });
    await userEvent.click(support);
    expect(screen.getByRole('region', { name: 'Support' })).toBeInTheDocument();
    await userEvent.click(support);
    expect(screen.queryByRole('region', { name: 'Support' })).toBeNull();
  });

  it('shows real, bonus (total minus cash-out) and wagering in the balance (SH-049, SH-050)', async () => {
    renderHeader({
      isLoggedIn: true,
      balance: {
        currency: 'EUR',
        subunitsToUnit: 100,
        amountCents: 10000,
        cashoutCents: 6000,
        wagering: { wageredCents: 2550, targetCents: 10000 },
        lotteryTickets: 3,
      },
    });
    await userEvent.click(screen.getByRole('button', { name: /Balance: €100\.00/ }));
    expect(screen.getByTestId('balance-real')).toHaveTextContent('€60.00');
    expect(screen.getByTestId('balance-bonus')).toHaveTextContent('€40.00');
    expect(screen.getByTestId('balance-tickets')).toHaveTextContent('3');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  });

  it('uses the mobile logo below 768 px and the full one above (SH-048)', () => {
    renderHeader();
    const image = screen.getByAltText('Croupier');
    expect(image).toHaveAttribute('src', '/brand/logo-full.svg');
    const source = image.parentElement?.querySelector('source');
    expect(source).toHaveAttribute('media', '(max-width: 767px)');
    expect(source).toHaveAttribute('srcset', '/brand/logo-mobile.svg');
  });

  it('lists only enabled locales and passes the chosen one on', async () => {
    const { props } = renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    const panel = screen.getByRole('region', { name: 'Language' });
    expect(within(panel).queryByText('Italiano')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: /Deutsch/ }));
    expect(props.onLocaleChange).toHaveBeenCalledWith('de');
    expect(screen.queryByRole('region', { name: 'Language' })).toBeNull();
  });

  it('opens the game search from its trigger and closes it with Escape (GM-015)', async () => {
    mockApi({});
    renderHeader();
    const search = screen.getByRole('button', { name: 'Search games' });
    expect(search).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(search);
    expect(await screen.findByRole('dialog', { name: 'Search games' })).toBeInTheDocument();
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Search games' })).toBeNull();
    expect(search).toHaveFocus();
  });

  it('shows only the last header notice (SH-037)', () => {
    renderHeader();
    act(() => {
      pushHeaderNotice({ id: 'first', message: 'First notice' });
      pushHeaderNotice({
        id: 'second',
        message: 'Please confirm your e-mail',
        link: { text: 'Resend', fn: vi.fn() },
      });
    });
    expect(screen.queryByText('First notice')).toBeNull();
    expect(screen.getByText('Please confirm your e-mail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeInTheDocument();
  });

  it('says what the menu button controls', async () => {
    mockApi({});
    const { props } = renderHeader();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-controls', 'side-menu');
    await userEvent.click(menu);
    expect(props.onMenuToggle).toHaveBeenCalled();
  });
});
