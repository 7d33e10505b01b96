import { useTranslation } from 'react-i18next';
import type { Jackpot } from '@croupier/contracts/jackpots';
import type { CurrencyConfig } from '@croupier/contracts/fe-config';
import { buttonClassName } from '../../components/button';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { formatAmount, moneyUnit } from '../../lib/money';
import styles from './jackpots.module.css';

interface JackpotCardProps {
  jackpot: Jackpot;
  locale: string;
  currencyConfig: CurrencyConfig | null | undefined;
}

/** One jackpot: its total, its three levels with their must-drop-by, and its games (JP-011). */
export function JackpotCard({ jackpot, locale, currencyConfig }: JackpotCardProps) {
  const { t } = useTranslation();
  const money = (minor: number) =>
    formatAmount(minor, moneyUnit(jackpot.currency, currencyConfig), locale);
  return (
    <article className={styles.card} data-testid={`jackpot-${jackpot.identifier}`}>
      <h2 className={styles.cardTitle}>{jackpot.name}</h2>
      <p className={styles.total} data-testid="jackpot-total">
        {money(jackpot.total_cents)}
      </p>
      <ul className={styles.levels}>
        {jackpot.levels.map((level) => (
          <li key={level.id} className={styles.levelRow}>
            <span className={styles.levelName}>{level.name}</span>
            <span className={styles.levelAmount}>{money(level.amount_cents)}</span>
            <span className={styles.dropBy}>
              {t('JACKPOTS.DROPS_BY', { amount: money(level.must_drop_by_cents) })}
            </span>
          </li>
        ))}
      </ul>
      <LocaleLink
        to={paths.categoryGames.getHref(jackpot.category)}
        className={buttonClassName({ variant: 'primary', block: true })}
      >
        {t('JACKPOTS.PLAY')}
      </LocaleLink>
    </article>
  );
}
