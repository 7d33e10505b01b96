import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LOCALE_CODES, isLocaleCode, type LocaleCode } from '@croupier/domain/locales';

/**
 * Server-side UI strings (DESIGN.md §9; requirements CMS-018, CMS-019): every module writes
 * `messages/<locale>/<namespace>.json` in all ten locales; the document of a locale is the
 * deep merge of its namespace files, read from the directory so a new namespace needs no code.
 */
export const MESSAGES_DIR = fileURLToPath(new URL('./messages', import.meta.url));

export type TranslationTree = { [key: string]: string | TranslationTree };

const treeSchema: z.ZodType<TranslationTree> = z.lazy(() =>
  z.record(z.string().regex(/^[A-Za-z0-9_]+$/), z.union([z.string(), treeSchema])),
);

export interface TranslationDocument {
  locale: LocaleCode;
  /** Serialised once; sent as is. */
  json: string;
  etag: string;
  tree: TranslationTree;
  /**
   * Leaves two namespace files define differently (the later file, by name, wins). The
   * translations test fails on any, so they never reach production unnoticed.
   */
  conflicts: string[];
}

/** Reads and merges one locale's namespace files (sorted by name, so the result is stable). */
export async function loadTranslations(
  locale: LocaleCode,
  directory: string = MESSAGES_DIR,
): Promise<TranslationDocument> {
  const localeDir = join(directory, locale);
  let files: string[] = [];
  try {
    files = (await readdir(localeDir)).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const tree: TranslationTree = {};
  const conflicts: string[] = [];
  for (const file of files) {
    const raw: unknown = JSON.parse(await readFile(join(localeDir, file), 'utf8'));
    const parsed = treeSchema.safeParse(raw);
    if (!parsed.success) {
      throw new Error(
        `${locale}/${file}: not a tree of strings: ${parsed.error.issues[0]?.message}`,
      );
    }
    mergeInto(tree, parsed.data, [], (where) => conflicts.push(`${locale}/${file}: ${where}`));
  }
  const json = JSON.stringify(tree);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { locale, json, etag, tree, conflicts };
}

/** Deep merge; a leaf defined twice with the same text is fine, with another text a conflict. */
function mergeInto(
  target: TranslationTree,
  source: TranslationTree,
  path: string[],
  onConflict: (where: string) => void,
): TranslationTree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    const here = [...path, key];
    if (existing === undefined) {
      target[key] = typeof value === 'string' ? value : mergeInto({}, value, here, onConflict);
    } else if (typeof existing !== 'string' && typeof value !== 'string') {
      mergeInto(existing, value, here, onConflict);
    } else if (existing !== value) {
      onConflict(here.join('.'));
      target[key] = value;
    }
  }
  return target;
}

/** `en.json` → `en`; anything else (unknown locale, other extension) → undefined. */
export function localeOfFile(file: string): LocaleCode | undefined {
  const match = /^([A-Za-z-]+)\.json$/.exec(file);
  const locale = match?.[1];
  return locale !== undefined && isLocaleCode(locale) ? locale : undefined;
}

/** One merged document per locale, built on first request and kept for the process's life. */
export function createTranslationCache(directory: string = MESSAGES_DIR) {
  const cache = new Map<LocaleCode, Promise<TranslationDocument>>();
  return {
    get(locale: LocaleCode): Promise<TranslationDocument> {
      let document = cache.get(locale);
      if (!document) {
        document = loadTranslations(locale, directory);
        // A failed read is not cached: the next request tries again.
        document.catch(() => cache.delete(locale));
        cache.set(locale, document);
      }
      return document;
    },
  };
}

export { LOCALE_CODES };
