import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../features/modals/modal-host';
import { resetModals } from '../../features/modals/modal-store';
import {
  mockApi,
  renderWithProviders,
  testProject as project,
} from '../../testing/shell-test-utils';
import { registerAppModals } from '../routes/modal-screens';
import { AppShell } from './app-shell';

const page = (slug: string, title: string, categories: string[], hidden = false) => ({
  id: title.length,
  path: `/${slug}`,
  slug,
  title,
  categories,
  hidden,
  locale: 'en',
  licence: null,
  blocks: {},
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});

function mockShellApi(country = 'CA') {
  return mockApi({
    '/api/player': {},
    '/api/info/project': project,
    '/api/info/locales': [
      { code: 'en', enabled: true, name: 'English', default: true },
      { code: 'de', enabled: true, name: 'Deutsch', default: false },
    ],
    '/api/current_ip': { ip: '10.0.0.1', country_code: country, restricted: false },
    '/api/cms/pages': [
      page('faq', 'FAQ', ['top-menu', 'bottom-menu-help']),
      page('about-us', 'About us', ['bottom-menu']),
      page('old-promo', 'Old promo rules', ['bottom-menu'], true),
    ],
    '/api/cms/snippets': [],
    '/api/fe/config/logo-config': { logoUrl: { mobile: '/m.svg', full: '/f.svg' } },
    '/api/fe/config/betting-config': { enabled: false, url: '', popupNames: [] },
    '/api/fe/config/manage-promotion-pages': {
      pages: {
        'rocket-mart': { enabled: true },
        'rocket-chance': { enabled: false },
        'aquanova-odyssey': { enabled: true },
        lotteries: { enabled: true },
        'vip-club': { enabled: true },
      },
    },
  });
}

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
  for (const name of ['cookies_accepted', 'au_confirmed']) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

describe('AppShell', () => {
  // The whole shell with its lazy chunks: ~1.3 s on a quiet machine, over 5 s under heavy load.
  it('frames the page with landmarks, a skip link and the CMS-driven menus', async () => {
    mockShellApi();
    renderWithProviders(<AppShell />, {
      pattern: '/',
    });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // The CMS menus arrive after the first render; a loaded machine needs longer than 1 s.
    await waitFor(
      () => expect(within(nav).getByRole('link', { name: /FAQ/ })).toHaveAttribute('href', '/faq'),
      { timeout: 5_000 },
    );
    expect(within(nav).getByRole('link', { name: /Rewards mart/ })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Chance/ })).toBeNull();
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/about-us',
    );
    expect(within(footer).queryByText('Old promo rules')).toBeNull();
    expect(within(footer).getByTestId('footer-copyright')).toHaveTextContent(
      `© 2019–${new Date().getFullYear()} Croupier Gaming N.V.`,
    );
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
  }, 15_000);

  it('opens the side menu from the header and closes it on the backdrop', async () => {
    mockShellApi();
    renderWithProviders(<AppShell />, { pattern: '/' });
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('side-menu-backdrop'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('hides the cookie notice on the sign-up page (RT-058)', () => {
    mockShellApi();
    renderWithProviders(<AppShell />, { path: '/sign-up', pattern: '*' });
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('shows the Australian card to AU guests, but not on /oops (RT-020, RT-058)', async () => {
    mockShellApi('AU');
    const { unmount } = renderWithProviders(<AppShell />, { path: '/', pattern: '*' });
    expect(await screen.findByRole('alertdialog', { name: 'Please confirm' })).toBeInTheDocument();
    unmount();
    mockShellApi('AU');
    renderWithProviders(<AppShell />, { path: '/oops', pattern: '*' });
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

/** The shell as the router draws it: with the modal stack and every modal registered. */
function renderShellWithModals() {
  mockShellApi();
  registerAppModals();
  renderWithProviders(
    <>
      <AppShell />
      <ModalHost />
    </>,
    { pattern: '/' },
  );
  return userEvent.setup();
}

describe('support chat (SH-044, PR-034)', () => {
  it("opens the support widget from the header's support popup", async () => {
    const user = renderShellWithModals();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Support' }));
    await user.click(screen.getByRole('button', { name: 'Write to support' }));
    const widget = await screen.findByRole('dialog', { name: 'Support' });
    expect(
      await within(widget).findByRole('heading', { name: 'Write to support' }),
    ).toBeInTheDocument();
    expect(within(widget).getByLabelText(/^Email/)).toHaveValue('');
  });

  it('opens it from the side menu too', async () => {
    const user = renderShellWithModals();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', {
        name: 'Write to support',
      }),
    );
    const widget = await screen.findByRole('dialog', { name: 'Support' });
    expect(await within(widget).findByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});
