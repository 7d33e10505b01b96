import { z } from 'zod';

/**
 * CMS content (platform-core.md §3 CMS page, §7; requirements CMS-001..CMS-030, EP-072..EP-076).
 * Locale from `?l=` / `?locale=` or `Accept-Language`, falling back to en.
 */
export const CMS_CATEGORIES = [
  'top-menu',
  'bottom-menu',
  'bottom-menu-help',
  'custom-page',
] as const;
export const cmsCategorySchema = z.enum(CMS_CATEGORIES);
export type CmsCategory = z.infer<typeof cmsCategorySchema>;

/** K-132: the blocks of a page; `title`, `description` and `keywords` feed the meta tags. */
export const cmsBlocksSchema = z.object({
  'content-main': z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  keywords: z.string().optional(),
  /** Structured data, e.g. `awards` (CMS-021) or `sale` (CP-017). */
  json: z.record(z.string(), z.unknown()).optional(),
});
export type CmsBlocks = z.infer<typeof cmsBlocksSchema>;

/** CMS-001: a page as `GET /api/cms/pages/{slug}` returns it. */
export const cmsPageSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  blocks: cmsBlocksSchema,
  categories: z.array(cmsCategorySchema),
  hidden: z.boolean(),
  /** Locale the content is in (the requested one, or en when the page lacks it). */
  locale: z.string(),
  /** Licence of a variant page (`/slug/{licence}`), null for a base page. */
  licence: z.string().nullable(),
  /** For a licence variant, the path of the base page it stands in for (docs/api.md CMS). */
  variant_of: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

/**
 * EP-072: the list drives routes, menus and the news list; heavy content is left out.
 * `image` is the page's picture from `blocks.json.image`, for cards such as the news list.
 */
export const cmsPageSummarySchema = cmsPageSchema
  .omit({ content: true, blocks: true, variant_of: true })
  .extend({
    blocks: cmsBlocksSchema.omit({ 'content-main': true, json: true }),
    image: z.string().optional(),
  });
export const cmsPagesResponseSchema = z.array(cmsPageSummarySchema);
export type CmsPageSummary = z.infer<typeof cmsPageSummarySchema>;
export type CmsPagesResponse = z.infer<typeof cmsPagesResponseSchema>;

/**
 * CMS-023: news are base pages at `/news/{slug}` in the `custom-page` category; the list comes
 * from `GET /api/cms/pages`, newest `created_at` first.
 */
export const CMS_NEWS_PATH_PREFIX = '/news/';

/** EP-073: reusable blocks (footer contact, disclaimer, read-more texts). HTML content. */
export const cmsSnippetSchema = z.object({ key: z.string(), content: z.string() });
export const cmsSnippetsResponseSchema = z.array(cmsSnippetSchema);
export type CmsSnippet = z.infer<typeof cmsSnippetSchema>;
export type CmsSnippetsResponse = z.infer<typeof cmsSnippetsResponseSchema>;

/** EP-074 / engagement.md §3 Terms file: localised files per licence. */
export const cmsFileSchema = z.object({
  key: z.string(),
  title: z.string(),
  url: z.string(),
  categories: z.array(z.string()),
  licence: z.string().nullable(),
  locale: z.string(),
});
export const cmsFilesResponseSchema = z.array(cmsFileSchema);
export type CmsFile = z.infer<typeof cmsFileSchema>;
export type CmsFilesResponse = z.infer<typeof cmsFilesResponseSchema>;

export const cmsLocaleQuerySchema = z.object({
  l: z.string().max(10).optional(),
  locale: z.string().max(10).optional(),
});
export type CmsLocaleQuery = z.infer<typeof cmsLocaleQuerySchema>;

/** Plain-text body of a missing page (platform-core.md §8, CMS-005). */
export const CMS_PAGE_NOT_FOUND_TEXT = 'Page is not static or not found';
