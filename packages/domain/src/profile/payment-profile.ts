/**
 * CB-003 (engagement.md §5): before a player with a fiat currency deposits or withdraws, the
 * profile must hold a phone, first and last name, birth date, country, city, address and postal
 * code (what a payment provider and the anti-fraud check ask for). Crypto players need none.
 * The cashbox shows its profile form for the missing ones; the api refuses a deposit without
 * them, so both read this one list.
 */
export const PAYMENT_PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'date_of_birth',
  'mobile_phone',
  'country',
  'city',
  'address',
  'postal_code',
] as const;
export type PaymentProfileField = (typeof PAYMENT_PROFILE_FIELDS)[number];

/** The player's values of those fields, as the site's player or a row mapped by the api. */
export type PaymentProfile = Partial<Record<PaymentProfileField, string | null | undefined>>;

/**
 * The fields still empty (absent, null or only blanks), in the form's order; always none for a
 * crypto currency.
 */
export function missingPaymentProfileFields(
  profile: PaymentProfile,
  isFiat: boolean,
): PaymentProfileField[] {
  if (!isFiat) return [];
  return PAYMENT_PROFILE_FIELDS.filter((field) => (profile[field] ?? '').trim() === '');
}
