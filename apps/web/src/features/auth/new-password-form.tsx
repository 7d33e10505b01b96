import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Player } from '@croupier/contracts/player';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { resetPassword } from './api/reset-password';
import { readFailure, statusMessageKey } from './auth-errors';
import { AuthFrame } from './components/auth-frame';
import { FormError, otherErrors, TextField } from '../../components/form-field';
import { OtpField } from './components/otp-field';
import styles from './components/auth-frame.module.css';
import type { FieldErrors } from '../../lib/field-errors';
import { useFormSubmit } from '../../lib/use-form-submit';

export interface NewPasswordFormProps {
  /** `reset_password_token` from the mail's link (RT-013 keeps it through the redirect). */
  token: string | null;
  onSignedIn: (player: Player) => void;
}

/**
 * The new-password popup (SS-018): password and confirmation checked with the contract the
 * api uses; with two-factor on, the api asks for the code first (AS-09) and the same token is
 * sent again with it. Success signs the player in.
 */
export function NewPasswordForm({ token, onSignedIn }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [otp, setOtp] = useState('');
  const [isRecovery, setRecovery] = useState(false);
  const [isOtpStep, setOtpStep] = useState(false);
  const [isTokenBad, setTokenBad] = useState(token === null || token === '');
  const { errors, setErrors, isBusy, onSubmit } = useFormSubmit({
    check: async () => {
      const { newPasswordRequestSchema } = await import('../../lib/contracts');
      const body = {
        reset_password_token: token ?? '',
        password,
        password_confirmation: confirmation,
      };
      const checked = newPasswordRequestSchema.safeParse({ user: body });
      if (!checked.success) {
        const found: FieldErrors = {};
        for (const issue of checked.error.issues) {
          const field = issue.path.slice(1).join('.') || 'base';
          (found[field] ??= []).push(issue.message);
        }
        return { errors: found };
      }
      if (isOtpStep && !otp.trim()) return { errors: { otp_attempt: ['VALIDATION.OTP_REQUIRED'] } };
      return { value: body };
    },
    send: async (body): Promise<void> => {
      try {
        const player = await resetPassword(isOtpStep ? { ...body, otp_attempt: otp.trim() } : body);
        showToast(t('AUTH.NEW_PASSWORD.DONE'), 'success');
        onSignedIn(player);
      } catch (error) {
        const failure = readFailure(error);
        if (!failure) return setErrors({ base: ['AUTH.ERRORS.UNAVAILABLE'] });
        const status = statusMessageKey(failure.status);
        if (status) return setErrors({ base: [status] });
        if (failure.fields.reset_password_token) {
          setTokenBad(true);
          return;
        }
        if (failure.needsOtp) {
          setErrors(isOtpStep ? failure.fields : {});
          setOtpStep(true);
          return;
        }
        setErrors(failure.fields);
      }
    },
    keepsErrorsWhileSending: true,
  });

  const remindLink = (
    <LocaleLink to={paths.remind.getHref()} className={styles.link}>
      {t('AUTH.NEW_PASSWORD.REQUEST_NEW')}
    </LocaleLink>
  );

  if (isTokenBad) {
    return (
      <AuthFrame title={t('AUTH.NEW_PASSWORD.TITLE')} footer={remindLink}>
        <div className={[styles.notice, styles.danger].join(' ')} role="alert">
          <Icon name="alert" size={20} />
          <p>{t('AUTH.NEW_PASSWORD.TOKEN_INVALID')}</p>
        </div>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title={isOtpStep ? t('AUTH.OTP.TITLE') : t('AUTH.NEW_PASSWORD.TITLE')}
      subtitle={isOtpStep ? undefined : t('AUTH.NEW_PASSWORD.SUBTITLE')}
      footer={remindLink}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormError
          messages={otherErrors(errors, ['password', 'password_confirmation', 'otp_attempt'])}
        />
        {isOtpStep ? (
          <OtpField
            value={otp}
            onChange={setOtp}
            isRecovery={isRecovery}
            onRecoveryChange={setRecovery}
            errors={errors.otp_attempt}
          />
        ) : (
          <>
            <TextField
              label={t('AUTH.FIELDS.NEW_PASSWORD')}
              type="password"
              name="new-password"
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
              errors={errors.password}
              hint={errors.password ? undefined : t('AUTH.FIELDS.PASSWORD_HINT')}
              required
            />
            <TextField
              label={t('AUTH.FIELDS.PASSWORD_CONFIRMATION')}
              type="password"
              name="password-confirmation"
              autoComplete="new-password"
              value={confirmation}
              onChange={setConfirmation}
              errors={errors.password_confirmation}
              required
            />
          </>
        )}
        <Button type="submit" size="lg" block disabled={isBusy} aria-busy={isBusy}>
          {t('AUTH.NEW_PASSWORD.SUBMIT')}
        </Button>
      </form>
    </AuthFrame>
  );
}
