import { useEffect } from 'react';
import { countSegments, localizeHref } from '../../lib/i18n/locale-path';

/** noindex past 4 segments, the locale prefix included (platform-core.md §2.3; RT-045). */
export const NOINDEX_SEGMENTS = 4;

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}

/**
 * `<html lang>`, the canonical link of the current locale, hreflang alternates for every
 * offered locale (RT-044) and the robots noindex (RT-045).
 */
export function DocumentHead(props: {
  pathname: string;
  rest: string;
  locale: string;
  defaultLocale: string;
  offered: readonly string[];
}) {
  const { pathname, rest, locale, defaultLocale, offered } = props;
  useEffect(() => {
    document.documentElement.lang = locale;
    const origin = location.origin;
    const canonical = upsert('link[rel="canonical"]', () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    }) as HTMLLinkElement;
    canonical.href = `${origin}${localizeHref(rest, locale, defaultLocale)}`;

    for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]'))
      old.remove();
    for (const code of offered) {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = code;
      link.href = `${origin}${localizeHref(rest, code, defaultLocale)}`;
      document.head.appendChild(link);
    }
    const fallback = document.createElement('link');
    fallback.rel = 'alternate';
    fallback.hreflang = 'x-default';
    fallback.href = `${origin}${rest}`;
    document.head.appendChild(fallback);

    const robots = document.head.querySelector('meta[name="robots"]');
    if (countSegments(pathname) > NOINDEX_SEGMENTS) {
      const meta = robots ?? document.head.appendChild(document.createElement('meta'));
      meta.setAttribute('name', 'robots');
      meta.setAttribute('content', 'noindex');
    } else {
      robots?.remove();
    }
  }, [pathname, rest, locale, defaultLocale, offered]);
  return null;
}
