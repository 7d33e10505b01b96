import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { NotFoundPage } from './not-found-page';
import { OopsPage } from './oops-page';

describe('NotFoundPage (RT-031)', () => {
  it('says the page does not exist and offers the lobby', () => {
    renderWithProviders(<NotFoundPage />, { path: '/no-such-page' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page is off the table' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found');
  });
});

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
