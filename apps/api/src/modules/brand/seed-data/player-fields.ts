import { PLAYER_FIELD_NAMES, type PlayerFieldsResponse } from '@croupier/contracts/info';

/**
 * PR-006 / PR-007: the fields a form shows per context. Deposit and cash-out need the profile
 * completion fields of engagement.md §5 (K-150); the live studio needs a verified name and age.
 */
const profileCompletion = [
  'first_name',
  'last_name',
  'date_of_birth',
  'country',
  'city',
  'address',
  'postal_code',
  'mobile_phone',
] as const;

const contexts: PlayerFieldsResponse['contexts'] = {
  registration: ['country', 'receive_promos'],
  deposit: [...profileCompletion],
  cashout: [...profileCompletion, 'gender', 'state'],
  edition: [
    'first_name',
    'last_name',
    'nickname',
    'date_of_birth',
    'gender',
    'country',
    'city',
    'address',
    'postal_code',
    'state',
    'mobile_phone',
    'receive_promos',
    'receive_sms_promos',
  ],
  'velvet-live': ['first_name', 'last_name', 'date_of_birth', 'country'],
};

/**
 * Fields a context shows but does not insist on: the profile asks for nickname, gender and
 * state without blocking a save, and registration offers the promo box unticked.
 */
const optionalIn: Record<string, readonly string[]> = {
  registration: ['receive_promos'],
  edition: ['nickname', 'gender', 'state', 'receive_promos', 'receive_sms_promos'],
};

const types: Record<string, PlayerFieldsResponse['fields'][number]['type']> = {
  date_of_birth: 'date',
  gender: 'select',
  country: 'select',
  state: 'select',
  receive_promos: 'boolean',
  receive_sms_promos: 'boolean',
  mobile_phone: 'phone',
  mobile_phone_without_dial_code: 'phone',
};

export const playerFieldsSeed: PlayerFieldsResponse = {
  fields: PLAYER_FIELD_NAMES.map((name) => ({
    name,
    type: types[name] ?? 'string',
    required_in: Object.entries(contexts)
      .filter(([context, fields]) => fields.includes(name) && !optionalIn[context]?.includes(name))
      .map(([context]) => context),
  })),
  contexts,
};
