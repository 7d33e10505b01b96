import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorEnrolResponse } from '@croupier/contracts/security';
import { Button } from '../../../components/button';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useStartTwoFactor } from '../api/start-two-factor';
import type { FieldErrors } from '../../../lib/field-errors';
import { FORM_ERROR } from '../../../lib/read-field-errors';
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();

  const begin = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    start.mutate(withCurrentPassword(password), {
      onSuccess: (answer) => {
        setSetup(answer);
        setPassword('');
      },
      onError: (error) => setErrors(profileFailure(error)),
    });
  };

  const finish = async (event: FormEvent) => {
    event.preventDefault();
    const { twoFactorConfirmRequestSchema, fieldErrors } = await import('../../../lib/contracts');
    const parsed = twoFactorConfirmRequestSchema.safeParse({ otp });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    confirm.mutate(parsed.data.otp, {
      onSuccess: onEnabled,
      onError: (error) => setErrors(profileFailure(error)),
    });
  };

  if (!setup) {
    return (
      <form className={styles.form} onSubmit={begin} noValidate>
        <p className={styles.muted}>{t('PROFILE.TWO_FACTOR.START_TEXT')}</p>
        <CurrentPasswordField
          value={password}
          onChange={setPassword}
          errors={errors.current_password}
        />
        <FormError messages={errors[FORM_ERROR]} />
        <div className={styles.actions}>
          <Button type="submit" disabled={start.isPending}>
            {t('PROFILE.ACTIONS.CONTINUE')}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t('PROFILE.ACTIONS.CANCEL')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void finish(event)} noValidate>
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
        <Button type="submit" disabled={confirm.isPending}>
          {t('PROFILE.TWO_FACTOR.ENABLE')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('PROFILE.ACTIONS.CANCEL')}
        </Button>
      </div>
    </form>
  );
}
