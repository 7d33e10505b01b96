/** Query keys of CMS content (pages list, snippets, single pages, banners). */
export const cmsKeys = {
  all: ['cms-content'] as const,
  pages: (locale: string) => [...cmsKeys.all, 'pages', locale] as const,
  page: (slug: string, locale: string) => [...cmsKeys.all, 'page', slug, locale] as const,
  snippets: (locale: string) => [...cmsKeys.all, 'snippets', locale] as const,
  banners: (locale: string) => [...cmsKeys.all, 'banners', locale] as const,
  /** The awards block read out of the `awards` page. */
  awards: (locale: string) => [...cmsKeys.page('awards', locale), 'awards'] as const,
};
