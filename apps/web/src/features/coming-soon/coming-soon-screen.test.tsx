import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { ComingSoonScreen } from './coming-soon-screen';

describe('ComingSoonScreen', () => {
  it('names the screen, says it opens soon and links back to the lobby', () => {
    renderWithProviders(<ComingSoonScreen titleKey="TOP_NAV.TOURNAMENTS" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tournaments opens soon' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
  });

  it('as a section it uses an h2 and no lobby link', () => {
    renderWithProviders(<ComingSoonScreen titleKey="LOBBY.GAMES" variant="section" />);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
