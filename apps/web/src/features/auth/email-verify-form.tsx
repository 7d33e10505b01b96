import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { CaptchaField } from './captcha/captcha-field';
import { waitForCaptcha } from './captcha/wait-for-captcha';
import { TextField } from '../../components/form-field';
import { useResendConfirmation } from './use-resend-confirmation';
import styles from './components/auth-frame.module.css';
import { useFormSubmit } from '../../lib/use-form-submit';

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
  const { errors, isBusy, onSubmit } = useFormSubmit<string>({
    check: () => {
      const address = email.trim();
      return address ? { value: address } : { errors: { email: ['VALIDATION.REQUIRED'] } };
    },
    send: (address) => send(address, hasCaptcha),
  });
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

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
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
          errors={captchaErrors}
        />
      ) : null}
      <Button type="submit" size="lg" block disabled={isBusy} aria-busy={isBusy}>
        {t('AUTH.EMAIL_VERIFY.SUBMIT')}
      </Button>
    </form>
  );
}
