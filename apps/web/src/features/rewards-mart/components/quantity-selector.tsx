import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { clampQuantity } from '../mart-rules';
import styles from '../rewards-mart.module.css';

/** CP-010, CP-011: how many units to exchange, 1..max (floor of balance ÷ price). */
export function QuantitySelector({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.quantity} data-testid="mart-quantity">
      <label htmlFor={id}>{t('REWARDS_MART.PURCHASE.QUANTITY', { max })}</label>
      <div className={styles.quantityControls}>
        <button
          type="button"
          className={styles.stepper}
          onClick={() => onChange(clampQuantity(value - 1, max))}
          disabled={value <= 1}
          aria-label={t('REWARDS_MART.PURCHASE.LESS')}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          onChange={(event) => onChange(clampQuantity(Number(event.target.value), max))}
        />
        <button
          type="button"
          className={styles.stepper}
          onClick={() => onChange(clampQuantity(value + 1, max))}
          disabled={value >= max}
          aria-label={t('REWARDS_MART.PURCHASE.MORE')}
        >
          <Icon name="plus" size={16} />
        </button>
      </div>
    </div>
  );
}
