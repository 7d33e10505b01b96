import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/shell-test-utils';
import { NotFoundPage } from './not-found-page';

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
