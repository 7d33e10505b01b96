/**
 * The demo brand's news (CMS-023): CMS pages at `/news/{key}` in the custom-page category,
 * listed newest first by their publication date. Texts are per language beside this.
 */
export const NEWS_ITEMS = [
  {
    key: 'aurora-studios-joins',
    publishedAt: '2026-11-12T09:00:00Z',
    image: '/brand/providers/aurora-studios.svg',
  },
  {
    key: 'winter-slots-cup',
    publishedAt: '2026-11-05T09:00:00Z',
    image: '/brand/banners/trophy.svg',
  },
  { key: 'interac-deposits', publishedAt: '2026-10-28T09:00:00Z', image: '/payments/interac.svg' },
  { key: 'tether-withdrawals', publishedAt: '2026-10-14T09:00:00Z', image: '/payments/tether.svg' },
  {
    key: 'twelve-levels',
    publishedAt: '2026-09-30T09:00:00Z',
    image: '/brand/levels/level-12.svg',
  },
  { key: 'limits-in-profile', publishedAt: '2026-09-16T09:00:00Z' },
  { key: 'install-on-phone', publishedAt: '2026-09-02T09:00:00Z' },
  {
    key: 'evening-live-tables',
    publishedAt: '2026-08-19T09:00:00Z',
    image: '/brand/providers/velvet-live.svg',
  },
] as const satisfies readonly { key: string; publishedAt: string; image?: string }[];

export type NewsKey = (typeof NEWS_ITEMS)[number]['key'];

export interface NewsText {
  title: string;
  /** The card excerpt and the meta description. */
  description: string;
  /** HTML body. */
  content: string;
}

export type NewsTexts = Record<NewsKey, NewsText>;
