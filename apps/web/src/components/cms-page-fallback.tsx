import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { NotFoundPage } from './not-found-page';
import { Skeleton } from './skeleton';
import styles from './cms-page-fallback.module.css';

export interface CmsPageFallbackProps {
  /** null while the page loads. */
  error: Error | null;
  onRetry: () => void;
  isRetrying: boolean;
}

/**
 * What a CMS page (static page, news item) shows until it has content: a skeleton while it
 * loads, the not-found page on 404 (CMS-005), an error view with a retry otherwise (CMS-006).
 */
export function CmsPageFallback({ error, onRetry, isRetrying }: CmsPageFallbackProps) {
  const { t } = useTranslation();
  if (!error) {
    return (
      <div className={styles.frame} aria-busy="true">
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
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  return (
    <EmptyState
      icon="alert"
      tone="danger"
      headingLevel={1}
      title={t('STATIC_PAGE.ERROR_TITLE')}
      text={t('STATIC_PAGE.ERROR_TEXT')}
      actions={
        <Button variant="primary" size="lg" onClick={onRetry} disabled={isRetrying}>
          {t('STATIC_PAGE.RETRY')}
        </Button>
      }
    />
  );
}
