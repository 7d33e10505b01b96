import type { Player } from '@croupier/contracts/player';

/**
 * CB-003 (engagement.md §5): before the cashbox opens, a player with a fiat currency must have
 * a phone, first and last name, birth date, country, city, address and postal code. Crypto
 * players go straight in.
 */
export const PROFILE_COMPLETION_FIELDS = [
  'first_name',
  'last_name',
  'date_of_birth',
  'mobile_phone',
  'country',
  'city',
  'address',
  'postal_code',
] as const;
export type ProfileCompletionField = (typeof PROFILE_COMPLETION_FIELDS)[number];

/** The completion fields still empty; always none for a crypto player. */
export function missingProfileFields(
  player: Pick<Player, ProfileCompletionField>,
  isFiat: boolean,
): ProfileCompletionField[] {
  if (!isFiat) return [];
  return PROFILE_COMPLETION_FIELDS.filter((field) => (player[field] ?? '').trim() === '');
}
