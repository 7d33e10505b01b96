import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { logError, logWarn } from '../../lib/logger';
import { clearBonusCode } from './api/clear-bonus-code';
import { setBonusCode } from './api/set-bonus-code';
import { useCashboxEnv } from './cashbox-env';

export interface StoredPromoCode {
  /** The code to fill the bonus field with, once the api took it. */
  accepted: string | null;
  /** A code the api refused: it was cleared, the deposit opens without it (CB-019). */
  rejected: string | null;
}

/**
 * CB-019 (engagement.md §5, §8): a `depositPromocode` from the landing URL is offered to the
 * api once when the deposit opens. Refused (422) → `DELETE clear_bonus_code`, forgotten, and
 * the deposit opens anyway; taken → it fills the bonus field.
 */
export function useDepositPromoCode(): StoredPromoCode {
  const { storedPromoCode, forgetPromoCode } = useCashboxEnv();
  const [result, setResult] = useState<StoredPromoCode>({ accepted: null, rejected: null });
  const started = useRef(false);
  useEffect(() => {
    if (!storedPromoCode || started.current) return;
    started.current = true;
    const code = storedPromoCode;
    setBonusCode(code)
      .then((saved) => {
        forgetPromoCode();
        setResult({ accepted: saved ?? code, rejected: null });
      })
      .catch(async (error: unknown) => {
        if (error instanceof ApiError && error.status === 422) {
          await clearBonusCode().catch((clearError: unknown) =>
            logError('deleteDepositBonusCode', clearError),
          );
          forgetPromoCode();
          setResult({ accepted: null, rejected: code });
          return;
        }
        // Not checked now (api unreachable): the payment's own check decides.
        logWarn('setDepositBonusCode', error);
        setResult({ accepted: code, rejected: null });
      });
  }, [storedPromoCode, forgetPromoCode]);
  return result;
}
