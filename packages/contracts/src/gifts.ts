import { z } from 'zod';

/**
 * Gifts (engagement.md §3 Gift, §4 Gifts, §7; requirements GF-001..GF-033): the wire shape every
 * gift list answers, the template rules the brand configures, the promo-code calls and the
 * free-spin calls between the casino and the studio. Amounts are integers in the currency's
 * minor units. Shapes the spec leaves open are written down in docs/api.md.
 */

const minorUnits = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const currencyCode = z.string().regex(/^[A-Z]{3,4}$/);
/** Per-currency amounts: `{EUR: 1000, BTC: 20000}`. */
const perCurrency = z.record(currencyCode, minorUnits);

// ---- stages, families, kinds ----------------------------------------------------------------

/**
 * GF-002, and `activated`: the issue's lifecycle (issued → activated → handle_bets → wager_done
 * → finished). A bonus passes `activated` inside its activation (to handle_bets or wait); free
 * spins stay `activated` while the player plays them at the studio.
 */
export const GIFT_STAGES = [
  'issued',
  'activated',
  'wait',
  'handle_bets',
  'lost',
  'canceled',
  'expired',
  'wager_done',
  'finished',
] as const;
export const giftStageSchema = z.enum(GIFT_STAGES);
export type GiftStage = z.infer<typeof giftStageSchema>;

/** GF-003: where a gift is listed. `fs` is the spec's short name for free spins. */
export const GIFT_FAMILIES = ['bonus', 'freespins'] as const;
export type GiftFamily = (typeof GIFT_FAMILIES)[number];

/** The kinds the engine issues; the spec's other kinds (GF-004) are labels only. */
export const GIFT_KINDS = [
  'deposit_bonus',
  'registration',
  'cash',
  'cashback',
  'giftspin',
  'group',
  'custom',
  'non_deposit',
] as const;
export const giftKindSchema = z.enum(GIFT_KINDS);
export type GiftKind = z.infer<typeof giftKindSchema>;

/** GF-004: the label the player sees for each kind (the spec's names). */
export const GIFT_KIND_LABELS: Record<GiftKind, string> = {
  deposit_bonus: 'Deposit bonus',
  registration: 'NonDeposit',
  cash: 'Cash',
  cashback: 'Cashback',
  giftspin: 'Giftspin',
  group: 'Group',
  custom: 'Custom',
  non_deposit: 'NonDeposit',
};

// ---- the wire shape (GF-001) ----------------------------------------------------------------

export const giftSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  stage: giftStageSchema,
  group_key: z.string(),
  /** The spec's `type`: the kind's label (GIFT_KIND_LABELS). */
  type: z.string(),
  /** bonus or freespins (GF-003). */
  family: z.enum(GIFT_FAMILIES),
  currency: currencyCode,
  /** The gift's amount: the bonus granted, or what free spins won so far. */
  amount_cents: minorUnits,
  /** The bonus money the gift holds now. */
  bonus_cents: minorUnits,
  amount_wager_cents: minorUnits,
  amount_wager_requirement_cents: minorUnits,
  max_bet_cents: minorUnits.nullable(),
  max_win_cents: minorUnits.nullable(),
  activatable: z.boolean(),
  /** UTC ISO-8601 or null. */
  activatable_until: z.string().nullable(),
  /** Wagering deadline once wagering started (UTC ISO-8601) or null. */
  wager_until: z.string().nullable(),
  freespins_total: z.number().int().nonnegative(),
  freespins_left: z.number().int().nonnegative(),
  /** Catalog identifiers (`producer/name`) the free spins play on. */
  games: z.array(z.string()),
  freespin_bet_cents: minorUnits,
  /** Category slug → percent counted toward wagering (`*` for the rest). */
  contributions: z.record(z.string(), z.number().min(0).max(100)),
  /** The player may cancel it now (an active gift). */
  cancelable: z.boolean(),
  /** Terms in the player's locale (plain text). */
  terms: z.string(),
  created_at: z.string(),
  bonuses: z.array(z.object({ title: z.string() })),
});
export type Gift = z.infer<typeof giftSchema>;

/** POST …/activation and DELETE …/{id} answer the gift after the change. */
export const giftChangeAnswerSchema = z.object({
  stage: z.union([giftStageSchema, z.literal('activated')]),
  gift: giftSchema,
});
export type GiftChangeAnswer = z.infer<typeof giftChangeAnswerSchema>;

/** GET /api/bonuses/deposit and /api/bonuses/registration: offers the player may pick. */
export const giftOfferSchema = z.object({
  /** The template's id: what the cashbox or the sign-up form sends back. */
  id: z.number().int().positive(),
  key: z.string(),
  title: z.string(),
  group_key: z.string(),
  type: z.string(),
  family: z.enum(GIFT_FAMILIES),
  currency: currencyCode.nullable(),
  /** Fixed amount, or null for a percentage of the deposit. */
  amount_cents: minorUnits.nullable(),
  percent: z.number().int().positive().nullable(),
  max_amount_cents: minorUnits.nullable(),
  min_deposit_cents: minorUnits.nullable(),
  wager_multiplier: z.number().int().nonnegative(),
  freespins_total: z.number().int().nonnegative(),
  /** For deposit offers: which deposit it is for (1 = first). */
  deposit_number: z.number().int().positive().nullable(),
  terms: z.string(),
});
export type GiftOffer = z.infer<typeof giftOfferSchema>;

// ---- template rules (brand data) ------------------------------------------------------------

export const amountRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), cents: perCurrency }),
  z.object({
    kind: z.literal('percent'),
    /** Percent of the deposit, 1..1000. */
    percent: z.number().int().min(1).max(1000),
    /** Cap per currency. */
    capCents: perCurrency,
  }),
  /** Free spins: the amount is what they win. */
  z.object({ kind: z.literal('winnings') }),
]);
export type AmountRule = z.infer<typeof amountRuleSchema>;

export const giftTemplateRulesSchema = z.object({
  amount: amountRuleSchema,
  wagering: z.object({
    /** 0: no wagering (the gift pays real money at once). */
    multiplier: z.number().int().min(0).max(200),
    of: z.enum(['bonus', 'deposit_and_bonus']),
  }),
  /** Category slug → percent; `*` for any other category. Slots 100, table and live less. */
  contributions: z.record(z.string(), z.number().int().min(0).max(100)),
  maxBetCents: perCurrency.optional(),
  /** Most bonus money that converts, per currency; absent = no cap. */
  maxWinCents: perCurrency.optional(),
  /** Days to activate once issued; absent = no deadline. */
  activationDays: z.number().int().positive().optional(),
  /** Days to meet the wagering once it starts. */
  wageringDays: z.number().int().positive(),
  eligibility: z.object({
    groups: z.array(z.number().int()).optional(),
    excludedGroups: z.array(z.number().int()).optional(),
    countries: z.array(z.string().length(2)).optional(),
    currencies: z.array(currencyCode).optional(),
    /** Deposit gifts: which deposit (1 = first). */
    depositNumber: z.number().int().positive().optional(),
    minDepositCents: perCurrency.optional(),
    /** Only through a promo code. */
    promoOnly: z.boolean().optional(),
  }),
  freespins: z
    .object({
      count: z.number().int().positive().max(1000),
      games: z.array(z.string().min(3)).min(1),
      betCents: perCurrency,
      /** Days to play the spins once issued at the studio. */
      playDays: z.number().int().positive(),
    })
    .optional(),
  /** Cashback: percent of net loss by VIP tier key (`regular`, `bronze`…). */
  cashback: z
    .object({
      percentByTier: z.record(z.string(), z.number().min(0).max(100)),
      minLossCents: perCurrency,
      /** ISO week. */
      period: z.literal('week'),
    })
    .optional(),
});
export type GiftTemplateRules = z.infer<typeof giftTemplateRulesSchema>;

// ---- player calls ---------------------------------------------------------------------------

/** GF-019 POST /api/bonuses/coupon. */
export const couponRequestSchema = z.object({
  coupon_code: z.string().trim().min(1).max(64),
});
/** GF-018 POST /api/v2/bonuses/promo-code. */
export const promoCodeRequestSchema = z.object({ code: z.string().trim().min(1).max(64) });

/** GF-025: why a code is refused (422 `{errors:{code:[reason]}}` or `{errors:{coupon_code:[…]}}`). */
export const PROMO_REFUSALS = ['invalid', 'expired', 'already_used', 'not_eligible'] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

/** GF-025 success. */
export const promoAnswerSchema = z.object({
  status: z.literal('activated'),
  bonus: giftSchema,
});

/** GF-021 PATCH /api/player/update_bonus_settings. */
export const bonusSettingsRequestSchema = z.object({ can_issue: z.boolean() });

/** The deposit step's gift choice (CB-029): a template id from GET /api/bonuses/deposit, or none. */
export const depositGiftChoiceSchema = z.object({
  bonus_id: z.number().int().positive().nullable().optional(),
});

// ---- the studio's free spins (docs/wallet-protocol.md "Free spins") -------------------------

/** The casino's id of an issue (`gift-<id>`): opaque, printable, what the wallet calls carry. */
const issueId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII, no spaces');

/**
 * Casino → studio, `POST {studio}/freespins/issue` (signed like the wallet calls): N spins of one
 * player on games at a bet level. Idempotent by `issue_id`: the same request again answers the
 * same issue; the same id with other content is refused (409).
 */
export const freespinIssueRequestSchema = z.object({
  issue_id: issueId,
  /** The casino's player id, as the launch gives it to the studio. */
  user_id: z.string().min(1).max(128),
  currency: currencyCode,
  /** Catalog identifiers (`provider/key`) the spins may be played on: slots of that studio. */
  games: z.array(z.string().min(3).max(200)).min(1).max(100),
  freespins_quantity: z.number().int().positive().max(1000),
  /** The stake of each spin in the currency's minor units (the studio checks the game takes it). */
  bet_level: minorUnits.positive(),
  /** UTC ISO-8601: after it the studio no longer offers the spins left. */
  valid_until: z.iso.datetime(),
});
export type FreespinIssueRequest = z.infer<typeof freespinIssueRequestSchema>;

/** Casino → studio, `POST {studio}/freespins/cancel`: the studio stops offering the spins left. */
export const freespinCancelRequestSchema = z.object({ issue_id: issueId });
export type FreespinCancelRequest = z.infer<typeof freespinCancelRequestSchema>;

/** Where an issue stands at the studio. */
export const FREESPIN_ISSUE_STATUSES = ['active', 'used', 'expired', 'canceled'] as const;

/** The studio's answer to issue and cancel: the issue as it stands now. */
export const freespinIssueAnswerSchema = z.object({
  issue_id: z.string(),
  user_id: z.string(),
  currency: z.string(),
  games: z.array(z.string()),
  freespins_quantity: z.number().int().nonnegative(),
  freespins_left: z.number().int().nonnegative(),
  bet_level: minorUnits,
  valid_until: z.string(),
  status: z.enum(FREESPIN_ISSUE_STATUSES),
});
export type FreespinIssueAnswer = z.infer<typeof freespinIssueAnswerSchema>;
