import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { OopsPage } from './oops-page';

describe('OopsPage (RT-020)', () => {
  it('renders the error page with the lobby and support links', () => {
    renderWithProviders(<OopsPage />, { path: '/oops' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/support',
    );
  });
});
