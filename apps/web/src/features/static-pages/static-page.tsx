import { CmsContent } from '../../components/cms-content';
import { CmsPageFallback } from '../../components/cms-page-fallback';
import { useDocumentMeta } from '../../components/use-document-meta';
import { useLocale } from '../../lib/i18n/use-locale';
import { useStaticPage } from './api/get-static-page';
import styles from './static-page.module.css';

export interface StaticPageProps {
  slug: string;
  /** Locale of the content; defaults to the locale of the URL. */
  locale?: string;
}

/**
 * A static CMS page by slug (platform-core.md §2.2, §3 CMS page): title and sanitised content,
 * document title and meta from its blocks (CMS-004), not-found on 404 (CMS-005), error view on
 * other failures (CMS-006).
 */
export function StaticPage({ slug, locale }: StaticPageProps) {
  const current = useLocale().locale;
  const activeLocale = locale ?? current;
  const { data: page, error, isPending, refetch, isRefetching } = useStaticPage(slug, activeLocale);

  useDocumentMeta({
    title: page ? (page.blocks.title ?? page.title) : undefined,
    description: page?.blocks.description,
    keywords: page?.blocks.keywords,
  });

  if (isPending || error) {
    return (
      <CmsPageFallback error={error} onRetry={() => void refetch()} isRetrying={isRefetching} />
    );
  }

  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{page.title}</h1>
      </header>
      <CmsContent html={page.blocks['content-main'] ?? page.content} />
    </article>
  );
}
