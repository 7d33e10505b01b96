/**
 * Locale prefixes (platform-core.md §2.3): `/de/...`, `/en-NZ/...` lead any path; the default
 * locale has no prefix. Only locales this host offers and has enabled count as a prefix.
 */

export interface SplitPath {
  /** The offered locale in the first segment, exactly as the host spells it; null when none. */
  locale: string | null;
  /** The path without the prefix, always starting with `/`. */
  rest: string;
}

export function splitLocale(pathname: string, offered: readonly string[]): SplitPath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first === undefined) return { locale: null, rest: pathname || '/' };
  const code = offered.find((candidate) => candidate.toLowerCase() === first.toLowerCase());
  if (code === undefined) return { locale: null, rest: pathname };
  return { locale: code, rest: match?.[2] ?? '/' };
}

/** Prefixes an app href (path, optional query and hash) with the locale unless it is the default. */
export function localizeHref(href: string, locale: string, defaultLocale: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  if (locale === defaultLocale) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const tail = cut === -1 ? '' : href.slice(cut);
  return `/${locale}${path === '/' ? '' : path}${tail}`;
}

/** Segment count for the noindex rule; the locale prefix counts (RT-045). */
export function countSegments(pathname: string): number {
  return pathname.split('/').filter((part) => part.length > 0).length;
}
