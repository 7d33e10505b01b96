import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@croupier/contracts/payments';
import { paymentReasonKey } from '@croupier/domain/payments/refusal-reasons';

/**
 * Why a payment did not go through, as a sentence that says what to do (issue 14 item 12):
 * never the provider's raw code (`card_declined`). Null when the payment has no reason.
 */
export function usePaymentReason(): (payment: Payment) => string | null {
  const { t } = useTranslation();
  return useCallback(
    (payment) => {
      const key = paymentReasonKey(payment.reason, payment.action);
      return key ? t(key, { id: payment.id }) : null;
    },
    [t],
  );
}
