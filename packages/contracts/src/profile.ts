import { z } from 'zod';
import { parseBirthDate } from '@croupier/domain/player/birthday';
import type { Product } from '@croupier/domain/player/minimum-age';
import { isValidPostalCode } from '@croupier/domain/player/postal-code';
import { LOCALE_CODES } from '@croupier/domain/locales';
import {
  birthDateAgeProblem,
  countryCodeSchema,
  birthDateSchema,
  nicknameSchema,
  personNameSchema,
  phoneSchema,
  postalCodeSchema,
  stateSchema,
  VALIDATION,
  type ValidationKey,
} from './users.js';

/**
 * What a player may change about themselves (platform-core.md §3 Player, §7 Player; requirements
 * PR-003..PR-005, PR-009, PR-028, PR-029; RELIABILITY.md AC-02). Field messages are
 * `VALIDATION.*` translation keys as in `users.ts`.
 */

/** PR-004: forms name their purpose; provider names (free strings) are contexts too (PR-006). */
export const PROFILE_CONTEXTS = ['registration', 'deposit', 'cashout', 'edition'] as const;
export type ProfileContext = (typeof PROFILE_CONTEXTS)[number];

/** An envelope of the wrong type; its fields name their own problems. */
const ENVELOPE = { error: VALIDATION.INVALID } as const;

const text = (max: number) =>
  z
    .string({ error: VALIDATION.INVALID })
    .trim()
    .min(1, { error: VALIDATION.REQUIRED, abort: true })
    .max(max, VALIDATION.TOO_LONG);
const flag = z.boolean({ error: VALIDATION.INVALID });

const editableShape = {
  first_name: personNameSchema.optional(),
  last_name: personNameSchema.optional(),
  /** VAL-015: an empty string removes the nickname. */
  nickname: nicknameSchema.optional(),
  /** PR-003: `YYYY-MM-DD` or `DD/MM/YYYY` in, `YYYY-MM-DD` stored and answered. */
  date_of_birth: birthDateSchema.optional(),
  gender: z.enum(['m', 'f'], { error: VALIDATION.GENDER_INVALID }).optional(),
  country: countryCodeSchema.optional(),
  city: text(100).optional(),
  address: text(200).optional(),
  postal_code: postalCodeSchema.optional(),
  state: stateSchema.optional(),
  mobile_phone: phoneSchema.optional(),
  receive_promos: flag.optional(),
  receive_sms_promos: flag.optional(),
  profession: text(100).optional(),
};

/** The only keys `PATCH /api/player` reads; everything else in `user` is dropped (AC-02). */
export const EDITABLE_PROFILE_FIELDS = Object.keys(editableShape) as (keyof typeof editableShape)[];

/**
 * Not `.strict()`: unknown and forbidden keys (verified, groups, level, vip, currency…) are
 * stripped, so a mass-assignment attempt changes nothing and the rest of the edit still saves
 * (AC-02: "ignored or 422; DB unchanged"). Postal code against country is checked when both are
 * sent; against the stored country the api checks with `isValidPostalCode`.
 */
export const editableProfileFieldsSchema = z
  .object(editableShape, ENVELOPE)
  .superRefine((user, ctx) => {
    if (user.postal_code === undefined || user.country === undefined) return;
    if (!isValidPostalCode(user.country, user.postal_code))
      ctx.addIssue({
        code: 'custom',
        path: ['postal_code'],
        message: VALIDATION.POSTAL_CODE_INVALID,
      });
  });
export type EditableProfileFields = z.infer<typeof editableProfileFieldsSchema>;

/**
 * PR-004 / PR-005: `PATCH /api/player` → 200 with the full player. `context` picks which fields
 * the api requires (the player_fields config); absent means a plain edit (`edition`).
 */
export const playerUpdateRequestSchema = z.object(
  {
    user: editableProfileFieldsSchema,
    context: z
      .string({ error: VALIDATION.CONTEXT_UNKNOWN })
      .trim()
      .min(1, VALIDATION.CONTEXT_UNKNOWN)
      .max(64, VALIDATION.CONTEXT_UNKNOWN)
      .optional(),
  },
  ENVELOPE,
);
export type PlayerUpdateRequest = z.infer<typeof playerUpdateRequestSchema>;

/**
 * VAL-027 on a profile edit: the birth date (either written format) and where the player lives (the edit's values
 * merged over the stored ones by the caller). Null when no birth date is given.
 */
export function profileAgeProblem(
  user: {
    date_of_birth?: string | null | undefined;
    country?: string | null | undefined;
    state?: string | null | undefined;
    postal_code?: string | null | undefined;
  },
  today: Date,
  product: Product = 'casino',
): ValidationKey | null {
  if (user.date_of_birth === undefined || user.date_of_birth === null) return null;
  return birthDateAgeProblem(parseBirthDate(user.date_of_birth), user, today, product);
}

/** PR-028 / PR-029: `GET` and `PUT /api/subscriptions`, in sync with the player's flags. */
export const subscriptionsSchema = z.object({
  receive_promos: flag,
  receive_sms_promos: flag,
});
export type Subscriptions = z.infer<typeof subscriptionsSchema>;

/** `PATCH /api/player/update_locale`. */
export const updateLocaleRequestSchema = z.object({
  locale: z.enum(LOCALE_CODES, { error: VALIDATION.LOCALE_UNSUPPORTED }),
});
export type UpdateLocaleRequest = z.infer<typeof updateLocaleRequestSchema>;

/**
 * `POST /api/player/groups` (SS-026, platform-core.md §4 New-provider popup). Only the groups
 * the brand marks player-settable are accepted (`VALIDATION.GROUP_NOT_ALLOWED` otherwise).
 */
export const playerGroupsRequestSchema = z.object({
  groups: z.object({
    add: z
      .array(
        z
          .number({ error: VALIDATION.INVALID })
          .int(VALIDATION.INVALID)
          .positive(VALIDATION.INVALID),
      )
      .min(1, VALIDATION.REQUIRED)
      .max(20, VALIDATION.TOO_LONG),
  }),
});
export type PlayerGroupsRequest = z.infer<typeof playerGroupsRequestSchema>;

/** PR-035: `POST /api/fe/config/managers` with the player's groups. */
export const vipManagerRequestSchema = z.object(
  {
    userGroups: z
      .array(z.number({ error: VALIDATION.INVALID }).int(VALIDATION.INVALID))
      .max(200, VALIDATION.TOO_LONG),
  },
  ENVELOPE,
);
export type VipManagerRequest = z.infer<typeof vipManagerRequestSchema>;

/** platform-core.md §3 Manager (for VIP players). */
export const vipManagerSchema = z.object({
  managerName: z.string(),
  /** Working hours as the brand writes them, e.g. `Mon-Fri 09:00-18:00 CET`. */
  time: z.string().optional(),
  avatar: z.string().optional(),
  whatsAppLink: z.string().optional(),
  telegramLink: z.string().optional(),
  email: z.string().optional(),
});
export type VipManager = z.infer<typeof vipManagerSchema>;

/** The manager of the first of the player's groups that has one, or `{}` when none has. */
export const vipManagerResponseSchema = z.union([vipManagerSchema, z.object({})]);
export type VipManagerResponse = z.infer<typeof vipManagerResponseSchema>;
