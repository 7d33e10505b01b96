import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CmsPageSummary } from '@croupier/contracts/cms';
import { jsonResponse, mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { NewsListPage } from './news-list-page';

const article = (index: number): CmsPageSummary => ({
  id: 100 + index,
  path: `/news/article-${index}`,
  slug: `news/article-${index}`,
  title: `Article ${index}`,
  blocks: { description: `What happened in article ${index}.` },
  categories: ['custom-page'],
  hidden: false,
  locale: 'en',
  licence: null,
  created_at: `2026-10-${String(index + 10).padStart(2, '0')}T09:00:00.000Z`,
  updated_at: `2026-10-${String(index + 10).padStart(2, '0')}T09:00:00.000Z`,
  ...(index === 10 ? { image: '/brand/banners/trophy.svg' } : {}),
});

const aboutUs: CmsPageSummary = {
  ...article(0),
  id: 1,
  path: '/about-us',
  slug: 'about-us',
  title: 'About Croupier',
  categories: ['bottom-menu'],
};

afterEach(() => vi.unstubAllGlobals());

describe('NewsListPage (CMS-022, CMS-023)', () => {
  it('shows six of ten news pages as cards, newest first, each linking to its page', async () => {
    mockApi({
      '/api/cms/pages': [aboutUs, ...Array.from({ length: 10 }, (_, i) => article(i + 1))],
    });
    renderWithProviders(<NewsListPage />, { path: '/news' });
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(6);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Article 10',
      'Article 9',
      'Article 8',
      'Article 7',
      'Article 6',
      'Article 5',
    ]);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Article 10' })).toHaveAttribute(
      'href',
      '/news/article-10',
    );
    expect(first.getByText('20/10/2026')).toBeInTheDocument();
    expect(first.getByText('What happened in article 10.')).toBeInTheDocument();
    expect(cards[0]?.querySelector('img')).toHaveAttribute('src', '/brand/banners/trophy.svg');
    expect(cards[1]?.querySelector('img')).toBeNull();
    expect(screen.queryByText('About Croupier')).toBeNull();
  });

  it('says there is no news yet when the list is empty or fails (ERR-001)', async () => {
    mockApi({ '/api/cms/pages': jsonResponse(500, {}) });
    renderWithProviders(<NewsListPage />, { path: '/news' });
    expect(await screen.findByText('No news yet')).toBeInTheDocument();
  });
});
