import type { CmsPageSummary } from '@croupier/contracts/cms';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { Icon } from '../../components/icon';
import { Skeleton } from '../../components/skeleton';
import { useDocumentMeta } from '../../components/use-document-meta';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { useLocale } from '../../lib/i18n/use-locale';
import { useCmsPages } from './api/get-cms-pages';
import { ARTICLE_LIST_MAX, formatArticleDate, newsSlugOf, selectNews } from './news';
import article from './news-article.module.css';
import styles from './news-list-page.module.css';
import frame from './list-screen.module.css';

function NewsCard({ page }: { page: CmsPageSummary }) {
  const { t } = useTranslation();
  return (
    <li className={styles.card}>
      <div className={`${article.art} ${styles.art}`}>
        {page.image ? (
          <img src={page.image} alt="" className={article.image} loading="lazy" />
        ) : (
          <Icon name="sparkles" size={56} className={article.placeholder} />
        )}
      </div>
      <div className={styles.body}>
        <time className={`${article.date} ${styles.date}`} dateTime={page.created_at}>
          {formatArticleDate(page.created_at)}
        </time>
        <h2 className={styles.cardTitle}>
          <LocaleLink to={paths.newsItem.getHref(newsSlugOf(page))} className={styles.link}>
            {page.title}
          </LocaleLink>
        </h2>
        {page.blocks.description ? (
          <p className={styles.excerpt}>{page.blocks.description}</p>
        ) : null}
        <span className={styles.more} aria-hidden="true">
          {t('NEWS.READ_MORE')}
          <Icon name="chevronRight" size={16} />
        </span>
      </div>
    </li>
  );
}

/**
 * The news list (platform-core.md §2.1; CMS-023): the CMS news pages, newest first, at most six
 * (the article-list rule, CMS-022). The list shares the menus' page-list query; when it fails
 * the list is empty (ERR-001).
 */
export function NewsListPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { data: pages, isPending } = useCmsPages(locale);
  const news = selectNews(pages);
  useDocumentMeta({ title: t('NEWS.DOCUMENT_TITLE') });

  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <h1 className={frame.title}>{t('NEWS.TITLE')}</h1>
        <p className={frame.intro}>{t('NEWS.INTRO')}</p>
      </header>
      {isPending ? (
        <div className={styles.grid} aria-busy="true">
          <span className="visually-hidden" role="status">
            {t('NEWS.LOADING')}
          </span>
          {Array.from({ length: ARTICLE_LIST_MAX }, (_, key) => (
            <Skeleton key={key} height={260} radius="var(--radius-lg)" />
          ))}
        </div>
      ) : news.length === 0 ? (
        <EmptyState icon="sparkles" title={t('NEWS.EMPTY')} text={t('NEWS.EMPTY_TEXT')} />
      ) : (
        <ul className={styles.grid}>
          {news.map((page) => (
            <NewsCard key={page.id} page={page} />
          ))}
        </ul>
      )}
    </div>
  );
}
