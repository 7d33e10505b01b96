import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field';
import styles from './auth-frame.module.css';

export interface OtpFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** true: a recovery code instead of the 6-digit code of the authenticator app. */
  isRecovery: boolean;
  onRecoveryChange: (isRecovery: boolean) => void;
  errors?: readonly string[] | undefined;
}

/**
 * The two-factor step (SS-009): the 6-digit code of the authenticator app, or one of the
 * recovery codes for a player without the phone; both go as `otp_attempt`.
 */
export function OtpField({ value, onChange, isRecovery, onRecoveryChange, errors }: OtpFieldProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // The step replaces the e-mail and password: the code field takes the focus they had.
  useEffect(() => {
    ref.current?.querySelector('input')?.focus();
  }, [isRecovery]);
  return (
    <div className={styles.stack} ref={ref}>
      <p className={styles.lead}>
        {isRecovery ? t('AUTH.OTP.RECOVERY_INTRO') : t('AUTH.OTP.INTRO')}
      </p>
      {isRecovery ? (
        <TextField
          key="recovery"
          label={t('AUTH.OTP.RECOVERY_LABEL')}
          value={value}
          onChange={onChange}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          errors={errors}
          required
        />
      ) : (
        <TextField
          key="otp"
          label={t('AUTH.OTP.LABEL')}
          value={value}
          onChange={(next) => onChange(next.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          className={styles.otpInput}
          errors={errors}
          required
        />
      )}
      <button
        type="button"
        className={styles.textButton}
        onClick={() => {
          onChange('');
          onRecoveryChange(!isRecovery);
        }}
      >
        {isRecovery ? t('AUTH.OTP.USE_APP') : t('AUTH.OTP.USE_RECOVERY')}
      </button>
    </div>
  );
}
