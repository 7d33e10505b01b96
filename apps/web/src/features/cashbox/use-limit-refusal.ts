import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitRefusal } from '@croupier/contracts/errors';
import { CASHBOX_REFUSAL_KEYS } from '@croupier/domain/payments/refusal-reasons';
import type { FormErrors } from './submit-payment';
import { useMoney } from './use-money';

/**
 * A deposit over a limit, as a sentence with the amount still allowed (issue 14 item 12): "Your
 * deposit limit allows CA$20.00 more for now…", written by the one money rule, in place of the
 * api's bare "over your limit". Without a `limit` the errors stay as they came.
 */
export function useLimitRefusal(): (
  errors: FormErrors,
  limit: LimitRefusal | undefined,
) => FormErrors {
  const { t } = useTranslation();
  const { format } = useMoney();
  return useCallback(
    (errors, limit) => {
      if (!limit) return errors;
      const sentence =
        limit.remaining_cents > 0
          ? t(CASHBOX_REFUSAL_KEYS.limitLeft, {
              amount: format(limit.remaining_cents, limit.currency),
            })
          : t(CASHBOX_REFUSAL_KEYS.limitNoneLeft);
      return { ...errors, amount: [sentence] };
    },
    [t, format],
  );
}
