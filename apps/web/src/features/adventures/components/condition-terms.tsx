import { useTranslation } from 'react-i18next';
import type { AdventureDayView } from '@croupier/contracts/adventures';
import { formatEurCents } from '../adventure-format';
import styles from '../adventures.module.css';

/** A day's terms (VIP-020 future, VIP-021): the deposit and the wager it asks, and for how long. */
export function ConditionTerms({ day, locale }: { day: AdventureDayView; locale: string }) {
  const { t } = useTranslation();
  const { minDep, wager, periodActivationDays } = day.condition;
  return (
    <ul className={styles.terms}>
      {minDep > 0 ? (
        <li>{t('ADVENTURES.CONDITION_DEPOSIT', { amount: formatEurCents(minDep, locale) })}</li>
      ) : null}
      {wager > 0 ? (
        <li>{t('ADVENTURES.CONDITION_WAGER', { amount: formatEurCents(wager, locale) })}</li>
      ) : null}
      {minDep === 0 && wager === 0 ? <li>{t('ADVENTURES.CONDITION_NONE')}</li> : null}
      <li>{t('ADVENTURES.CONDITION_PERIOD', { count: periodActivationDays })}</li>
    </ul>
  );
}
