import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router';
import { mockApi } from '../../../testing/shell-test-utils';
import { renderWithProviders } from '../../../testing/shell-test-utils';
import { SearchTrigger } from './search-trigger';

function stubDesktop(isDesktop: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('min-width: 1024px') ? isDesktop : false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const renderTrigger = () =>
  renderWithProviders(
    <>
      <SearchTrigger />
      <Link to="/pokies/all">Elsewhere</Link>
    </>,
  );

describe('SearchTrigger (GM-015)', () => {
  it('opens a popup under the header on desktop', async () => {
    stubDesktop(true);
    mockApi({});
    renderTrigger();
    await userEvent.click(screen.getByRole('button', { name: 'Search games' }));
    expect(await screen.findByTestId('search-popup')).toBeInTheDocument();
    expect(screen.queryByTestId('search-modal')).toBeNull();
  });

  it('opens a full-screen modal on mobile', async () => {
    stubDesktop(false);
    mockApi({});
    renderTrigger();
    await userEvent.click(screen.getByRole('button', { name: 'Search games' }));
    expect(await screen.findByTestId('search-modal')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Search games' })).toHaveAttribute(
      'aria-modal',
      'true',
    );
  });

  it('closes when the player navigates (RT-061)', async () => {
    stubDesktop(true);
    mockApi({});
    renderTrigger();
    await userEvent.click(screen.getByRole('button', { name: 'Search games' }));
    await screen.findByTestId('search-popup');
    // The popup closes on a press outside too; a keyboard activation is a pure navigation.
    screen.getByRole('link', { name: 'Elsewhere' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/pokies/all');
    expect(screen.queryByTestId('search-popup')).toBeNull();
  });
});
