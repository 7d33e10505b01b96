import { describe, expect, it } from 'vitest';
import type { CmsPageSummary } from '@croupier/contracts/cms';
import { formatArticleDate, newsSlugOf, selectNews } from './news';

const summary = (path: string, created: string, extra: Partial<CmsPageSummary> = {}) =>
  ({
    id: Number(created.slice(5, 7)) * 100 + Number(created.slice(8, 10)),
    path,
    slug: path.slice(1),
    title: path,
    blocks: {},
    categories: ['custom-page'],
    hidden: false,
    locale: 'en',
    licence: null,
    created_at: `${created}T09:00:00.000Z`,
    updated_at: `${created}T09:00:00.000Z`,
    ...extra,
  }) satisfies CmsPageSummary;

describe('news selection (CMS-022, CMS-023)', () => {
  it('keeps visible custom pages under /news/, newest first, six at most', () => {
    const news = Array.from({ length: 10 }, (_, index) =>
      summary(`/news/item-${index + 1}`, `2026-0${(index % 9) + 1}-1${index % 10}`),
    );
    const pages = [
      summary('/about-us', '2026-12-01', { categories: ['bottom-menu'] }),
      summary('/news/hidden', '2026-12-02', { hidden: true }),
      summary('/news/menu-only', '2026-12-03', { categories: ['top-menu'] }),
      ...news,
    ];
    const shown = selectNews(pages);
    expect(shown).toHaveLength(6);
    expect(shown.map((page) => page.path)).toEqual([
      '/news/item-9',
      '/news/item-8',
      '/news/item-7',
      '/news/item-6',
      '/news/item-5',
      '/news/item-4',
    ]);
    expect(selectNews(undefined)).toEqual([]);
  });

  it('links a news page by the slug after /news/', () => {
    expect(newsSlugOf({ path: '/news/winter-slots-cup' })).toBe('winter-slots-cup');
  });

  it('writes dates DD/MM/YYYY as published (engagement.md §9)', () => {
    expect(formatArticleDate('2026-11-05T23:30:00.000Z')).toBe('05/11/2026');
    expect(formatArticleDate('not a date')).toBe('');
  });
});
