import type { BrandConfig, DepositBonusCode } from '@croupier/contracts/brand';
import { VALIDATION } from '@croupier/contracts/users';
import { paymentsConfig } from './payment-methods.js';

/**
 * Deposit bonus codes (PR-038, CB-019) are brand configuration: a code is valid inside its
 * window and, at deposit time, for its currencies. Codes compare case-insensitively and are
 * stored as the brand writes them. The bonus itself is granted by the gifts feature from the
 * code recorded on the deposit.
 */
export function findBonusCode(
  config: BrandConfig,
  code: string,
  input: { now: Date; currency?: string },
): DepositBonusCode | undefined {
  const wanted = code.trim().toUpperCase();
  const found = paymentsConfig(config).depositBonusCodes.find(
    (entry) => entry.code.toUpperCase() === wanted,
  );
  if (!found) return undefined;
  const now = input.now.getTime();
  if (now < Date.parse(found.validFrom) || now > Date.parse(found.validUntil)) return undefined;
  if (
    input.currency !== undefined &&
    found.currencies !== 'all' &&
    !found.currencies.includes(input.currency)
  ) {
    return undefined;
  }
  return found;
}

export type BonusCodeCheck =
  | { ok: true; code: DepositBonusCode }
  | { ok: false; message: typeof VALIDATION.BONUS_CODE_INVALID };

/**
 * Whether `code` may be taken now (PR-038, CB-019), else the field message that says why: not
 * a code the brand offers (now, for this currency). The gifts module grants the code's bonus on
 * the deposit's credit (its `deposit` promo code maps the code to a gift template).
 */
export function checkBonusCode(
  config: BrandConfig,
  code: string,
  input: { now: Date; currency?: string },
): BonusCodeCheck {
  const found = findBonusCode(config, code, input);
  if (!found) return { ok: false, message: VALIDATION.BONUS_CODE_INVALID };
  return { ok: true, code: found };
}
