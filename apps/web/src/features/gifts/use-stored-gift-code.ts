import { useEffect, useRef, useState } from 'react';
import { useRedeemCoupon } from './api/redeem-coupon';
import { couponRefusalKey } from './coupon-refusal';
import { logError } from '../../lib/logger';

export type StoredCodeOutcome =
  | { kind: 'activated'; code: string }
  | { kind: 'refused'; code: string; messageKey: string }
  | { kind: 'failed'; code: string };

/**
 * GF-024 (platform-core.md §2.5): a `giftPromocode` kept from a landing link is redeemed when
 * the gifts page opens (POST /api/bonuses/coupon), once: it is forgotten before the call, so a
 * reload does not send it again. GF-022's question comes first for a player with bonuses off.
 * A failure that is no refusal is logged as `ACTIVE_COUPON_ERROR` (GF-023).
 */
export function useStoredGiftCode(
  code: string | null | undefined,
  forget: (() => void) | undefined,
  guard: (action: () => void) => void,
): StoredCodeOutcome | null {
  const redeem = useRedeemCoupon();
  const started = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<StoredCodeOutcome | null>(null);
  const { mutateAsync } = redeem;

  useEffect(() => {
    if (!code || started.current === code) return;
    started.current = code;
    forget?.();
    guard(() => {
      mutateAsync(code).then(
        () => setOutcome({ kind: 'activated', code }),
        (error: unknown) => {
          const messageKey = couponRefusalKey(error);
          logError('ACTIVE_COUPON_ERROR', error);
          setOutcome(messageKey ? { kind: 'refused', code, messageKey } : { kind: 'failed', code });
        },
      );
    });
  }, [code, forget, guard, mutateAsync]);

  return outcome;
}
