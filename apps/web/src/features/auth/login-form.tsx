import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Player } from '@croupier/contracts/player';
import { Button } from '../../components/button';
import { paths } from '../../config/paths';
import type { FieldErrors } from '../../lib/field-errors';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { useFormSubmit } from '../../lib/use-form-submit';
import { signIn } from './api/sign-in';
import { readFailure, statusMessageKey } from './auth-errors';
import { CaptchaField } from './captcha/captcha-field';
import { waitForCaptcha } from './captcha/wait-for-captcha';
import { AuthFrame } from './components/auth-frame';
import { FormError, otherErrors, TextField } from '../../components/form-field';
import { OtpField } from './components/otp-field';
import { storeCredential, withRedirect } from './credentials';
import { dfpc } from './dfpc';
import styles from './components/auth-frame.module.css';

export interface LoginFormProps {
  /** Where the player was going (RT-046); kept on the links to registration. */
  redirect: string | null;
  /** The session is started by the caller, which also closes the popup. */
  onSignedIn: (player: Player) => void;
}

const DRAWN = ['email', 'password', 'captcha', 'otp_attempt'];

/**
 * The login popup (platform-core.md §2.4, §7; SS-007..SS-011, SS-024): e-mail and password, the
 * server's field errors in place, the captcha step when the server asks for one (the form
 * resends as soon as the widget's key is there, SS-010) and the two-factor step.
 */
export function LoginForm({ redirect, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [isRecovery, setRecovery] = useState(false);
  const [isOtpStep, setOtpStep] = useState(false);
  const [hasCaptcha, setHasCaptcha] = useState(false);
  // A solution is accepted once: every send with it mounts a fresh widget for the next one.
  const [captchaRound, setCaptchaRound] = useState(0);
  const captchaKey = useRef<string | null>(null);
  // The message stays beside its field until the api's next answer replaces it.
  const { errors, setErrors, isBusy, onSubmit } = useFormSubmit({
    check: () => {
      const missing: FieldErrors = {};
      if (!email.trim()) missing.email = ['VALIDATION.REQUIRED'];
      if (!password) missing.password = ['VALIDATION.REQUIRED'];
      if (isOtpStep && !otp.trim()) missing.otp_attempt = ['VALIDATION.OTP_REQUIRED'];
      return Object.keys(missing).length > 0 ? { errors: missing } : { value: undefined };
    },
    send: () => send({ withCaptcha: hasCaptcha, withOtp: isOtpStep }),
    keepsErrorsWhileSending: true,
  });

  const renewCaptcha = () => {
    captchaKey.current = null;
    setCaptchaRound((round) => round + 1);
  };

  async function send(options: { withCaptcha: boolean; withOtp: boolean }): Promise<void> {
    let captcha: string | undefined;
    if (options.withCaptcha) {
      const key = await waitForCaptcha(() => captchaKey.current);
      if (key === null) {
        setErrors({ captcha: ['AUTH.CAPTCHA.NOT_READY'] });
        return;
      }
      captcha = key;
    }
    try {
      const player = await signIn({
        email: email.trim(),
        password,
        dfpc: await dfpc(),
        ...(captcha ? { captcha } : {}),
        ...(options.withOtp ? { otp_attempt: otp.trim() } : {}),
      });
      void storeCredential(email.trim(), password);
      onSignedIn(player);
    } catch (error) {
      const failure = readFailure(error);
      if (captcha) renewCaptcha();
      if (!failure) {
        setErrors({ base: ['AUTH.ERRORS.UNAVAILABLE'] });
        return;
      }
      const status = statusMessageKey(failure.status);
      if (status) {
        setErrors({ base: [status] });
        return;
      }
      if (failure.needsOtp) {
        const isFirstAsk = !options.withOtp;
        setOtpStep(true);
        // The first "otp_required" is the step itself, not a mistake of the player.
        setErrors(isFirstAsk ? {} : failure.fields);
        return;
      }
      if (failure.needsCaptcha && !options.withCaptcha) {
        setHasCaptcha(true);
        setErrors({});
        // SS-010: resend on its own once the widget has its key.
        await send({ withCaptcha: true, withOtp: options.withOtp });
        return;
      }
      setErrors(failure.fields);
    }
  }

  return (
    <AuthFrame
      title={isOtpStep ? t('AUTH.OTP.TITLE') : t('AUTH.LOGIN.TITLE')}
      subtitle={isOtpStep ? undefined : t('AUTH.LOGIN.SUBTITLE')}
      footer={
        <>
          <span>{t('AUTH.LOGIN.NO_ACCOUNT')}</span>
          <LocaleLink to={withRedirect(paths.registration.path, redirect)} className={styles.link}>
            {t('AUTH.LOGIN.TO_REGISTRATION')}
          </LocaleLink>
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormError messages={otherErrors(errors, DRAWN)} />
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
              label={t('AUTH.FIELDS.EMAIL')}
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              value={email}
              onChange={setEmail}
              errors={errors.email}
              required
            />
            <TextField
              label={t('AUTH.FIELDS.PASSWORD')}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              errors={errors.password}
              required
            />
            <LocaleLink to={paths.remind.getHref()} className={styles.link}>
              {t('AUTH.LOGIN.FORGOT')}
            </LocaleLink>
          </>
        )}
        {hasCaptcha ? (
          <CaptchaField
            key={captchaRound}
            onChange={(key) => {
              captchaKey.current = key;
            }}
            errors={errors.captcha}
          />
        ) : null}
        <Button type="submit" size="lg" block disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? t('AUTH.LOGIN.SUBMITTING') : t('AUTH.LOGIN.SUBMIT')}
        </Button>
        {isOtpStep ? (
          <button
            type="button"
            className={styles.textButton}
            onClick={() => {
              setOtpStep(false);
              setOtp('');
              setErrors({});
            }}
          >
            {t('AUTH.OTP.BACK')}
          </button>
        ) : null}
      </form>
    </AuthFrame>
  );
}
