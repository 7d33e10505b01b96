import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorEnrolResponse } from '@croupier/contracts/security';
import { Button } from '../../../components/button';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useStartTwoFactor } from '../api/start-two-factor';
import { FORM_ERROR } from '../../../lib/read-field-errors';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { profileFailure } from '../form-errors';
import { groupSecret, qrImageSource } from '../otp';
import { CurrentPasswordField, withCurrentPassword } from './current-password-field';
import { FormError, TextField } from '../../../components/form-field';
import styles from './profile.module.css';

export interface TwoFactorEnrolProps {
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/**
 * Turning two-factor on (PR-031, AS-07, AS-08): the current password → a QR code and the secret
 * for manual entry → the first code from the app confirms it.
 */
export function TwoFactorEnrol({ onEnabled, onCancel }: TwoFactorEnrolProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [setup, setSetup] = useState<TwoFactorEnrolResponse | null>(null);
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  // Two steps, each its own submit: the password step's errors never show on the code step.
  const begin = useFormSubmit({
    send: async () => {
      setSetup(await start.mutateAsync(withCurrentPassword(password)));
      setPassword('');
    },
    readError: profileFailure,
  });
  const finish = useFormSubmit({
    check: async () => {
      const { twoFactorConfirmRequestSchema, fieldErrors } = await import('../../../lib/contracts');
      const parsed = twoFactorConfirmRequestSchema.safeParse({ otp });
      return parsed.success
        ? { value: parsed.data.otp }
        : { errors: fieldErrors(parsed.error.issues) };
    },
    send: async (code) => onEnabled(await confirm.mutateAsync(code)),
    readError: profileFailure,
  });

  if (!setup) {
    const { errors } = begin;
    return (
      <form className={styles.form} onSubmit={begin.onSubmit} noValidate>
        <p className={styles.muted}>{t('PROFILE.TWO_FACTOR.START_TEXT')}</p>
        <CurrentPasswordField
          value={password}
          onChange={setPassword}
          errors={errors.current_password}
        />
        <FormError messages={errors[FORM_ERROR]} />
        <div className={styles.actions}>
          <Button type="submit" disabled={begin.isBusy}>
            {t('PROFILE.ACTIONS.CONTINUE')}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t('PROFILE.ACTIONS.CANCEL')}
          </Button>
        </div>
      </form>
    );
  }

  const { errors } = finish;
  return (
    <form className={styles.form} onSubmit={finish.onSubmit} noValidate>
      <ol className={styles.steps}>
        <li>{t('PROFILE.TWO_FACTOR.STEP_SCAN')}</li>
        <li>{t('PROFILE.TWO_FACTOR.STEP_CODE')}</li>
      </ol>
      <div className={styles.qrRow}>
        <img
          className={styles.qr}
          src={qrImageSource(setup.qr_svg)}
          alt={t('PROFILE.TWO_FACTOR.QR_ALT')}
          width={176}
          height={176}
        />
        <div className={styles.secretBox}>
          <p className={styles.label}>{t('PROFILE.TWO_FACTOR.SECRET')}</p>
          <code className={styles.secret} data-testid="two-factor-secret">
            {groupSecret(setup.secret)}
          </code>
          <a className={styles.appLink} href={setup.otpauth_url}>
            {t('PROFILE.TWO_FACTOR.OPEN_APP')}
          </a>
        </div>
      </div>
      <TextField
        label={t('PROFILE.TWO_FACTOR.CODE')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={otp}
        onChange={setOtp}
        errors={errors.otp}
        required
      />
      <FormError messages={errors[FORM_ERROR]} />
      <div className={styles.actions}>
        <Button type="submit" disabled={finish.isBusy}>
          {t('PROFILE.TWO_FACTOR.ENABLE')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('PROFILE.ACTIONS.CANCEL')}
        </Button>
      </div>
    </form>
  );
}
