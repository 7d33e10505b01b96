import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { AwardsPage } from './awards-page';

const award = (year: number, nomination: string) => ({
  name: 'Player Choice Awards',
  nomination,
  prize: 'Winner',
  year,
  imgUrl: `/brand/awards/${year}.svg`,
});

const page = {
  id: 8,
  path: '/awards',
  slug: 'awards',
  title: 'Awards',
  content: '',
  blocks: {
    json: {
      awards: [
        award(2023, 'Best Live Lobby'),
        award(2024, 'Best Loyalty'),
        award(2024, 'Best Tools'),
      ],
    },
  },
  categories: ['bottom-menu'],
  hidden: false,
  locale: 'en',
  licence: null,
  variant_of: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('AwardsPage (CMS-020)', () => {
  it('lists the awards of the CMS page and filters them by year', async () => {
    mockApi({ '/api/cms/pages/awards': page });
    renderWithProviders(<AwardsPage />, { path: '/awards' });
    expect(await screen.findByRole('heading', { name: 'Best Live Lobby' })).toBeInTheDocument();
    expect(screen.getAllByTestId('award-year')).toHaveLength(3);
    await userEvent.click(screen.getByRole('tab', { name: '2024' }));
    const years = screen.getAllByTestId('award-year').map((node) => node.textContent);
    expect(years).toEqual(['2024', '2024']);
    expect(screen.queryByRole('heading', { name: 'Best Live Lobby' })).toBeNull();
  });

  it('says so when the awards cannot be loaded', async () => {
    mockApi({ '/api/cms/pages/awards': jsonResponse(500, {}) });
    renderWithProviders(<AwardsPage />, { path: '/awards' });
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
  });
});
