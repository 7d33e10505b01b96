import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetModals } from '../features/modals/modal-store';
import { AUTH_ERROR_EVENT, authEvents } from '../lib/api-client';
import { forgetMessages } from '../lib/i18n/i18n';
import { currentUrl, navigateTo, renderApp } from './routes/render-app';

const messages = {
  COMING_SOON: { TITLE: '{{name}} opens soon' },
  LOBBY: { TITLE: 'Lobby' },
  TOP_NAV: { POKIES: 'Pokies', LIVE: 'Live casino' },
  APP: {
    SCREENS: { LOBBY: 'Lobby', POKIES: 'Pokies', LIVE: 'Live casino', PROFILE_LIMITS: 'Limits' },
    MODALS: {
      LOGIN: 'Log in',
      REGISTRATION: 'Sign up',
      NEW_PASSWORD: 'New password',
      CONFIRMATION: 'Email confirmation',
      CASHBOX_DEPOSIT: 'Deposit',
      SUPPORT: 'Support',
      PWA_INSTALL: 'Install the app',
      GEO_RESTRICTED: 'Not available',
    },
    MODAL: { CLOSE: 'Close' },
  },
};
const player = { id: 7, email: 'p@example.com', groups: [] };

afterEach(() => {
  resetModals();
  forgetMessages();
});

const lobby = () => screen.findByRole('heading', { level: 1, name: 'Lobby' });
const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('route table (RT-001..RT-039)', () => {
  it.each(['/', '/categories', '/games', '/games/a/b'])('%s renders the lobby', async (path) => {
    await renderApp(path, { messages });
    expect(await lobby()).toBeInTheDocument();
  });

  it('renders not-found for unknown paths (RT-031)', async () => {
    await renderApp('/no-such-page/deeper', { messages });
    expect(await screen.findByText('404')).toBeInTheDocument();
  });

  it('strips trailing slashes (RT-048)', async () => {
    await renderApp('/pokies/all/', { messages });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pokies' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/pokies/all');
  });

  it('opens a new page at its top, but leaves the page under a modal route where it was', async () => {
    await renderApp('/', { messages });
    await lobby();
    vi.mocked(window.scrollTo).mockClear();
    act(() => navigateTo('/login'));
    expect(await dialog('Log in')).toBeInTheDocument();
    expect(window.scrollTo).not.toHaveBeenCalled();
    act(() => navigateTo('/pokies/all'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pokies' })).toBeInTheDocument();
    act(() => navigateTo('/live/all'));
    await screen.findByRole('heading', { level: 1, name: 'Live casino' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('redirects /accounts/history to main (RT-021)', async () => {
    await renderApp('/accounts/history', { messages });
    expect(await lobby()).toBeInTheDocument();
    expect(currentUrl()).toBe('/');
  });

  it('sends password and confirmation links to their popups keeping the query (RT-013, RT-014)', async () => {
    await renderApp('/users/password/edit?reset_password_token=x', { messages });
    expect(await dialog('New password')).toBeInTheDocument();
    expect(currentUrl()).toBe('/new-password?reset_password_token=x');
  });

  it('keeps the confirmation token', async () => {
    await renderApp('/profile/confirmation?confirmation_token=t1', { messages });
    expect(await dialog('Email confirmation')).toBeInTheDocument();
    expect(currentUrl()).toBe('/confirmation?confirmation_token=t1');
  });

  it('makes CMS pages routes by slug (RT-039) and keeps fixed routes first (RT-030)', async () => {
    const { api } = await renderApp('/vip-terms', {
      messages,
      cmsSlugs: ['vip-terms', 'support'],
    });
    await waitFor(() => expect(api.callsTo('GET', '/api/cms/pages/vip-terms')).toHaveLength(1));
  });
});

describe('guards (RT-046, RT-047, RT-007, RT-009)', () => {
  it('sends a guest to registration with the full path', async () => {
    await renderApp('/profile/limits?x=1', { messages });
    expect(await dialog('Sign up')).toBeInTheDocument();
    expect(currentUrl()).toBe('/registration?redirect=%2Fprofile%2Flimits%3Fx%3D1');
  });

  it('sends a guest from the favourites to registration (RT-006)', async () => {
    await renderApp('/favorite-games', { messages });
    expect(await dialog('Sign up')).toBeInTheDocument();
    expect(currentUrl()).toBe('/registration?redirect=%2Ffavorite-games');
  });

  it.each(['/profile', '/favorite-games', '/de/profile/gifts'])(
    'draws the sign-up a guest gets from %s over the lobby, and closes to the lobby',
    async (path) => {
      const user = userEvent.setup();
      await renderApp(path, { messages });
      const registration = await dialog('Sign up');
      // Not a black page: the lobby is under the modal.
      expect(await lobby()).toBeInTheDocument();
      await user.click(within(registration).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(currentUrl()).toMatch(/^\/(de)?$/));
      expect(screen.queryByRole('dialog', { name: 'Sign up' })).not.toBeInTheDocument();
      expect(await lobby()).toBeInTheDocument();
    },
  );

  it('sends a logged-in player away from guest-only routes', async () => {
    await renderApp('/sign-up', { messages, player });
    expect(await lobby()).toBeInTheDocument();
    expect(currentUrl()).toBe('/');
  });

  it('sends a direct cashbox load to main', async () => {
    await renderApp('/deposit', { messages, player });
    expect(await lobby()).toBeInTheDocument();
    expect(currentUrl()).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs out on auth-error and goes to login', async () => {
    await renderApp('/live/all', { messages, player });
    await screen.findByRole('heading', { level: 1, name: 'Live casino' });
    act(() => {
      authEvents.dispatchEvent(new Event(AUTH_ERROR_EVENT));
    });
    expect(await dialog('Log in')).toBeInTheDocument();
    expect(currentUrl()).toBe('/sign-in');
  });
});

describe('modal routes (RT-060, RT-022)', () => {
  it('draws login over main on a direct load and closes to main', async () => {
    const user = userEvent.setup();
    await renderApp('/sign-in', { messages });
    const login = await dialog('Log in');
    expect(login).toHaveAttribute('aria-modal', 'true');
    expect(await lobby()).toBeInTheDocument();
    await user.click(within(login).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('matches a modal path whatever its case or encoding, as page paths are matched', async () => {
    await renderApp('/SIGN-IN', { messages });
    expect(await dialog('Log in')).toBeInTheDocument();
    act(() => navigateTo('/%73ign-in'));
    expect(await dialog('Log in')).toBeInTheDocument();
  });

  it('opens from a hash shortcut over the current page and returns to it (RT-049)', async () => {
    const user = userEvent.setup();
    await renderApp('/live/all#sign-up', { messages });
    const registration = await dialog('Sign up');
    expect(screen.getByRole('heading', { level: 1, name: 'Live casino' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(currentUrl()).toBe('/live/all'));
    expect(registration).not.toBeInTheDocument();
  });
});

describe('geo restriction (RT-053, RT-064)', () => {
  it('shows the registration message on a cold load and keeps the URL', async () => {
    await renderApp('/sign-up', {
      messages,
      geo: { country_code: 'AU', restricted: true },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration restricted in your country',
    );
    expect(currentUrl()).toBe('/sign-up');
    expect(screen.queryByRole('dialog', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('treats a 451 from current_ip as restricted (login message)', async () => {
    await renderApp('/login', { messages, geo: 'restricted-451' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login not available in your country',
    );
  });
});

describe('query rules (RT-054..RT-056, RT-059, RT-062)', () => {
  it('stores a gift code and strips it', async () => {
    await renderApp('/?giftPromocode=ABC', { messages });
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(sessionStorage.getItem('giftPromocode')).toBe('ABC');
  });

  it('clears stored codes when a guest lands on main', async () => {
    sessionStorage.setItem('depositPromocode', 'D1');
    await renderApp('/', { messages });
    await lobby();
    expect(sessionStorage.getItem('depositPromocode')).toBeNull();
  });

  it('sends a logged-in player with a gift code to profile gifts', async () => {
    await renderApp('/?giftPromocode=ABC', { messages, player });
    // The rule waits for the player's session and the profile's lazy chunk: give it time.
    await waitFor(() => expect(currentUrl()).toBe('/profile/gifts'), { timeout: 5_000 });
  });

  it('opens the PWA instructions and drops ?pwa=install', async () => {
    await renderApp('/?pwa=install', { messages });
    expect(await dialog('Install the app')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/'));
  });

  it('opens a named popup from ?popup=', async () => {
    await renderApp('/?popup=support', { messages });
    expect(await dialog('Support')).toBeInTheDocument();
  });
});

describe('locale prefix (RT-041..RT-045)', () => {
  it('resolves routes under an offered prefix and sets the language', async () => {
    const { api } = await renderApp('/de/pokies/all', { messages });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pokies' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(api.callsTo('GET', '/messages/de.json')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/info/locales')[0]?.url.searchParams.get('affb_id')).toBe('122');
  });

  it('drops the prefix of the default locale and of a locale the host does not enable', async () => {
    await renderApp('/fr-CA/live/all', { messages });
    await waitFor(() => expect(currentUrl()).toBe('/live/all'));
  });

  it('writes canonical, hreflang alternates and noindex past 4 segments', async () => {
    await renderApp('/de/producers/netent/2', { messages });
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    const canonical = document.head.querySelector('link[rel="canonical"]');
    expect(canonical?.getAttribute('href')).toBe('http://localhost:3000/de/producers/netent/2');
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) =>
      link.getAttribute('hreflang'),
    );
    await waitFor(() => expect(alternates.length).toBeGreaterThan(0));
    expect(alternates).toEqual(['en', 'de', 'en-NZ', 'x-default']);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('sets noindex when the path has more than 4 segments', async () => {
    await renderApp('/de/profile/limits/confirm/x', { messages, player });
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex',
      ),
    );
  });
});

describe('hash #chat (RT-051)', () => {
  it('asks for live chat after 1 s', async () => {
    const listener = vi.fn();
    window.addEventListener('croupier:open-live-chat', listener);
    await renderApp('/', { messages });
    await lobby();
    vi.useFakeTimers();
    act(() => navigateTo('/#chat'));
    act(() => vi.advanceTimersByTime(999));
    expect(listener).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener('croupier:open-live-chat', listener);
  });
});

describe('in-app navigation', () => {
  it('opens the cashbox over the previous page (RT-007, RT-008)', async () => {
    await renderApp('/live/all', { messages, player });
    await screen.findByRole('heading', { level: 1, name: 'Live casino' });
    act(() => navigateTo('/deposit'));
    expect(await dialog('Deposit')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Live casino' })).toBeInTheDocument();
  });

  it('cancels a restricted guest’s way to registration and says why (RT-053)', async () => {
    await renderApp('/live/all', { messages, geo: { country_code: 'AU', restricted: true } });
    await screen.findByRole('heading', { level: 1, name: 'Live casino' });
    act(() => navigateTo('/sign-up'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration restricted in your country',
    );
    await waitFor(() => expect(currentUrl()).toBe('/live/all'));
  });

  it('redirects a disabled rewards mart to promotions (RT-034, FF-006)', async () => {
    const page = { enabled: false };
    await renderApp('/rocket-mart', {
      messages,
      api: {
        'GET /api/fe/config/manage-promotion-pages': {
          pages: {
            'rocket-mart': page,
            'rocket-chance': page,
            'aquanova-odyssey': page,
            lotteries: page,
            'vip-club': page,
          },
        },
      },
    });
    await waitFor(() => expect(currentUrl()).toBe('/promotions'));
  });
});
