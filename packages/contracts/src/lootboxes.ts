import { z } from 'zod';
import { giftSchema } from './gifts.js';
import { wheelSegmentSchema, WHEEL_TIERS } from './fe-config.js';

/**
 * Lootboxes, the prize wheel and the chance draw (engagement.md §3 Lootbox, §3 Wheel, §4, §7;
 * LB-001..LB-014, RT-035). Every prize is a gift paid by the gift engine; every `chance` is
 * computed from the weights the server draws with (`@croupier/domain/lootboxes/weighted-draw`).
 * Shapes the spec leaves open are in docs/api.md ("Lootboxes, wheel and chance").
 */

const minorUnits = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const currencyCode = z.string().regex(/^[A-Z]{3,4}$/);

export const LOOTBOX_STAGES = ['issued', 'activated', 'expired'] as const;
export const lootboxStageSchema = z.enum(LOOTBOX_STAGES);
export type LootboxStage = z.infer<typeof lootboxStageSchema>;

/** LB-001 `bonuses[]`: what an item's prize gift grants, in the box's currency. */
export const lootboxBonusSchema = z.object({
  title: z.string(),
  type: z.enum(['bonus', 'freespins']),
  attributes: z.object({
    freespins_count: z.number().int().nonnegative().optional(),
    bonus_amount: z
      .array(z.object({ currency: currencyCode, amount_cents: minorUnits }))
      .optional(),
  }),
  result_bonus: z.object({
    /** Wagering multiplier of the prize gift (0: real money). */
    wager: z.number().int().nonnegative(),
    max_win: z.array(z.object({ currency: currencyCode, amount_cents: minorUnits })),
  }),
});
export type LootboxBonus = z.infer<typeof lootboxBonusSchema>;

/** One item of a box: its weight, its published chance (0..1) and its prize (null: empty item). */
export const lootboxItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  weight: z.number().int().nonnegative(),
  chance: z.number().min(0).max(1),
  prize: lootboxBonusSchema.nullable(),
});
export type LootboxItem = z.infer<typeof lootboxItemSchema>;

/** LB-004: the drawn item once the box is activated, and the gift that pays it. */
export const lootboxPrizeSchema = z.object({
  item_id: z.string(),
  title: z.string(),
  /** null: an item without a prize was drawn. */
  type: z.enum(['bonus', 'freespins']).nullable(),
  gift_id: z.number().int().positive().nullable(),
  currency: currencyCode,
  amount_cents: minorUnits.nullable(),
  freespins_count: z.number().int().nonnegative().nullable(),
});
export type LootboxPrize = z.infer<typeof lootboxPrizeSchema>;

/** LB-001. */
export const lootboxSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  group_key: z.string(),
  stage: lootboxStageSchema,
  currency: currencyCode,
  created_at: z.string(),
  valid_until: z.string(),
  activated_at: z.string().nullable(),
  /** The drawn item's weight (null until activated). */
  weight: z.number().int().nonnegative().nullable(),
  prize: lootboxPrizeSchema.nullable(),
  items: z.array(lootboxItemSchema),
  /** The prizes the items can give (LB-001 `bonuses`). */
  bonuses: z.array(lootboxBonusSchema),
});
export type Lootbox = z.infer<typeof lootboxSchema>;

/** GET /api/player/lootboxes (LB-002: issued, and activated ones created today). */
export const lootboxListSchema = z.object({ lootboxes: z.array(lootboxSchema) });
export type LootboxList = z.infer<typeof lootboxListSchema>;

/** POST /api/player/lootboxes/{id}/activation → the box, now activated, with its prize gift. */
export const lootboxActivationSchema = z.object({
  lootbox: lootboxSchema,
  gift: giftSchema.nullable(),
});
export type LootboxActivation = z.infer<typeof lootboxActivationSchema>;

export const lootboxIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

// ---- the wheel ------------------------------------------------------------------------------

/** The two wheel pages: the play wheel spins `wheel*` gifts, the mart wheel `manual_wheel*` ones. */
export const WHEEL_KINDS = ['rocketplay', 'rocketmart'] as const;
export const wheelKindSchema = z.enum(WHEEL_KINDS);
export type WheelKind = z.infer<typeof wheelKindSchema>;

export const wheelSegmentWithChanceSchema = wheelSegmentSchema.extend({
  index: z.number().int().nonnegative(),
  chance: z.number().min(0).max(1),
});
export type WheelSegmentWithChance = z.infer<typeof wheelSegmentWithChanceSchema>;

/** A spin the player holds: an issued wheel gift (LB-007). */
export const wheelSpinTicketSchema = z.object({
  gift_id: z.number().int().positive(),
  title: z.string(),
  group_key: z.string(),
  wheel: wheelKindSchema,
  tier: z.enum(WHEEL_TIERS),
  activatable_until: z.string().nullable(),
});
export type WheelSpinTicket = z.infer<typeof wheelSpinTicketSchema>;

/** GET /api/player/wheel. */
export const wheelStateSchema = z.object({
  tiers: z.array(z.enum(WHEEL_TIERS)),
  /** `default` or the player's group id whose set applies (LB-008). */
  set_key: z.string(),
  segments: z.array(wheelSegmentWithChanceSchema),
  spins: z.array(wheelSpinTicketSchema),
});
export type WheelState = z.infer<typeof wheelStateSchema>;

/** POST /api/player/wheel/spins. */
export const wheelSpinRequestSchema = z.object({
  gift_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type WheelSpinRequest = z.infer<typeof wheelSpinRequestSchema>;

export const wheelSpinResultSchema = z.object({
  spin: z.object({
    gift_id: z.number().int().positive(),
    set_key: z.string(),
    /** The drawn segment: the animation stops here (LB-012). */
    segment_index: z.number().int().nonnegative(),
    segment: wheelSegmentSchema,
    /** The prize gift, issued in the player's currency. */
    gift: giftSchema.nullable(),
  }),
});
export type WheelSpinResult = z.infer<typeof wheelSpinResultSchema>;

// ---- the chance draw (RT-035) ---------------------------------------------------------------

export const chancePrizeSchema = z.object({
  index: z.number().int().nonnegative(),
  title: z.string(),
  weight: z.number().int().nonnegative(),
  chance: z.number().min(0).max(1),
  prize: lootboxBonusSchema.nullable(),
});
export type ChancePrize = z.infer<typeof chancePrizeSchema>;

export const chanceEntryTicketSchema = z.object({
  gift_id: z.number().int().positive(),
  title: z.string(),
  activatable_until: z.string().nullable(),
});

/** GET /api/player/chance. */
export const chanceStateSchema = z.object({
  currency: currencyCode.nullable(),
  prizes: z.array(chancePrizeSchema),
  entries: z.array(chanceEntryTicketSchema),
});
export type ChanceState = z.infer<typeof chanceStateSchema>;

/** GET /api/chance?currency=: the published prize table for anyone (a guest too). */
export const chanceTableSchema = chanceStateSchema.pick({ currency: true, prizes: true });
export type ChanceTable = z.infer<typeof chanceTableSchema>;

/** POST /api/player/chance/draws: enter with a chance gift. */
export const chanceDrawRequestSchema = z.object({
  gift_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type ChanceDrawRequest = z.infer<typeof chanceDrawRequestSchema>;

export const chanceDrawResultSchema = z.object({
  draw: z.object({
    gift_id: z.number().int().positive(),
    prize_index: z.number().int().nonnegative(),
    title: z.string(),
    gift: giftSchema.nullable(),
  }),
});
export type ChanceDrawResult = z.infer<typeof chanceDrawResultSchema>;
