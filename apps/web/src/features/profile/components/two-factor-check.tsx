import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorDisableRequest } from '@croupier/contracts/security';
import { Button } from '../../../components/button';
import type { FieldErrors } from '../../../lib/field-errors';
import { FORM_ERROR, hasErrors } from '../../../lib/read-field-errors';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { profileFailure } from '../form-errors';
import { CurrentPasswordField, withCurrentPassword } from './current-password-field';
import { FormError, TextField } from '../../../components/form-field';
import styles from './profile.module.css';

export interface TwoFactorCheckProps {
  text: string;
  submitLabel: string;
  /** The form is busy until it settles; it rejects with the api's error, shown in place. */
  onSubmit: (check: TwoFactorDisableRequest) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The password (when re-authentication is due, AS-08) and a second factor — an app code or a
 * recovery code: what turning two-factor off and new recovery codes need.
 */
export function TwoFactorCheck({ text, submitLabel, onSubmit, onCancel }: TwoFactorCheckProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const form = useFormSubmit({
    check: async () => {
      const { twoFactorDisableRequestSchema, fieldErrors } = await import('../../../lib/contracts');
      const parsed = twoFactorDisableRequestSchema.safeParse({
        otp,
        ...withCurrentPassword(password),
      });
      const found: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error.issues);
      return parsed.success && !hasErrors(found) ? { value: parsed.data } : { errors: found };
    },
    send: onSubmit,
    readError: profileFailure,
  });
  const { errors } = form;
  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <p className={styles.muted}>{text}</p>
      <CurrentPasswordField
        value={password}
        onChange={setPassword}
        errors={errors.current_password}
      />
      <TextField
        label={t('PROFILE.TWO_FACTOR.CODE_OR_RECOVERY')}
        autoComplete="one-time-code"
        spellCheck={false}
        value={otp}
        onChange={setOtp}
        errors={errors.otp}
        required
      />
      <FormError messages={errors[FORM_ERROR]} />
      <div className={styles.actions}>
        <Button type="submit" disabled={form.isBusy}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('PROFILE.ACTIONS.CANCEL')}
        </Button>
      </div>
    </form>
  );
}
