import { CMS_NEWS_PATH_PREFIX, type CmsPageSummary } from '@croupier/contracts/cms';

/** engagement.md §9, platform-core.md §9: an article list shows at most 6 items (CMS-022). */
export const ARTICLE_LIST_MAX = 6;

const isNews = (page: CmsPageSummary) =>
  !page.hidden &&
  page.categories.includes('custom-page') &&
  page.path.startsWith(CMS_NEWS_PATH_PREFIX) &&
  newsSlugOf(page) !== '';

/** The `{slug}` of `/news/{slug}`, the news route's own parameter. */
export function newsSlugOf(page: Pick<CmsPageSummary, 'path'>): string {
  return page.path.slice(CMS_NEWS_PATH_PREFIX.length);
}

/** CMS-023: the visible news pages of the page list, newest first, at most six (CMS-022). */
export function selectNews(pages: readonly CmsPageSummary[] | undefined): CmsPageSummary[] {
  return (pages ?? [])
    .filter(isNews)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, ARTICLE_LIST_MAX);
}

/** engagement.md §9: dates read DD/MM/YYYY, as published (UTC) wherever the reader is. */
export function formatArticleDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}
