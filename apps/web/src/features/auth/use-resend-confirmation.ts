import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast';
import { resendConfirmation } from './api/resend-confirmation';
import { useErrorText } from '../../lib/i18n/use-error-text';

export type ResendResult = 'sent' | 'captcha' | 'failed';

/**
 * platform-core.md §5, §8 (SS-021): success toasts that the confirmation e-mail went to the
 * player's address; a 422 toasts its first e-mail error; any other failure shows nothing. A
 * captcha request is handed back so the caller can show the widget.
 */
export function useResendConfirmation(): (
  email: string,
  captcha?: string,
) => Promise<ResendResult> {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    async (email, captcha) => {
      try {
        await resendConfirmation(captcha ? { email, captcha } : { email });
        showToast(t('AUTH.CONFIRMATION.SENT', { email }), 'success');
        return 'sent';
      } catch (error) {
        // Loaded on a failure only: the header's notice uses this hook at start-up, and the
        // auth answer reader is the sign-in forms' (DESIGN.md §11 first-load budget).
        const { readFailure } = await import('./auth-errors');
        const failure = readFailure(error);
        if (failure?.status !== 422) return 'failed';
        if (failure.needsCaptcha && !failure.fields.email) return 'captcha';
        const first = failure.fields.email?.[0];
        if (first) showToast(errorText(first), 'error');
        return 'failed';
      }
    },
    [t, errorText],
  );
}
