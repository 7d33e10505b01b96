import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@croupier/contracts/payments';
import { showToast } from '../../components/toast';
import { takeCancelledNotices } from './rules/cancelled-notice';

/** Shows the CB-006 warning for each payment given, naming its action. */
export function useAnnounceCancelled(): (payments: readonly Payment[]) => void {
  const { t } = useTranslation();
  return useCallback(
    (payments) => {
      for (const payment of payments) {
        showToast(
          t('CASHBOX.CANCELLED_NOTICE', {
            action: t(`CASHBOX.ACTION.${payment.action.toUpperCase()}`),
          }),
          'error',
        );
      }
    },
    [t],
  );
}

/** CB-006 on a loaded history: fresh cancellations are announced once each. */
export function useCancelledNotices(payments: readonly Payment[] | undefined): void {
  const announce = useAnnounceCancelled();
  useEffect(() => {
    if (payments) announce(takeCancelledNotices(payments, Date.now()));
  }, [payments, announce]);
}
