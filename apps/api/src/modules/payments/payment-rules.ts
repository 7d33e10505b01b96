import type { MethodLimit } from '@croupier/contracts/brand';
import { VALIDATION, type ValidationKey } from '@croupier/contracts/users';
import { isValidEmail } from '@croupier/domain/player/field-rules';
import { amountLimitProblem } from '@croupier/domain/payments/amount-limits';
import { missingPaymentProfileFields } from '@croupier/domain/profile/payment-profile';
import type { PlayerRow } from '../player/player.service.js';

/**
 * Server-side payment validation (engagement.md §5 says it is "not shown"; CB-012, CB-021):
 * pure checks the deposit and cash-out services run before anything is stored.
 */

const AMOUNT_PROBLEM_KEYS = {
  below_min: VALIDATION.MIN_VALUE,
  above_max: VALIDATION.MAX_VALUE,
  off_step: VALIDATION.AMOUNT_STEP,
} as const satisfies Record<string, ValidationKey>;

/**
 * Min, max and step (CB-021), by the rule the cashbox form uses (domain payments/amount-limits:
 * a maximum of 0 is no maximum). The message is a key only; the site fills `{{min}}`, `{{max}}`
 * and `{{step}}` from the method's limits, which it already has.
 */
export function amountProblem(amountCents: number, limits: MethodLimit): ValidationKey | null {
  const problem = amountLimitProblem(amountCents, limits);
  return problem === null ? null : AMOUNT_PROBLEM_KEYS[problem];
}

/** CB-003: what a fiat player must have on the profile before paying (domain payment-profile). */
export function missingProfileFields(player: PlayerRow): string[] {
  return missingPaymentProfileFields(
    {
      mobile_phone: player.mobilePhone,
      first_name: player.firstName,
      last_name: player.lastName,
      date_of_birth: player.dateOfBirth,
      country: player.country,
      city: player.city,
      address: player.address,
      postal_code: player.postalCode,
    },
    true,
  );
}

/** IBAN: country, check digits, 11–30 alphanumerics, ISO 13616 mod-97 checksum equal to 1. */
export function normaliseIban(iban: string): string {
  return iban.replace(/[\s-]/g, '').toUpperCase();
}

export function isValidIban(iban: string): boolean {
  const value = normaliseIban(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value)) return false;
  const rearranged = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/**
 * A wallet address as far as we can judge it without the chain: one token of the characters
 * addresses use (base58, bech32, hex, `bitcoincash:` prefixes). The provider validates the
 * address for its network and fails the payout otherwise.
 */
export function isPlausibleCryptoAddress(address: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9:_-]{19,127}$/.test(address.trim());
}

export function isValidWalletEmail(email: string): boolean {
  return isValidEmail(email.trim());
}
