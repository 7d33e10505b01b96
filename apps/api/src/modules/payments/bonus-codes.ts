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

/**
 * engagement.md §4 Gifts: a code's bonus is granted by the gifts feature from the code recorded
 * on the deposit. That feature does not exist yet, so nothing grants one: a code taken now
 * would promise a bonus the player never gets. The gifts feature answers true here once it
 * grants them.
 */
export function bonusCodesGrantGifts(): boolean {
  return false;
}

export type BonusCodeCheck =
  | { ok: true; code: DepositBonusCode }
  | {
      ok: false;
      message: typeof VALIDATION.BONUS_CODE_INVALID | typeof VALIDATION.BONUS_CODE_NO_BONUS;
    };

/**
 * Whether `code` may be taken now (PR-038, CB-019), else the field message that says why: not
 * a code the brand offers (now, for this currency), or a real code that nothing grants yet.
 */
export function checkBonusCode(
  config: BrandConfig,
  code: string,
  input: { now: Date; currency?: string },
): BonusCodeCheck {
  const found = findBonusCode(config, code, input);
  if (!found) return { ok: false, message: VALIDATION.BONUS_CODE_INVALID };
  if (!bonusCodesGrantGifts()) return { ok: false, message: VALIDATION.BONUS_CODE_NO_BONUS };
  return { ok: true, code: found };
}
