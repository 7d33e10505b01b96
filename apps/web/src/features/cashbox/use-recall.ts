import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@croupier/contracts/payments';
import { showToast } from '../../components/toast';
import { apiFieldErrors } from '../../lib/field-errors';
import { useErrorText } from '../../lib/i18n/use-error-text';
import { logError } from '../../lib/logger';
import { useRecallPayment } from './api/recall-payment';

/** CB-010: recall a withdrawal not yet sent; the money goes back to the balance. */
export function useRecall() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const mutation = useRecallPayment();
  const { mutateAsync } = mutation;
  const recall = useCallback(
    async (payment: Payment) => {
      try {
        await mutateAsync(payment.id);
        showToast(t('CASHBOX.RECALL.DONE'), 'success');
      } catch (error) {
        const message = Object.values(apiFieldErrors(error)).flat()[0];
        if (!message) logError('RECALL_PAYMENT_ERROR', error);
        showToast(message ? errorText(message) : t('CASHBOX.ERRORS.GENERIC'), 'error');
      }
    },
    [mutateAsync, t, errorText],
  );
  return {
    recall,
    recallingId: mutation.isPending ? mutation.variables : undefined,
  };
}
