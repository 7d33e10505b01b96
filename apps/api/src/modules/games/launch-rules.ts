import { requiredFieldsFor } from '@croupier/contracts/info';
import type { BrandConfig } from '@croupier/contracts/brand';
import { VALIDATION } from '@croupier/contracts/users';
import type { PlayerRow } from '../player/player.service.js';

/** A player-field name (info/player_fields) → the stored value it asks for. */
const FIELD_VALUES: Readonly<Record<string, (row: PlayerRow) => unknown>> = {
  first_name: (row) => row.firstName,
  last_name: (row) => row.lastName,
  nickname: (row) => row.nickname,
  date_of_birth: (row) => row.dateOfBirth,
  gender: (row) => row.gender,
  country: (row) => row.country,
  city: (row) => row.city,
  address: (row) => row.address,
  postal_code: (row) => row.postalCode,
  state: (row) => row.state,
  mobile_phone: (row) => row.mobilePhone,
  mobile_phone_without_dial_code: (row) => row.mobilePhone,
};

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * PR-008: the provider's required profile fields (its `player_fields` context, keyed by the
 * provider slug) the player has left empty, as `{field: [VALIDATION.REQUIRED]}`. A provider
 * without a context requires nothing.
 */
export function missingProviderFields(
  config: BrandConfig,
  providerSlug: string,
  player: PlayerRow,
): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  if (!config.playerFields.contexts[providerSlug]) return missing;
  for (const field of requiredFieldsFor(config.playerFields, providerSlug)) {
    const value = FIELD_VALUES[field];
    if (value && isBlank(value(player))) missing[field] = [VALIDATION.REQUIRED];
  }
  return missing;
}

/**
 * The name a live table shows for the player: the nickname, else the e-mail's local part, with
 * all but its first two characters starred, so other players never see who is at the table.
 */
export function maskedNickname(player: Pick<PlayerRow, 'nickname' | 'email'>): string {
  const base = (player.nickname ?? player.email.split('@')[0] ?? 'player').trim() || 'player';
  const visible = [...base].slice(0, 2).join('');
  return `${visible}***`.slice(0, 40);
}
