import { useTranslation } from 'react-i18next';
import { AuthFrame } from './components/auth-frame';
import { EmailVerifyForm } from './email-verify-form';

/** The e-mail-verify popup (RT-023): why the address matters and the resend form. */
export function EmailVerifyScreen({ email }: { email?: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <AuthFrame title={t('AUTH.EMAIL_VERIFY.TITLE')} subtitle={t('AUTH.EMAIL_VERIFY.SUBTITLE')}>
      <EmailVerifyForm email={email} />
    </AuthFrame>
  );
}
