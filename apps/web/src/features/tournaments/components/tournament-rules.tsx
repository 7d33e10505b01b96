import { useTranslation } from 'react-i18next';
import type { TournamentDetail } from '@croupier/contracts/tournaments';
import { Icon } from '../../../components/icon';
import type { TournamentFormat } from '../use-tournament-format';
import styles from '../tournaments.module.css';

/** How points are scored, what counts, and the terms file (TN-013, TN-033). */
export function TournamentRules({
  item,
  format,
}: {
  item: Pick<TournamentDetail, 'scoring' | 'qualifying' | 'currency' | 'terms_file' | 'entry'>;
  format: TournamentFormat;
}) {
  const { t } = useTranslation();
  const { games, providers, categories, min_bet_cents: minBet } = item.qualifying;
  const isAny = games.length === 0 && providers.length === 0 && categories.length === 0;
  return (
    <section className={styles.panel} aria-labelledby="rules-title">
      <h2 id="rules-title" className={styles.panelTitle}>
        {t('TOURNAMENTS.RULES.TITLE')}
      </h2>
      <ul className={styles.rules}>
        <li>{t(`TOURNAMENTS.SCORING.${item.scoring.toUpperCase()}`)}</li>
        <li>
          {t(
            item.entry === 'confirmation'
              ? 'TOURNAMENTS.RULES.ENTRY_CONFIRM'
              : 'TOURNAMENTS.RULES.ENTRY_AUTO',
          )}
        </li>
        {minBet > 0 ? (
          <li>{t('TOURNAMENTS.RULES.MIN_BET', { amount: format.money(minBet, item.currency) })}</li>
        ) : null}
        {isAny ? <li>{t('TOURNAMENTS.RULES.ANY_GAME')}</li> : null}
        {providers.length > 0 ? (
          <li>{t('TOURNAMENTS.RULES.PROVIDERS', { list: providers.join(', ') })}</li>
        ) : null}
        {categories.length > 0 ? (
          <li>{t('TOURNAMENTS.RULES.CATEGORIES', { list: categories.join(', ') })}</li>
        ) : null}
        {games.length > 0 ? <li>{t('TOURNAMENTS.RULES.GAMES', { count: games.length })}</li> : null}
      </ul>
      {item.terms_file ? (
        <a
          className={styles.terms}
          href={item.terms_file.url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="terms-file"
        >
          <Icon name="download" size={16} />
          {t('TOURNAMENTS.RULES.TERMS')}
        </a>
      ) : null}
    </section>
  );
}
