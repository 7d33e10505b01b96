import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { requestPasswordReset } from './api/request-password-reset';
import { readFailure, statusMessageKey } from './auth-errors';
import { CaptchaField } from './captcha/captcha-field';
import { waitForCaptcha } from './captcha/wait-for-captcha';
import { AuthFrame } from './components/auth-frame';
import { FormError, otherErrors, TextField } from '../../components/form-field';
import styles from './components/auth-frame.module.css';
import { useFormSubmit } from '../../lib/use-form-submit';

/**
 * The password-remind popup (SS-017, SS-018): one e-mail field (and the captcha when the api
 * asks for it); the answer is the same whether or not an account exists, so the form never
 * tells who plays here.
 */
export function RemindForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, setErrors, isBusy, onSubmit } = useFormSubmit({
    check: () =>
      email.trim() ? { value: undefined } : { errors: { email: ['VALIDATION.REQUIRED'] } },
    send: () => send(hasCaptcha),
    keepsErrorsWhileSending: true,
  });
  const [hasCaptcha, setHasCaptcha] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);
  const captchaKey = useRef<string | null>(null);

  async function send(withCaptcha: boolean): Promise<void> {
    let captcha: string | undefined;
    if (withCaptcha) {
      const key = await waitForCaptcha(() => captchaKey.current);
      if (key === null) {
        setErrors({ captcha: ['AUTH.CAPTCHA.NOT_READY'] });
        return;
      }
      captcha = key;
    }
    const address = email.trim();
    try {
      await requestPasswordReset(captcha ? { email: address, captcha } : { email: address });
      setSentTo(address);
    } catch (error) {
      if (captcha) {
        captchaKey.current = null;
        setCaptchaRound((round) => round + 1);
      }
      const failure = readFailure(error);
      if (!failure) return setErrors({ base: ['AUTH.ERRORS.UNAVAILABLE'] });
      const status = statusMessageKey(failure.status);
      if (status) return setErrors({ base: [status] });
      if (failure.needsCaptcha && !withCaptcha) {
        setHasCaptcha(true);
        setErrors({});
        return send(true);
      }
      setErrors(failure.fields);
    }
  }

  const backToLogin = (
    <LocaleLink to={paths.signIn.getHref()} className={styles.link}>
      {t('AUTH.REMIND.BACK_TO_LOGIN')}
    </LocaleLink>
  );

  if (sentTo !== null) {
    return (
      <AuthFrame title={t('AUTH.REMIND.SENT_TITLE')} footer={backToLogin}>
        <div className={[styles.notice, styles.success].join(' ')} role="status">
          <Icon name="mail" size={20} />
          <p>{t('AUTH.REMIND.SENT', { email: sentTo })}</p>
        </div>
        <button type="button" className={styles.textButton} onClick={() => setSentTo(null)}>
          {t('AUTH.REMIND.TRY_OTHER')}
        </button>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title={t('AUTH.REMIND.TITLE')}
      subtitle={t('AUTH.REMIND.SUBTITLE')}
      footer={backToLogin}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormError messages={otherErrors(errors, ['email', 'captcha'])} />
        <TextField
          label={t('AUTH.FIELDS.EMAIL')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={setEmail}
          errors={errors.email}
          required
        />
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
          {t('AUTH.REMIND.SUBMIT')}
        </Button>
      </form>
    </AuthFrame>
  );
}
