import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { Icon } from '../../../components/icon';
import { apiFieldErrors } from '../../../lib/field-errors';
import { logError } from '../../../lib/logger';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { setBonusCode } from '../api/set-bonus-code';
import styles from './cashbox.module.css';

export interface BonusCodeStepProps {
  initialCode: string;
  appliedCode: string | null;
  onApplied: (code: string | null) => void;
}

/**
 * The first part of "deposit with bonus" (CB-029): the deposit bonus code, checked by the api
 * when applied (PATCH set_bonus_code). The deposit gifts to pick from follow it
 * (DepositGiftPicker) until a code is applied: a deposit takes one or the other.
 */
export function BonusCodeStep({ initialCode, appliedCode, onApplied }: BonusCodeStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState(initialCode);
  // Every message shows under the one field; the last answer's stays until the next arrives.
  const { errors, setErrors, isBusy, onSubmit } = useFormSubmit<string>({
    check: () => {
      const trimmed = code.trim();
      return trimmed ? { value: trimmed } : { errors: { code: ['VALIDATION.REQUIRED'] } };
    },
    send: async (trimmed) => {
      try {
        const saved = await setBonusCode(trimmed);
        setErrors({});
        onApplied(saved ?? trimmed);
      } catch (error) {
        onApplied(null);
        throw error;
      }
    },
    readError: (error) => {
      const messages = Object.values(apiFieldErrors(error)).flat();
      if (messages.length === 0) logError('setDepositBonusCode', error);
      return { code: messages.length > 0 ? messages : ['CASHBOX.ERRORS.GENERIC'] };
    },
    keepsErrorsWhileSending: true,
  });

  return (
    <section className={styles.section} aria-labelledby="cashbox-bonus">
      <h3 className={styles.sectionTitle} id="cashbox-bonus">
        {t('CASHBOX.BONUS.STEP_TITLE')}
      </h3>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('CASHBOX.BONUS.LABEL')}
          value={code}
          onChange={(value) => {
            setCode(value);
            setErrors({});
            if (appliedCode !== null) onApplied(null);
          }}
          errors={errors.code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          name="bonus_code"
          maxLength={64}
        />
        <Button type="submit" variant="secondary" disabled={isBusy}>
          {t('CASHBOX.BONUS.APPLY')}
        </Button>
      </form>
      {appliedCode ? (
        <p className={styles.note} role="status">
          <Icon name="check" size={16} />
          <span>{t('CASHBOX.BONUS.APPLIED', { code: appliedCode })}</span>
        </p>
      ) : null}
    </section>
  );
}
