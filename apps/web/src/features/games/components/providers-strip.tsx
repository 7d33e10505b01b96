import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { paths } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { useProviders } from '../api/get-providers';
import styles from './providers-strip.module.css';

/** The providers under the lobby rows, each leading to its games (GM-014: errors show, with a retry). */
export function ProvidersStrip({ current }: { current?: string | undefined }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useProviders();
  return (
    <section className={styles.strip} aria-labelledby="providers-strip-title">
      <h2 id="providers-strip-title" className={styles.title}>
        {t('GAMES.PROVIDERS.TITLE')}
      </h2>
      {isError ? (
        <div className={styles.error}>
          <span>{t('GAMES.PROVIDERS.ERROR')}</span>
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            {t('GAMES.LIST.RETRY')}
          </Button>
        </div>
      ) : (
        <ul className={styles.list} aria-busy={isPending || undefined}>
          {isPending
            ? Array.from({ length: 8 }, (_, index) => (
                <li key={index} className={styles.skeleton} aria-hidden="true" />
              ))
            : data
                .filter((provider) => provider.games_count > 0)
                .map((provider) => (
                  <li key={provider.slug}>
                    <LocaleLink
                      to={paths.producer.getHref(provider.slug)}
                      className={styles.chip}
                      aria-current={provider.slug === current ? 'page' : undefined}
                    >
                      <span className={styles.monogram} aria-hidden="true">
                        {provider.title.slice(0, 1)}
                      </span>
                      <span className={styles.name}>{provider.title}</span>
                      <span className={styles.count}>
                        {t('GAMES.PROVIDERS.GAMES_COUNT', { count: provider.games_count })}
                      </span>
                    </LocaleLink>
                  </li>
                ))}
        </ul>
      )}
    </section>
  );
}
