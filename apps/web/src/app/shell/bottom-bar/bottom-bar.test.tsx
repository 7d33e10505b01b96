import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/shell-test-utils';
import { BottomBar } from './bottom-bar';

describe('BottomBar (SH-010)', () => {
  it('gives guests lobby, pokies, live and menu', () => {
    renderWithProviders(<BottomBar isLoggedIn={false} isMenuOpen={false} onMenuToggle={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Quick navigation' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Lobby', 'Pokies', 'Live', 'Menu']);
  });

  it('puts deposit first for logged-in players', () => {
    renderWithProviders(<BottomBar isLoggedIn isMenuOpen={false} onMenuToggle={vi.fn()} />);
    const items = within(screen.getByRole('navigation')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Deposit',
      'Lobby',
      'Pokies',
      'Live',
      'Menu',
    ]);
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/deposit');
    expect(screen.getByRole('link', { name: 'Pokies' })).toHaveAttribute('href', '/pokies/all');
  });

  it('the menu button toggles the side menu', () => {
    const onMenuToggle = vi.fn();
    renderWithProviders(<BottomBar isLoggedIn={false} isMenuOpen onMenuToggle={onMenuToggle} />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    menu.click();
    expect(onMenuToggle).toHaveBeenCalled();
  });
});
