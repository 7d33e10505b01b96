import { and, asc, eq, inArray, isNull, like } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cmsFiles, cmsPages, cmsSnippets } from '../../db/schema/cms.js';

/** The only place with SQL for CMS pages, snippets and files. */

export type CmsPageRow = typeof cmsPages.$inferSelect;
export type NewCmsPage = typeof cmsPages.$inferInsert;
export type CmsSnippetRow = typeof cmsSnippets.$inferSelect;
export type NewCmsSnippet = typeof cmsSnippets.$inferInsert;
export type CmsFileRow = typeof cmsFiles.$inferSelect;
export type NewCmsFile = typeof cmsFiles.$inferInsert;

/** Base pages (no licence variant) in any of `locales`. */
export async function listBasePages(
  db: Database,
  brandId: number,
  locales: string[],
): Promise<CmsPageRow[]> {
  return db
    .select()
    .from(cmsPages)
    .where(
      and(
        eq(cmsPages.brandId, brandId),
        inArray(cmsPages.locale, locales),
        isNull(cmsPages.licence),
      ),
    )
    .orderBy(asc(cmsPages.position), asc(cmsPages.id));
}

/** The page at `path` in any of `locales` (the caller picks the preferred one). */
export async function findPagesByPath(
  db: Database,
  brandId: number,
  locales: string[],
  path: string,
): Promise<CmsPageRow[]> {
  return db
    .select()
    .from(cmsPages)
    .where(
      and(
        eq(cmsPages.brandId, brandId),
        inArray(cmsPages.locale, locales),
        eq(cmsPages.path, path),
      ),
    );
}

/** Every licence variant path of a base page (`/slug/…`), in any locale. */
export async function listVariantPaths(
  db: Database,
  brandId: number,
  basePath: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ path: cmsPages.path })
    .from(cmsPages)
    .where(and(eq(cmsPages.brandId, brandId), like(cmsPages.path, `${escapeLike(basePath)}/%`)));
  return rows.map((row) => row.path);
}

export async function insertPage(db: Database, page: NewCmsPage): Promise<boolean> {
  const inserted = await db
    .insert(cmsPages)
    .values(page)
    .onConflictDoNothing({ target: [cmsPages.brandId, cmsPages.locale, cmsPages.path] })
    .returning({ id: cmsPages.id });
  return inserted.length > 0;
}

export async function listSnippets(
  db: Database,
  brandId: number,
  locales: string[],
): Promise<CmsSnippetRow[]> {
  return db
    .select()
    .from(cmsSnippets)
    .where(and(eq(cmsSnippets.brandId, brandId), inArray(cmsSnippets.locale, locales)))
    .orderBy(asc(cmsSnippets.key));
}

export async function insertSnippetIfMissing(db: Database, snippet: NewCmsSnippet): Promise<void> {
  await db
    .insert(cmsSnippets)
    .values(snippet)
    .onConflictDoNothing({ target: [cmsSnippets.brandId, cmsSnippets.locale, cmsSnippets.key] });
}

export async function listFiles(
  db: Database,
  brandId: number,
  locales: string[],
): Promise<CmsFileRow[]> {
  return db
    .select()
    .from(cmsFiles)
    .where(and(eq(cmsFiles.brandId, brandId), inArray(cmsFiles.locale, locales)))
    .orderBy(asc(cmsFiles.key));
}

export async function insertFileIfMissing(db: Database, file: NewCmsFile): Promise<void> {
  await db
    .insert(cmsFiles)
    .values(file)
    .onConflictDoNothing({ target: [cmsFiles.brandId, cmsFiles.locale, cmsFiles.key] });
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
