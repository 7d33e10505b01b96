import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { Icon } from '../../../components/icon';
import { apiFieldErrors } from '../../../lib/field-errors';
import { logError } from '../../../lib/logger';
import { setBonusCode } from '../api/set-bonus-code';
import styles from './cashbox.module.css';

export interface BonusCodeStepProps {
  initialCode: string;
  appliedCode: string | null;
  onApplied: (code: string | null) => void;
}

/**
 * The first part of "deposit with bonus" (CB-029): the deposit bonus code, checked by the api
 * when applied (PATCH set_bonus_code). The list of deposit gifts to pick from belongs to the
 * gifts feature; until the api serves it, an honest note says so.
 */
export function BonusCodeStep({ initialCode, appliedCode, onApplied }: BonusCodeStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState(initialCode);
  const [errors, setErrors] = useState<string[]>([]);
  const [isPending, setPending] = useState(false);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setErrors(['VALIDATION.REQUIRED']);
      return;
    }
    setPending(true);
    try {
      const saved = await setBonusCode(trimmed);
      setErrors([]);
      onApplied(saved ?? trimmed);
    } catch (error) {
      const messages = Object.values(apiFieldErrors(error)).flat();
      if (messages.length === 0) logError('setDepositBonusCode', error);
      setErrors(messages.length > 0 ? messages : ['CASHBOX.ERRORS.GENERIC']);
      onApplied(null);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="cashbox-bonus">
      <h3 className={styles.sectionTitle} id="cashbox-bonus">
        {t('CASHBOX.BONUS.STEP_TITLE')}
      </h3>
      <form className={styles.form} onSubmit={(event) => void apply(event)} noValidate>
        <TextField
          label={t('CASHBOX.BONUS.LABEL')}
          value={code}
          onChange={(value) => {
            setCode(value);
            setErrors([]);
            if (appliedCode !== null) onApplied(null);
          }}
          errors={errors}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          name="bonus_code"
          maxLength={64}
        />
        <Button type="submit" variant="secondary" disabled={isPending}>
          {t('CASHBOX.BONUS.APPLY')}
        </Button>
      </form>
      {appliedCode ? (
        <p className={styles.note} role="status">
          <Icon name="check" size={16} />
          <span>{t('CASHBOX.BONUS.APPLIED', { code: appliedCode })}</span>
        </p>
      ) : null}
      <p className={styles.muted}>{t('CASHBOX.BONUS.GIFTS_SOON')}</p>
    </section>
  );
}
