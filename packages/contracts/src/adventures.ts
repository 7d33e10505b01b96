import { z } from 'zod';
import { adventurePrizeSchema } from './fe-config';
import { giftStageSchema } from './gifts';

/**
 * The adventure calendar of the signed-in player (engagement.md §3 Adventure day, §4 VIP club
 * and adventures; VIP-017..VIP-028; docs/api.md "Adventures"). The prize set and its days come
 * from `GET /api/fe/config/vip-adventures`; this is the player's progress through it. Dates are
 * the player's calendar dates as DD/MM/YYYY (engagement.md §9); instants are ISO-8601 UTC.
 */

const dmy = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/);
const isoTime = z.string().datetime({ offset: true });

/** VIP-020 (K-127): a day's card; the super prize card is `superb`. */
export const ADVENTURE_DAY_STATES = ['completed', 'active', 'lost', 'future'] as const;
export const adventureDayStateSchema = z.enum(ADVENTURE_DAY_STATES);
export type AdventureDayState = z.infer<typeof adventureDayStateSchema>;

/** The gift that pays a completed step, titled with its step label (VIP-019). */
export const adventureGiftSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  stage: giftStageSchema,
  activatable_until: isoTime.nullable(),
});
export type AdventureGift = z.infer<typeof adventureGiftSchema>;

export const adventureConditionSchema = z.object({
  /** The smallest single deposit that counts, EUR cents (0: none needed). */
  minDep: z.number().int().nonnegative(),
  /** EUR cents to bet within the day (0: none needed). */
  wager: z.number().int().nonnegative(),
  periodActivationDays: z.number().int().positive(),
});

export const adventureDayViewSchema = z.object({
  day: z.number().int().positive(),
  step: z.number().int().positive(),
  stepTotal: z.number().int().positive(),
  isCompleted: z.boolean(),
  state: adventureDayStateSchema,
  /** The day's first and last date; null for days after a calendar that has not started. */
  date: dmy.nullable(),
  last_date: dmy.nullable(),
  prize: adventurePrizeSchema,
  condition: adventureConditionSchema,
  /** Today's counted play towards the active day (EUR cents); null on other days. */
  progress: z
    .object({
      best_deposit_eur_cents: z.number().int().nonnegative(),
      wagered_eur_cents: z.number().int().nonnegative(),
    })
    .nullable(),
  /** The step label of a completed day (VIP-018). */
  label: z.string().nullable(),
  gift: adventureGiftSchema.nullable(),
  /** The lootbox that paid a completed day whose prize is one. */
  lootbox: z.object({ id: z.number().int().positive(), stage: z.string() }).nullable(),
  /** VIP-022: the day's timer end (the gift's activatable_until, or the active day's end). */
  ends_at: isoTime.nullable(),
});
export type AdventureDayView = z.infer<typeof adventureDayViewSchema>;

export const adventureSuperPrizeViewSchema = z.object({
  step: z.number().int().positive(),
  stepTotal: z.number().int().positive(),
  state: z.literal('superb'),
  isCompleted: z.boolean(),
  /** won: granted; pending: every day so far completed; missed: a day was lost. */
  outcome: z.enum(['won', 'pending', 'missed']),
  prize: adventurePrizeSchema,
  label: z.string().nullable(),
  gift: adventureGiftSchema.nullable(),
  ends_at: isoTime.nullable(),
});
export type AdventureSuperPrizeView = z.infer<typeof adventureSuperPrizeViewSchema>;

/** `GET /api/player/adventures`. */
export const adventureStateSchema = z.object({
  set: z.object({ key: z.string(), title: z.string(), start_date: dmy }),
  /** The zone "today" is computed in, and where it came from. */
  time_zone: z.string(),
  time_zone_source: z.enum(['site', 'country']),
  today: dmy,
  /** VIP-023. */
  finished: z.boolean(),
  stepTotal: z.number().int().positive(),
  days: z.array(adventureDayViewSchema),
  superPrize: adventureSuperPrizeViewSchema,
});
export type AdventureState = z.infer<typeof adventureStateSchema>;

/** `PUT /api/player/adventures/time_zone`: the browser's IANA zone. */
export const adventureTimeZoneRequestSchema = z.object({
  time_zone: z.string().min(1).max(64),
});
export type AdventureTimeZoneRequest = z.infer<typeof adventureTimeZoneRequestSchema>;
