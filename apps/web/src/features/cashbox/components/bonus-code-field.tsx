import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field';
import styles from './cashbox.module.css';

export interface BonusCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[] | undefined;
}

/** The optional deposit bonus code (CB-002): folded away until the player asks for it. */
export function BonusCodeField({ value, onChange, errors }: BonusCodeFieldProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(value !== '');
  if (!isOpen && value === '' && !errors?.length) {
    return (
      <div>
        <button type="button" className={styles.linkButton} onClick={() => setOpen(true)}>
          {t('CASHBOX.BONUS.HAVE_CODE')}
        </button>
      </div>
    );
  }
  return (
    <TextField
      label={t('CASHBOX.BONUS.LABEL')}
      value={value}
      onChange={onChange}
      errors={errors}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      name="bonus_code"
      maxLength={64}
    />
  );
}
