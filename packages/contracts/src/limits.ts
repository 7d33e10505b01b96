import { z } from 'zod';

/**
 * Responsible-gaming limits (platform-core.md §7 Limits; LM-001..LM-010; RELIABILITY RG-01..RG-07).
 * The limit model is LM-008's proposal; docs/api.md writes it down.
 *
 * - Money limits (deposit, loss, wager) per day, week or month, in the player's currency.
 * - A session limit in minutes.
 * - A time-out (`cooling_off`) of 1 to 42 days, self-exclusion for months or for good, and the
 *   German panic button (`panic`: 24 h, no confirmation).
 * - A reality check (`reality_check`): every so many minutes of a session the site shows how
 *   long the player has played (RG-05). It restricts nothing, so any change or its removal acts
 *   at once, without cooling-off or confirmation, and it is never `reached`.
 * A decrease or a new limit acts at once; an increase or a removal waits for the cooling-off
 * (24 h; 7 days in DE) and the player's confirmation from the mailed link.
 */

export const LIMIT_TYPES = [
  'deposit',
  'loss',
  'wager',
  'session',
  'cooling_off',
  'self_exclusion',
  'panic',
  'reality_check',
] as const;
export const limitTypeSchema = z.enum(LIMIT_TYPES);
export type LimitType = z.infer<typeof limitTypeSchema>;

export const limitPeriodSchema = z.enum(['day', 'week', 'month']);
export type LimitPeriod = z.infer<typeof limitPeriodSchema>;

export const limitStatusSchema = z.enum(['active', 'pending_confirmation', 'pending_increase']);
export type LimitStatus = z.infer<typeof limitStatusSchema>;

export const userLimitSchema = z.object({
  id: z.number().int(),
  type: limitTypeSchema,
  period: limitPeriodSchema.nullable(),
  amount_cents: z.number().int().nullable(),
  minutes: z.number().int().nullable(),
  currency: z.string().nullable(),
  /**
   * `active` with nothing waiting; `pending_confirmation` while a raise or removal waits for the
   * mailed confirmation; `pending_increase` once confirmed, until the cooling-off ends.
   */
  status: limitStatusSchema,
  /** Used in the current window (money limits; minutes for a session limit). */
  value_used_cents: z.number().int(),
  /** The window (or session) has used it all, or a block is in force. */
  reached: z.boolean(),
  starts_at: z.string(),
  /** When a time-out, self-exclusion or panic block ends; the current window's end for money limits. */
  ends_at: z.string().nullable(),
  /** When the mailed confirmation link stops working. */
  confirm_expires_at: z.string().nullable(),
  /** A raise or removal waiting: the new value and when it may take effect. */
  pending: z
    .object({
      amount_cents: z.number().int().nullable(),
      minutes: z.number().int().nullable(),
      removal: z.boolean(),
      effective_at: z.string(),
      confirmed: z.boolean(),
    })
    .nullable(),
});
export type UserLimit = z.infer<typeof userLimitSchema>;

/** `GET /api/user_limits` (LM-001). */
export const userLimitsResponseSchema = z.array(userLimitSchema);

const money = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** `POST /api/user_limits` (LM-002): creates, or updates the live limit of that type and period. */
export const createLimitRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['deposit', 'loss', 'wager']),
    period: limitPeriodSchema,
    amount_cents: money,
  }),
  z.object({
    type: z.literal('session'),
    minutes: z
      .number()
      .int()
      .min(5)
      .max(24 * 60),
  }),
  /** Time-out: 1 day to 6 weeks (LCCP SR 3.5.3). */
  z.object({ type: z.literal('cooling_off'), days: z.number().int().min(1).max(42) }),
  /** Self-exclusion: 6, 12, 36 or 60 months, or `null` for good. */
  z.object({
    type: z.literal('self_exclusion'),
    months: z.union([z.literal(6), z.literal(12), z.literal(36), z.literal(60)]).nullable(),
  }),
  /** DE panic button: 24 h, one click, no confirmation (GlüStV §6i(3)). */
  z.object({ type: z.literal('panic') }),
  /** Reality check: a reminder every `minutes` of a session; applies at once either way. */
  z.object({
    type: z.literal('reality_check'),
    minutes: z.union([
      z.literal(15),
      z.literal(30),
      z.literal(45),
      z.literal(60),
      z.literal(90),
      z.literal(120),
    ]),
  }),
]);
export type CreateLimitRequest = z.infer<typeof createLimitRequestSchema>;

/** The reality check intervals offered, in minutes (RG-05). */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

export const limitIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** `POST /api/user_limits/confirm` (LM-004). */
export const confirmLimitRequestSchema = z.object({ token: z.string().min(16).max(128) });

/** `game_limits` channel, event `updated` (LM-007): the limits as they now stand. */
export const gameLimitsPushSchema = z.object({
  reached: z.boolean(),
  limits: userLimitsResponseSchema,
});
export type GameLimitsPush = z.infer<typeof gameLimitsPushSchema>;

/**
 * Field messages only the limits calls send (beside `VALIDATION.LIMIT_REACHED`,
 * `VALIDATION.SELF_EXCLUDED` and `VALIDATION.TOKEN_INVALID`); translated in every locale in the
 * api's `validation-limits` namespace.
 */
export const LIMIT_VALIDATION = {
  /** A time-out, self-exclusion or panic block cannot be shortened or lifted before its end. */
  BLOCK_LOCKED: 'VALIDATION.LIMIT_BLOCK_LOCKED',
  /** The panic button is offered to German players only (GlüStV §6i(3)). */
  PANIC_UNAVAILABLE: 'VALIDATION.PANIC_UNAVAILABLE',
  /** The limit of this type and period is kept in another currency: remove it first. */
  OTHER_CURRENCY: 'VALIDATION.LIMIT_OTHER_CURRENCY',
} as const;
export type LimitValidationKey = (typeof LIMIT_VALIDATION)[keyof typeof LIMIT_VALIDATION];
