import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { Tabs } from '../../components/tabs';
import { useDocumentMeta } from '../../components/use-document-meta';
import { useLocale } from '../../lib/i18n/use-locale';
import { useAwards } from './api/get-awards';
import styles from './awards-page.module.css';
import frame from './list-screen.module.css';

const ALL = 'all';

/** engagement.md §2 Other screens: the awards list, filterable by year (CMS-020). */
export function AwardsPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { data: awards, isPending, isError } = useAwards(locale);
  const [year, setYear] = useState<string>(ALL);
  useDocumentMeta({ title: t('AWARDS.DOCUMENT_TITLE') });

  const years = [...new Set((awards ?? []).map((award) => award.year))].sort((a, b) => b - a);
  const shown = (awards ?? [])
    .filter((award) => year === ALL || String(award.year) === year)
    .sort((a, b) => b.year - a.year);

  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <h1 className={frame.title}>{t('AWARDS.TITLE')}</h1>
        <p className={frame.intro}>{t('AWARDS.INTRO')}</p>
      </header>
      {isPending ? (
        <div className={styles.grid} aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={148} radius="var(--radius-lg)" />
          ))}
        </div>
      ) : isError ? (
        <EmptyState icon="alert" tone="danger" title={t('AWARDS.LOAD_ERROR')} />
      ) : (
        <>
          {years.length > 1 ? (
            <Tabs
              idPrefix="awards"
              label={t('AWARDS.FILTER')}
              value={year}
              onChange={setYear}
              items={[
                { value: ALL, label: t('AWARDS.ALL_YEARS') },
                ...years.map((value) => ({ value: String(value), label: String(value) })),
              ]}
            />
          ) : null}
          <div
            id="awards-panel"
            role="tabpanel"
            aria-labelledby={`awards-tab-${year}`}
            className={styles.panel}
          >
            {shown.length === 0 ? (
              <EmptyState icon="trophy" title={t('AWARDS.EMPTY')} />
            ) : (
              <ul className={styles.grid}>
                {shown.map((award) => (
                  <li
                    key={`${award.year}-${award.name}-${award.nomination}`}
                    className={styles.card}
                  >
                    <img
                      src={award.imgUrl}
                      alt=""
                      width={64}
                      height={64}
                      className={styles.image}
                      loading="lazy"
                    />
                    <div className={styles.body}>
                      <p className={styles.prize}>{award.prize}</p>
                      <h2 className={styles.nomination}>{award.nomination}</h2>
                      <p className={styles.meta}>
                        {award.name} · <span data-testid="award-year">{award.year}</span>
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </div>
  );
}
