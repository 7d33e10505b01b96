import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CmsPage } from '@croupier/contracts/cms';
import { jsonResponse, mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { NewsPage } from './news-page';

const page: CmsPage = {
  id: 40,
  path: '/news/winter-slots-cup',
  slug: 'news/winter-slots-cup',
  title: 'The Winter Slots Cup starts on 1 December',
  content: '<p>Fallback</p>',
  blocks: {
    'content-main':
      '<h2>How it works</h2><p>Join from the tournament page.</p><img src="x" onerror="window.hacked = true" alt="cup">',
    title: 'The Winter Slots Cup | Croupier',
    description: 'Three weeks of slot tournaments.',
    json: { image: '/brand/banners/trophy.svg' },
  },
  categories: ['custom-page'],
  hidden: false,
  locale: 'en',
  licence: null,
  variant_of: null,
  created_at: '2026-11-05T09:00:00.000Z',
  updated_at: '2026-11-05T09:00:00.000Z',
};

const render = () =>
  renderWithProviders(<NewsPage />, { path: '/news/winter-slots-cup', pattern: '/news/:slug' });

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

describe('NewsPage (CMS-023)', () => {
  it('renders the news page body like a static page, with its date and the way back', async () => {
    const api = mockApi({ '/api/cms/pages/news/winter-slots-cup': page });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByAltText('cup')).not.toHaveAttribute('onerror');
    expect(screen.getByText('05/11/2026')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'All news' })[0]).toHaveAttribute('href', '/news');
    expect(document.title).toBe('The Winter Slots Cup | Croupier');
    expect(String(api.mock.calls[0]?.[0])).toContain('l=en');
  });

  it('shows the not-found state for a missing news page (CMS-005)', async () => {
    mockApi({
      '/api/cms/pages/news/winter-slots-cup': jsonResponse(404, 'Page is not static or not found'),
    });
    render();
    expect(await screen.findByText('404')).toBeInTheDocument();
  });

  it('shows the error view with a retry on a server error (CMS-006)', async () => {
    let fail = true;
    mockApi({
      '/api/cms/pages/news/winter-slots-cup': () => (fail ? jsonResponse(500, {}) : page),
    });
    render();
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
  });
});
