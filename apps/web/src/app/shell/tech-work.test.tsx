import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToasts, Toaster } from '../../components/toast';
import { reloadFlags, resetFlags, setFlag } from '../../features/feature-flags/use-feature-flags';
import { ModalHost } from '../../features/modals/modal-host';
import { openModal, resetModals } from '../../features/modals/modal-store';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { registerAppModals } from '../routes/modal-screens';
import { BottomBar } from './bottom-bar/bottom-bar';
import { buildTopNavItems } from './nav/nav-items';
import { Header } from './header/header';

function Shell() {
  return (
    <>
      <Header
        brandName="Croupier"
        logo={null}
        isLoggedIn
        navItems={buildTopNavItems({})}
        locales={[{ code: 'en', enabled: true, name: 'English', default: true }]}
        locale="en"
        onLocaleChange={vi.fn()}
        isMenuOpen={false}
        onMenuToggle={vi.fn()}
      />
      <BottomBar isLoggedIn isMenuOpen={false} onMenuToggle={vi.fn()} />
      <ModalHost />
      <Toaster closeLabel="Close" />
    </>
  );
}

beforeAll(() => registerAppModals());

afterEach(() => {
  act(() => {
    resetFlags();
    resetModals();
    clearToasts();
  });
  reloadFlags();
});

describe('technical works (FF-003)', () => {
  it('flag on: a notice under the header, and deposit says why instead of opening the cashbox', async () => {
    const user = userEvent.setup();
    setFlag('enableTechWork', true);
    renderWithProviders(<Shell />, { path: '/pokies' });

    const notice = within(screen.getByRole('banner')).getByRole('status', {
      name: 'Technical works',
    });
    expect(notice).toHaveTextContent('Technical works in progress.');

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Deposit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/pokies');
    expect(
      await screen.findByText(
        'The cashbox and games are unavailable during technical works. Please try again later.',
      ),
    ).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Quick navigation' })).getByRole('link', {
        name: 'Deposit',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/pokies');
  });

  it('flag on: a cashbox popup opened by its URL shows the notice instead of its steps', async () => {
    setFlag('enableTechWork', true);
    renderWithProviders(<Shell />);
    act(() => openModal('cashbox-deposit'));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByRole('heading', { name: 'Technical works in progress.' }),
    ).toBeInTheDocument();
  });

  it('flag off: no notice, and deposit goes to the cashbox', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Shell />, { path: '/pokies' });
    expect(screen.queryByRole('status', { name: 'Technical works' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Deposit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/deposit');
    expect(
      screen.queryByText(
        'The cashbox and games are unavailable during technical works. Please try again later.',
      ),
    ).not.toBeInTheDocument();
  });
});
