import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { remainingUntil } from '../mart-rules';
import styles from '../rewards-mart.module.css';

/** CP-019: the sale's time left in days, hours and minutes. */
export function SaleTimer({ end, now }: { end: number; now: number }) {
  const { t } = useTranslation();
  const left = remainingUntil(end, now);
  if (!left) return null;
  return (
    <p className={styles.sale} data-testid="mart-sale">
      <Icon name="clock" size={18} />
      <span>{t('REWARDS_MART.SALE.ENDS_IN')}</span>
      <strong data-testid="mart-sale-timer">{t('REWARDS_MART.SALE.TIMER', { ...left })}</strong>
    </p>
  );
}
