import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { NotFoundPage } from '../../components/not-found-page';
import { Skeleton } from '../../components/skeleton';
import { useDocumentMeta } from '../../components/use-document-meta';
import { ApiError } from '../../lib/api-client';
import { useLocale } from '../../lib/i18n/use-locale';
import { useStaticPage } from './api/get-static-page';
import styles from './static-page.module.css';

/** Operator HTML is sanitised: scripts, handlers and frames never reach the DOM. */
function sanitize(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}

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
  const { t } = useTranslation();
  const current = useLocale().locale;
  const activeLocale = locale ?? current;
  const { data: page, error, isPending, refetch, isRefetching } = useStaticPage(slug, activeLocale);
  const html = useMemo(
    () => (page ? sanitize(page.blocks['content-main'] ?? page.content) : ''),
    [page],
  );

  useDocumentMeta({
    title: page ? (page.blocks.title ?? page.title) : undefined,
    description: page?.blocks.description,
    keywords: page?.blocks.keywords,
  });

  if (isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('STATIC_PAGE.LOADING')}
        </span>
        <Skeleton className={styles.skeletonTitle} />
        {[100, 96, 88, 92, 60, 98, 84, 40].map((width, index) => (
          <Skeleton key={index} className={styles.skeletonLine} width={`${width}%`} />
        ))}
      </div>
    );
  }

  if (error) {
    if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
    return (
      <EmptyState
        icon="alert"
        tone="danger"
        headingLevel={1}
        title={t('STATIC_PAGE.ERROR_TITLE')}
        text={t('STATIC_PAGE.ERROR_TEXT')}
        actions={
          <Button
            variant="primary"
            size="lg"
            onClick={() => void refetch()}
            disabled={isRefetching}
          >
            {t('STATIC_PAGE.RETRY')}
          </Button>
        }
      />
    );
  }

  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{page.title}</h1>
      </header>
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
