import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { paths } from '../../config/paths';
import type { LiveWin } from './live-wins-store';
import styles from './live-wins-ticker.module.css';

/** `provider/seo_title`: the catalog's identifiers are the play link's two segments (GM-032). */
export function winGameHref(identifier: string): string | null {
  const [provider, seoTitle, ...rest] = identifier.split('/');
  if (!provider || !seoTitle || rest.length > 0) return null;
  return paths.play.getHref(provider, seoTitle);
}

/**
 * The live wins ticker (platform-core.md §4 Real-time `wins`): the latest wins, newest first,
 * as a calm strip — a new win slides in at the start, nothing loops or races, and with
 * `prefers-reduced-motion` nothing moves at all. No wins yet → nothing is drawn.
 */
export function LiveWinsTicker({
  wins,
  formatAmount,
}: {
  wins: readonly LiveWin[];
  formatAmount: (amountCents: number, currency: string) => string;
}) {
  const { t } = useTranslation();
  if (wins.length === 0) return null;
  return (
    <section className={styles.ticker} aria-label={t('LIVE_WINS.TITLE')}>
      <h2 className={styles.label}>
        <span className={styles.dot} aria-hidden="true" />
        {t('LIVE_WINS.TITLE')}
      </h2>
      <ol className={styles.list} aria-live="polite" aria-relevant="additions">
        {wins.map((win) => {
          const href = winGameHref(win.game.identifier);
          return (
            <li key={win.key} className={styles.item}>
              <span className={styles.avatar} aria-hidden="true">
                {Array.from(win.user_name)[0] ?? '?'}
              </span>
              <span className={styles.body}>
                <span className={styles.line}>
                  <span className={styles.name}>{win.user_name}</span>{' '}
                  <span className={styles.muted}>{t('LIVE_WINS.WON')}</span>{' '}
                  <strong className={styles.amount}>
                    {formatAmount(win.amount_cents, win.currency)}
                  </strong>
                </span>
                {href ? (
                  <LocaleLink to={href} className={styles.game}>
                    {win.game.title}
                  </LocaleLink>
                ) : (
                  <span className={styles.game}>{win.game.title}</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
