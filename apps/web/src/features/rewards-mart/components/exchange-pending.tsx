import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import styles from '../rewards-mart.module.css';

/** CP-014: between the purchase popup closing and the result, the exchange is under way. */
export function ExchangePending() {
  const { t } = useTranslation();
  return (
    <p className={styles.pending} data-testid="mart-pending">
      <Spinner size={20} label={t('REWARDS_MART.PENDING')} />
      <span aria-hidden="true">{t('REWARDS_MART.PENDING')}</span>
    </p>
  );
}
