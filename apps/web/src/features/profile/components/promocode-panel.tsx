import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Player } from '@croupier/contracts/player';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { showToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useClearBonusCode } from '../api/clear-bonus-code';
import { useSetBonusCode } from '../api/set-bonus-code';
import type { FieldErrors } from '../../../lib/field-errors';
import { FORM_ERROR } from '../../../lib/read-field-errors';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { profileFailure } from '../form-errors';
import { FormError, TextField } from '../../../components/form-field';
import styles from './profile.module.css';

/** A bonus code is short text; the bonus module decides whether it exists. */
const MAX_CODE_LENGTH = 64;

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /profile/promocode (PR-038; engagement.md §7 set_bonus_code / clear_bonus_code): stores the
 * code the next deposit uses. Until the bonus module serves those calls (404) the stored code is
 * shown read-only with the honest "opens with the cashbox" message — never a fake success.
 */
export function PromocodePanel({
  player,
  onPlayerChange,
}: {
  player: Player;
  onPlayerChange: (player: Player) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [isUnavailable, setUnavailable] = useState(false);
  const stored = player.deposit_bonus_code ?? '';
  const readError = (error: unknown): FieldErrors => {
    if (!isMissing(error)) return profileFailure(error);
    setUnavailable(true);
    return {};
  };
  const save = useSetBonusCode((saved) => {
    onPlayerChange(saved);
    setCode('');
    showToast(t('PROFILE.PROMOCODE.SAVED'), 'success');
  });
  const clear = useClearBonusCode((saved) => {
    onPlayerChange(saved);
    showToast(t('PROFILE.PROMOCODE.CLEARED'), 'success');
  });

  const { errors, setErrors, isBusy, onSubmit } = useFormSubmit<string>({
    check: () => {
      const value = code.trim();
      if (value === '') return { errors: { code: ['VALIDATION.REQUIRED'] } };
      if (value.length > MAX_CODE_LENGTH) return { errors: { code: ['VALIDATION.TOO_LONG'] } };
      return { value };
    },
    send: (value) => save.mutateAsync(value),
    readError,
  });

  return (
    <section
      className={[styles.card, styles.narrow].join(' ')}
      aria-labelledby="profile-promocode-title"
    >
      <h2 id="profile-promocode-title" className={styles.cardTitle}>
        {t('PROFILE.PROMOCODE.TITLE')}
      </h2>
      <p className={styles.muted}>{t('PROFILE.PROMOCODE.TEXT')}</p>
      {stored ? (
        <div className={styles.storedCode}>
          <Icon name="gift" size={20} />
          <div>
            <p className={styles.label}>{t('PROFILE.PROMOCODE.CURRENT')}</p>
            <code className={styles.secret}>{stored}</code>
          </div>
          {isUnavailable ? null : (
            <Button
              variant="ghost"
              size="sm"
              disabled={clear.isPending}
              onClick={() =>
                clear.mutate(undefined, { onError: (error) => setErrors(readError(error)) })
              }
            >
              {t('PROFILE.PROMOCODE.CLEAR')}
            </Button>
          )}
        </div>
      ) : null}
      {isUnavailable ? (
        <p className={styles.notice} role="status">
          <Icon name="info" size={18} />
          {t('PROFILE.PROMOCODE.UNAVAILABLE')}
        </p>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={t('PROFILE.PROMOCODE.CODE')}
            value={code}
            onChange={setCode}
            errors={errors.code ?? errors.deposit_bonus_code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <FormError messages={errors[FORM_ERROR]} />
          <div className={styles.actions}>
            <Button type="submit" disabled={isBusy}>
              {t('PROFILE.PROMOCODE.SUBMIT')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
