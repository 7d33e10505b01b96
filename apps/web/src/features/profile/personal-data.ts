import type { PlayerFieldsResponse } from '@croupier/contracts/info';
import type { Player } from '@croupier/contracts/player';
import type { EditableProfileFields } from '@croupier/contracts/profile';
import { birthDateToIso, formatDayFirst } from '@croupier/domain/player/birthday';
import { AU_STATES, inferState } from '@croupier/domain/player/postal-state';
import { requiredFieldsFor } from '@croupier/domain/player/player-fields';
import type { FieldErrors } from '../../lib/field-errors';

/**
 * The rules of the personal-data form (platform-core.md §3, §4 State auto-fill, §5; PR-003,
 * PR-006, PR-009, VAL-026, VAL-036), apart from the component so they are tested as rules.
 */

/** The form's context in player_fields (PR-006) and the PATCH `context` (PR-037). */
export const EDITION_CONTEXT = 'edition';

/** Fields the personal-data form edits; booleans live in the subscriptions card (PR-028). */
export const FORM_FIELDS = [
  'first_name',
  'last_name',
  'nickname',
  'gender',
  'date_of_birth',
  'mobile_phone',
  'country',
  'state',
  'city',
  'address',
  'postal_code',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type FormValues = Record<FormField, string>;

/** A verified player's identity is fixed: the documents proved it (api-shapes: PATCH rules). */
export const LOCKED_WHEN_VERIFIED: readonly FormField[] = [
  'first_name',
  'last_name',
  'date_of_birth',
];

/** CA provinces in the names `inferState` gives (platform-core.md §5). */
export const CA_PROVINCES = [
  'Alberta',
  'British Columbia',
  'Manitoba',
  'New Brunswick',
  'Newfoundland and Labrador',
  'Northwest Territories',
  'Nova Scotia',
  'Ontario',
  'Prince Edward Island',
  'Quebec',
  'Saskatchewan',
  'Yukon Territory',
] as const;

/** The states a select offers: AU and CA only; other countries type the region freely. */
export function stateOptions(country: string): readonly string[] | null {
  switch (country.toUpperCase()) {
    case 'AU':
      return Object.values(AU_STATES).sort();
    case 'CA':
      return CA_PROVINCES;
    default:
      return null;
  }
}

export interface FieldPlan {
  visible: FormField[];
  required: Set<FormField>;
}

/**
 * PR-006 / VAL-036: the form shows exactly the context's fields (in the form's own order) and
 * requires those whose `required_in` names the context. `mobile_phone_without_dial_code` is
 * the same phone field in this form.
 */
export function planFields(config: PlayerFieldsResponse, context = EDITION_CONTEXT): FieldPlan {
  const listed = new Set<string>(
    (config.contexts[context] ?? []).map((name) =>
      name === 'mobile_phone_without_dial_code' ? 'mobile_phone' : name,
    ),
  );
  const visible = FORM_FIELDS.filter((name) => listed.has(name));
  const requiredNames = new Set(
    requiredFieldsFor(config, context).map((name) =>
      name === 'mobile_phone_without_dial_code' ? 'mobile_phone' : name,
    ),
  );
  // The context's booleans (subscriptions) are switches of their own card, never "required".
  const required = new Set(visible.filter((name) => requiredNames.has(name)));
  return { visible, required };
}

/** The stored player as form text; the birth date as DD/MM/YYYY (PR-003, VAL-035). */
export function initialValues(player: Player): FormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    first_name: text(player.first_name),
    last_name: text(player.last_name),
    nickname: text(player.nickname ?? player.nick_name),
    gender: text(player.gender),
    date_of_birth: player.date_of_birth ? formatDayFirst(player.date_of_birth) : '',
    mobile_phone: text(player.mobile_phone),
    country: text(player.country),
    state: text(player.state),
    city: text(player.city),
    address: text(player.address),
    postal_code: text(player.postal_code),
  };
}

/**
 * The `user` of the PATCH: visible, unlocked fields only (a hidden field is neither validated
 * nor sent, VAL-036). A blank optional field is left out; a blank required one is sent so the
 * contract names it REQUIRED. The birth date goes out as `YYYY-MM-DD`; text that is not a
 * DD/MM/YYYY date stays as typed, for the contract to refuse.
 */
export function buildUpdate(values: FormValues, plan: FieldPlan, isVerified: boolean) {
  const user: Record<string, string> = {};
  for (const field of plan.visible) {
    if (isVerified && LOCKED_WHEN_VERIFIED.includes(field)) continue;
    const value = values[field].trim();
    if (value === '' && !plan.required.has(field) && field !== 'nickname') continue;
    user[field] = field === 'date_of_birth' ? (birthDateToIso(value) ?? value) : value;
  }
  return user as EditableProfileFields;
}

/** Required fields left blank; nickname may be empty by its own rule, not when required. */
export function missingRequired(
  values: FormValues,
  plan: FieldPlan,
  isVerified: boolean,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of plan.required) {
    if (isVerified && LOCKED_WHEN_VERIFIED.includes(field)) continue;
    if (values[field].trim() === '') errors[field] = ['VALIDATION.REQUIRED'];
  }
  return errors;
}

/**
 * platform-core.md §4 State auto-fill (PR-009): with the state editable and empty and a postal
 * code present, the state the code lies in (AU by range, CA by first letter), else null.
 */
export function autoFillState(
  player: Pick<Player, 'country' | 'postal_code' | 'state'>,
  isStateEditable: boolean,
): string | null {
  if (!isStateEditable || (player.state ?? '').trim() !== '') return null;
  if (!player.country || !player.postal_code) return null;
  return inferState(player.country, player.postal_code);
}
