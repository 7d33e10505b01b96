import type { PromoRefusal } from '@croupier/contracts/gifts';
import { ApiError } from '../../lib/api-client';
import { apiFieldErrors } from '../../lib/field-errors';

/** GF-025's reasons (contracts PROMO_REFUSALS; a type import keeps zod out of this chunk). */
const REFUSALS: Record<PromoRefusal, string> = {
  invalid: 'GIFTS.COUPON.REFUSALS.INVALID',
  expired: 'GIFTS.COUPON.REFUSALS.EXPIRED',
  already_used: 'GIFTS.COUPON.REFUSALS.ALREADY_USED',
  not_eligible: 'GIFTS.COUPON.REFUSALS.NOT_ELIGIBLE',
};

const TRANSLATION_KEY = /^[A-Z][A-Z0-9_]*(\.[A-Z0-9_]+)+$/;

/**
 * The message key for a refused code: 422 `{errors:{coupon_code|code:[reason]}}` (GF-025), a
 * field message that is already a translation key, or null when the failure is no refusal (the
 * caller logs it and says something went wrong).
 */
export function couponRefusalKey(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const errors = apiFieldErrors(error);
  const reason = [...(errors.coupon_code ?? []), ...(errors.code ?? [])][0];
  if (reason === undefined) return REFUSALS.invalid;
  if (reason in REFUSALS) return REFUSALS[reason as PromoRefusal];
  return TRANSLATION_KEY.test(reason) ? reason : REFUSALS.invalid;
}
