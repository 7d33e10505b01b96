import type {
  CmsBlocks,
  CmsCategory,
  CmsFilesResponse,
  CmsPage,
  CmsPagesResponse,
  CmsSnippetsResponse,
} from '@croupier/contracts/cms';
import { CMS_NEWS_PATH_PREFIX, cmsBlocksSchema, cmsCategorySchema } from '@croupier/contracts/cms';
import { cmsPathClash } from '@croupier/domain/reserved-paths';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isCuracaoLicence } from '../geo/geo.service.js';
import {
  findPagesByPath,
  insertPage,
  listBasePages,
  listFiles,
  listSnippets,
  listVariantPaths,
  type CmsPageRow,
} from './cms.repository.js';

/**
 * CMS content (platform-core.md §3 CMS page, §7 CMS; requirements CMS-001..CMS-030).
 * Every read takes the requested locale and falls back to English for a page, snippet or file
 * that has no translation.
 */
export const CMS_FALLBACK_LOCALE = 'en';

const localesFor = (locale: string) =>
  locale === CMS_FALLBACK_LOCALE ? [locale] : [locale, CMS_FALLBACK_LOCALE];

/** Keeps, per key, the row in the requested locale, else the English one. */
function preferLocale<T extends { locale: string }>(
  rows: T[],
  locale: string,
  key: (row: T) => string,
): T[] {
  const chosen = new Map<string, T>();
  for (const row of rows) {
    const current = chosen.get(key(row));
    if (!current || (current.locale !== locale && row.locale === locale)) chosen.set(key(row), row);
  }
  return [...chosen.values()];
}

function blocksOf(row: CmsPageRow): CmsBlocks {
  const parsed = cmsBlocksSchema.safeParse(row.blocks);
  return parsed.success ? parsed.data : {};
}

function categoriesOf(row: CmsPageRow): CmsCategory[] {
  return row.categories.flatMap((value) => {
    const parsed = cmsCategorySchema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

function presentPage(row: CmsPageRow): CmsPage {
  return {
    id: row.id,
    path: row.path,
    slug: row.slug,
    title: row.title,
    content: row.content,
    blocks: blocksOf(row),
    categories: categoriesOf(row),
    hidden: row.hidden,
    locale: row.locale,
    licence: row.licence,
    variant_of: row.licence === null ? null : `/${row.slug}`,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const isNewsPath = (path: string) => path.startsWith(CMS_NEWS_PATH_PREFIX);

/** Menu pages by position; news pages after them, newest first (CMS-023). */
function byListOrder(a: CmsPageRow, b: CmsPageRow): number {
  const news = Number(isNewsPath(a.path)) - Number(isNewsPath(b.path));
  if (news !== 0) return news;
  if (isNewsPath(a.path)) return b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
  return a.position - b.position || a.id - b.id;
}

/** EP-072: base pages for routes and menus, without heavy content; variants are not listed. */
export async function listPages(
  db: Database,
  brandId: number,
  locale: string,
): Promise<CmsPagesResponse> {
  const rows = preferLocale(
    await listBasePages(db, brandId, localesFor(locale)),
    locale,
    (r) => r.path,
  );
  rows.sort(byListOrder);
  return rows.map((row) => {
    const { title, description, keywords, json } = blocksOf(row);
    const image = json?.['image'];
    return {
      id: row.id,
      path: row.path,
      slug: row.slug,
      title: row.title,
      blocks: { title, description, keywords },
      categories: categoriesOf(row),
      hidden: row.hidden,
      locale: row.locale,
      licence: row.licence,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      ...(typeof image === 'string' ? { image } : {}),
    };
  });
}

/** The audience of a base-page request: whose licence and which geo rules apply. */
export interface CmsAudience {
  /** The player's `license_name` when signed in, else the host's licence. */
  licence: string;
  /** The country whose rules apply (KW behaves as AU). */
  behavesAs: string;
}

/**
 * platform-core.md §2.2: which licence variant (`/{slug}/{variant}`) stands in for a base page.
 * EE players and EE hosts get `ee`; a Curaçao licence (GCB or CW) with an Australian geo
 * (AU, or the fake-Australia KW) gets `au`. Everyone else gets the base page.
 */
export function variantFor(audience: CmsAudience): string | undefined {
  if (audience.licence === 'EE') return 'ee';
  if (isCuracaoLicence(audience.licence) && audience.behavesAs === 'AU') return 'au';
  return undefined;
}

export async function findPageByPath(
  db: Database,
  brandId: number,
  locale: string,
  path: string,
): Promise<CmsPage | undefined> {
  const rows = preferLocale(
    await findPagesByPath(db, brandId, localesFor(locale), path),
    locale,
    (r) => r.path,
  );
  const row = rows[0];
  return row ? presentPage(row) : undefined;
}

/** EP-075: the page for `slug`, or its licence variant for this audience when one exists. */
export async function findPageForAudience(
  db: Database,
  brandId: number,
  locale: string,
  slug: string,
  audience: CmsAudience,
): Promise<CmsPage | undefined> {
  const variant = variantFor(audience);
  if (variant) {
    const page = await findPageByPath(db, brandId, locale, `/${slug}/${variant}`);
    if (page) return page;
  }
  const page = await findPageByPath(db, brandId, locale, `/${slug}`);
  // A variant's own path is reached through the wildcard route, not as a slug.
  return page && page.licence === null ? page : undefined;
}

/** Whether the answer for a slug can differ by audience (so it must not be shared-cached). */
export async function hasVariants(db: Database, brandId: number, slug: string): Promise<boolean> {
  return (await listVariantPaths(db, brandId, `/${slug}`)).length > 0;
}

export async function listSnippetsFor(
  db: Database,
  brandId: number,
  locale: string,
): Promise<CmsSnippetsResponse> {
  const rows = preferLocale(
    await listSnippets(db, brandId, localesFor(locale)),
    locale,
    (r) => r.key,
  );
  return rows
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((row) => ({ key: row.key, content: row.content }));
}

/** EP-074: files keyed `<category>/<name>`; the category is the key's first part. */
export async function listFilesFor(
  db: Database,
  brandId: number,
  locale: string,
): Promise<CmsFilesResponse> {
  const rows = preferLocale(await listFiles(db, brandId, localesFor(locale)), locale, (r) => r.key);
  return rows
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((row) => ({
      key: row.key,
      title: row.title,
      url: row.url,
      categories: [row.key.split('/')[0] ?? row.key],
      licence: row.licence,
      locale: row.locale,
    }));
}

export interface NewPageInput {
  locale: string;
  path: string;
  title: string;
  content: string;
  blocks: CmsBlocks;
  categories: CmsCategory[];
  hidden?: boolean;
  position?: number;
  /** When the page was published; news lists sort by it (CMS-023). Defaults to now. */
  createdAt?: Date;
}

const pathPattern = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/(?:au|ee))?$/;
const newsPathPattern = /^\/news\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Where a page lives: its slug (the base path without the slash) and its licence variant. */
function placePage(path: string): { slug: string; licence: string | null } {
  // A news page is a base page whose slug keeps the prefix, so `/api/cms/pages/{slug}` finds it.
  if (newsPathPattern.test(path)) return { slug: path.slice(1), licence: null };
  if (!pathPattern.test(path)) {
    throw AppError.invalid({
      path: ['must be /slug, /slug/au, /slug/ee or /news/slug, lower-case words joined by hyphens'],
    });
  }
  const clash = cmsPathClash(path);
  if (clash) throw AppError.invalid({ path: [`clashes with a site route: ${clash}`] });
  const [slug = '', variant] = path.split('/').filter((part) => part !== '');
  return { slug, licence: variant === undefined ? null : variant.toUpperCase() };
}

/**
 * Creates a page. RT-030: a path whose first segment is a fixed route of the site is refused,
 * since the fixed route would always win; the one exception is `/news/{slug}`, which the news
 * route renders (CMS-023). A second segment otherwise names a licence variant (`/slug/au`,
 * `/slug/ee`, platform-core.md §2.2).
 * Returns false when the page already exists (the seed relies on that to stay idempotent).
 */
export async function createPage(
  db: Database,
  brandId: number,
  input: NewPageInput,
): Promise<boolean> {
  const { slug, licence } = placePage(input.path);
  return insertPage(db, {
    brandId,
    locale: input.locale,
    slug,
    path: input.path,
    licence,
    title: input.title,
    content: input.content,
    blocks: input.blocks,
    categories: input.categories,
    hidden: input.hidden ?? false,
    position: input.position ?? 0,
    ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
  });
}
