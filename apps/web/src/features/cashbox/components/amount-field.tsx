import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field';
import { amountInputText, type MoneyUnit } from '../../../lib/money';
import { useMoney } from '../use-money';
import styles from './cashbox.module.css';

export interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  unit: MoneyUnit;
  errors?: readonly string[] | undefined;
  errorValues?: Record<string, string> | undefined;
  /** Quick amounts in minor units (CB-002 proposal: one tap to a round sum). */
  chips?: readonly number[];
  hint?: string | undefined;
}

/** The amount in the unit the player sees (EUR, µBTC...), with quick-amount chips. */
export function AmountField({
  value,
  onChange,
  unit,
  errors,
  errorValues,
  chips = [],
  hint,
}: AmountFieldProps) {
  const { t } = useTranslation();
  const { format } = useMoney();
  return (
    <div className={styles.section}>
      <TextField
        label={t('CASHBOX.AMOUNT.LABEL', { unit: unit.label })}
        value={value}
        onChange={onChange}
        errors={errors}
        errorValues={errorValues}
        inputMode="decimal"
        autoComplete="off"
        name="amount"
        hint={hint}
        required
      />
      {chips.length > 0 ? (
        <ul className={styles.chips} aria-label={t('CASHBOX.AMOUNT.QUICK')}>
          {chips.map((minor) => {
            const text = amountInputText(minor, unit);
            return (
              <li key={minor}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-pressed={text === value.trim()}
                  onClick={() => onChange(text)}
                >
                  {format(minor, unit.code)}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
