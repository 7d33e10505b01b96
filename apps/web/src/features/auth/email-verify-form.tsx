import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { CaptchaField } from './captcha/captcha-field';
import { waitForCaptcha } from './captcha/wait-for-captcha';
import { TextField } from '../../components/form-field';
import { useResendConfirmation } from './use-resend-confirmation';
import styles from './components/auth-frame.module.css';

export interface EmailVerifyFormProps {
  /** The signed-in player's address, filled in for them. */
  email?: string | null | undefined;
}

/**
 * Sends the confirmation link again (SS-020, SS-021): the outcome is a toast, exactly as the
 * spec lists; when the api asks for a captcha the widget appears and the form resends.
 */
export function EmailVerifyForm({ email: initialEmail }: EmailVerifyFormProps) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  const [email, setEmail] = useState(initialEmail ?? '');
  const [errors, setErrors] = useState<string[] | undefined>();
  const [isBusy, setBusy] = useState(false);
  const [hasCaptcha, setHasCaptcha] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captchaErrors, setCaptchaErrors] = useState<string[] | undefined>();
  const captchaKey = useRef<string | null>(null);

  async function send(address: string, withCaptcha: boolean): Promise<void> {
    let captcha: string | undefined;
    if (withCaptcha) {
      captcha = (await waitForCaptcha(() => captchaKey.current)) ?? undefined;
      if (!captcha) {
        setCaptchaErrors(['AUTH.CAPTCHA.NOT_READY']);
        return;
      }
      captchaKey.current = null;
      setCaptchaRound((round) => round + 1);
    }
    setCaptchaErrors(undefined);
    const result = await resend(address, captcha);
    if (result === 'captcha' && !withCaptcha) {
      setHasCaptcha(true);
      await send(address, true);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isBusy) return;
    const address = email.trim();
    if (!address) {
      setErrors(['VALIDATION.REQUIRED']);
      return;
    }
    setErrors(undefined);
    setBusy(true);
    try {
      await send(address, hasCaptcha);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        label={t('AUTH.FIELDS.EMAIL')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={setEmail}
        errors={errors}
        required
      />
      {hasCaptcha ? (
        <CaptchaField
          key={captchaRound}
          onChange={(key) => {
            captchaKey.current = key;
          }}
          errors={captchaErrors}
        />
      ) : null}
      <Button type="submit" size="lg" block disabled={isBusy} aria-busy={isBusy}>
        {t('AUTH.EMAIL_VERIFY.SUBMIT')}
      </Button>
    </form>
  );
}
