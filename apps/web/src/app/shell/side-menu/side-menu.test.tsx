import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Locale } from '@croupier/contracts/info';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useNavigate, type NavigateFunction } from 'react-router';
import { renderWithProviders } from '../../../testing/shell-test-utils';
import { buildSideMenuItems } from '../nav/nav-items';
import { SideMenu } from './side-menu';
import type { SideMenuProps } from './side-menu';
import { closeSideMenu, openSideMenu } from './side-menu-events';
import { useSideMenuState } from './use-side-menu';

const locales: Locale[] = [
  { code: 'en', enabled: true, name: 'English', default: true },
  { code: 'de', enabled: true, name: 'Deutsch', default: false },
];

const base: SideMenuProps = {
  isOpen: true,
  onClose: vi.fn(),
  isLoggedIn: false,
  items: buildSideMenuItems({ activeTournaments: 3 }),
  isStandalone: false,
  onInstallApp: vi.fn(),
  locales,
  locale: 'en',
  onLocaleChange: vi.fn(),
};

const order = () =>
  [...document.querySelectorAll('#side-menu [data-nav-id]')].map((node) =>
    node.getAttribute('data-nav-id'),
  );

describe('SideMenu', () => {
  it('orders a guest menu as the spec says (SH-011)', () => {
    renderWithProviders(<SideMenu {...base} />);
    expect(order()).toEqual([
      'tournaments',
      'jackpots',
      'achievements',
      'vip-club',
      'support-chat',
      'install-app',
      'language',
      'sign-in',
    ]);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/sign-in');
  });

  it('orders a logged-in VIP menu as the spec says, with the manager (SH-011, SH-015)', () => {
    renderWithProviders(
      <SideMenu
        {...base}
        isLoggedIn
        notificationsCount={2}
        manager={{
          managerName: 'Marta',
          whatsAppLink: 'https://wa.me/1',
          email: 'marta@example.com',
        }}
      />,
    );
    expect(order()).toEqual([
      'notifications',
      'tournaments',
      'jackpots',
      'achievements',
      'vip-club',
      'profile',
      'support-chat',
      'vip-manager',
      'install-app',
      'language',
    ]);
    expect(screen.getByText('Marta')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('shows no manager to a regular player and no notifications entry without new ones', () => {
    renderWithProviders(<SideMenu {...base} isLoggedIn />);
    expect(screen.queryByText('Your VIP manager')).toBeNull();
    expect(order()).not.toContain('notifications');
  });

  it('opens the notification list below its entry, kept open once all are read', () => {
    const onClose = vi.fn();
    function Harness() {
      const [count, setCount] = useState(12);
      return (
        <SideMenu
          {...base}
          isLoggedIn
          onClose={onClose}
          notificationsCount={count}
          notifications={(close) => (
            <>
              <button type="button" onClick={() => setCount(0)}>
                read them all
              </button>
              <button type="button" onClick={close}>
                follow one
              </button>
            </>
          )}
        />
      );
    }
    renderWithProviders(<Harness />);
    const entry = screen.getByRole('button', { name: /Notifications/ });
    expect(within(entry).getByTestId('badge')).toHaveTextContent('9+');
    expect(entry).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('read them all')).toBeNull();
    fireEvent.click(entry);
    expect(entry).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByText('read them all'));
    expect(within(entry).queryByTestId('badge')).toBeNull();
    fireEvent.click(screen.getByText('follow one'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(entry);
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  });

  it('counts the active tournaments (SH-012)', () => {
    renderWithProviders(<SideMenu {...base} />);
    const tournaments = screen.getByRole('link', { name: /Tournaments/ });
    expect(within(tournaments).getByTestId('badge')).toHaveTextContent('3');
  });

  it('hides the installer inside an installed PWA (SH-013)', () => {
    renderWithProviders(<SideMenu {...base} isStandalone />);
    expect(screen.queryByRole('button', { name: /Install the app/ })).toBeNull();
  });

  it('closes on the backdrop, on Escape and on a swipe to the left (SH-014)', () => {
    const onClose = vi.fn();
    renderWithProviders(<SideMenu {...base} onClose={onClose} />);
    fireEvent.click(screen.getByTestId('side-menu-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    const panel = screen.getByRole('dialog', { name: 'Menu' });
    fireEvent.touchStart(panel, { touches: [{ clientX: 250, clientY: 300 }] });
    fireEvent.touchEnd(panel, { changedTouches: [{ clientX: 120, clientY: 310 }] });
    expect(onClose).toHaveBeenCalledTimes(3);
    fireEvent.touchStart(panel, { touches: [{ clientX: 250, clientY: 300 }] });
    fireEvent.touchEnd(panel, { changedTouches: [{ clientX: 230, clientY: 500 }] });
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('opens and closes by app events (SH-014)', () => {
    function Harness() {
      const { isOpen, setOpen } = useSideMenuState();
      return <SideMenu {...base} isOpen={isOpen} onClose={() => setOpen(false)} />;
    }
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    act(() => openSideMenu());
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    act(() => closeSideMenu());
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('closes on a new page, but not when the page it opened over finishes rendering', () => {
    let navigateTo: NavigateFunction = () => undefined;
    function Harness() {
      navigateTo = useNavigate();
      const { isOpen, setOpen } = useSideMenuState();
      return <SideMenu {...base} isOpen={isOpen} onClose={() => setOpen(false)} />;
    }
    renderWithProviders(<Harness />);
    const menu = () => screen.queryByRole('dialog', { name: 'Menu' });
    // The address bar already shows /live/all while the router still renders the lobby.
    window.history.pushState(null, '', '/live/all');
    try {
      act(() => openSideMenu());
      expect(menu()).toBeInTheDocument();
      act(() => void navigateTo('/live/all'));
      expect(menu()).toBeInTheDocument();
      act(() => void navigateTo('/tournaments'));
      expect(menu()).toBeNull();
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('a tap on the menu button while the page loads keeps the menu open when the page arrives', () => {
    let navigateTo: NavigateFunction = () => undefined;
    function Harness() {
      navigateTo = useNavigate();
      const { isOpen, setOpen, toggle } = useSideMenuState();
      return (
        <>
          <button type="button" onClick={toggle}>
            Open menu
          </button>
          <SideMenu {...base} isOpen={isOpen} onClose={() => setOpen(false)} />
        </>
      );
    }
    renderWithProviders(<Harness />);
    const menu = () => screen.queryByRole('dialog', { name: 'Menu' });
    window.history.pushState(null, '', '/live/all');
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      expect(menu()).toBeInTheDocument();
      act(() => void navigateTo('/live/all'));
      expect(menu()).toBeInTheDocument();
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('offers the language picker and passes the choice on', () => {
    const onLocaleChange = vi.fn();
    renderWithProviders(<SideMenu {...base} onLocaleChange={onLocaleChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Deutsch/ }));
    expect(onLocaleChange).toHaveBeenCalledWith('de');
  });
});
