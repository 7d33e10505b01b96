import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CmsContent } from '../../components/cms-content';
import { CmsPageFallback } from '../../components/cms-page-fallback';
import { Icon } from '../../components/icon';
import { useDocumentMeta } from '../../components/use-document-meta';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { useLocale } from '../../lib/i18n/use-locale';
import { useNewsPage } from './api/get-news-page';
import { formatArticleDate } from './news';
import article from './news-article.module.css';
import styles from './news-page.module.css';

/**
 * One news item at `/news/{slug}` (platform-core.md §2.1; CMS-023): the CMS page body rendered
 * like every static page, with its date and the way back to the list; missing or failing pages
 * fall back like static pages do (CMS-005, CMS-006).
 */
export function NewsPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { slug = '' } = useParams();
  const { data: page, error, isPending, refetch, isRefetching } = useNewsPage(slug, locale);
  useDocumentMeta({
    title: page ? (page.blocks.title ?? page.title) : undefined,
    description: page?.blocks.description,
    keywords: page?.blocks.keywords,
  });

  const back = (
    <LocaleLink to={paths.news.getHref()} className={styles.back}>
      <Icon name="chevronLeft" size={16} />
      {t('NEWS.BACK')}
    </LocaleLink>
  );

  if (isPending || error) {
    return (
      <CmsPageFallback error={error} onRetry={() => void refetch()} isRetrying={isRefetching} />
    );
  }

  const image = page.blocks.json?.['image'];
  return (
    <article className={styles.page}>
      {back}
      <header className={styles.header}>
        <time className={`${article.date} ${styles.date}`} dateTime={page.created_at}>
          {formatArticleDate(page.created_at)}
        </time>
        <h1 className={styles.title}>{page.title}</h1>
        {page.blocks.description ? <p className={styles.lead}>{page.blocks.description}</p> : null}
      </header>
      {typeof image === 'string' ? (
        <div className={`${article.art} ${styles.art}`}>
          <img src={image} alt="" className={article.image} />
        </div>
      ) : null}
      <CmsContent html={page.blocks['content-main'] ?? page.content} />
      <footer className={styles.footer}>{back}</footer>
    </article>
  );
}
