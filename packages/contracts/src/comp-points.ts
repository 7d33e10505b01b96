import { z } from 'zod';

/**
 * Comp points (engagement.md §3 Comp points, Reward card, Exchange request, Sale, §4, §7, §9;
 * requirements CP-001..CP-030): balances, the rates the mart sells, the redeemable rewards
 * (CP-027 proposal), the exchange calls with their refusals, the sale read from the CMS page
 * `rocket-mart` (CP-017/CP-018) and the `comps_award` push. Points are whole numbers; money
 * is integer minor units of `currency`. Shapes the spec leaves open are written down in
 * docs/api.md "Comp points".
 */

const points = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const minorUnits = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const currencyCode = z.string().regex(/^[A-Z]{3,4}$/);

// ---- constants (K-096..K-101) ---------------------------------------------------------------

/**
 * K-101: rate and exchange types. `chances` (issue 17) sells Rocket Chance entries (RT-035): one
 * unit is one entry gift (`group_key` `chance*`), drawn on `/rocket-chance`.
 */
export const COMP_POINT_RATE_TYPES = [
  'money',
  'freespins',
  'lootboxes',
  'lotteries',
  'chances',
] as const;
export const compPointRateTypeSchema = z.enum(COMP_POINT_RATE_TYPES);
export type CompPointRateType = z.infer<typeof compPointRateTypeSchema>;

/** K-099: reward groups. DISCOUNT is the group of cards on sale (the discounts tab). */
export const REWARD_GROUPS = ['FREE_SPINS', 'MONEY_REWARD', 'SPECIAL_REWARDS', 'DISCOUNT'] as const;
export const rewardGroupSchema = z.enum(REWARD_GROUPS);
export type RewardGroup = z.infer<typeof rewardGroupSchema>;

/** K-100: reward tags. */
export const REWARD_TAGS = ['POPULAR', 'NEW', 'VIP'] as const;
export const rewardTagSchema = z.enum(REWARD_TAGS);
export type RewardTag = z.infer<typeof rewardTagSchema>;

/** CP-004: the mart's tabs and the group each lists (`all` and `discounts` are views). */
export const MART_TABS = ['all', 'discounts', 'freespins', 'money', 'special'] as const;
export type MartTab = (typeof MART_TABS)[number];
export const MART_TAB_GROUP: Record<Exclude<MartTab, 'all'>, RewardGroup> = {
  discounts: 'DISCOUNT',
  freespins: 'FREE_SPINS',
  money: 'MONEY_REWARD',
  special: 'SPECIAL_REWARDS',
};

/** K-096 / CP-025: bets earn by this EUR-cent key when the currency has no rate of its own. */
export const DEFAULT_RATE_KEY_EUR_CENTS = 25;

/** K-079: the multi-account group that may not exchange (CP-013). */
export const MULTI_ACCOUNT_GROUP_ID = 100;

/** K-097 / CP-024: money reward images exist for these amounts (cents). */
export const MONEY_REWARD_IMAGE_AMOUNTS = [
  2_500, 25_000, 50_000, 100_000, 300_000, 500_000, 1_500_000, 5_000_000,
] as const;

// ---- balances (CP-001) ----------------------------------------------------------------------

/** `GET /api/player/comp_points`: chargeable points are spendable, persistent count for levels. */
export const compPointsBalanceSchema = z.object({
  chargeable: z.object({ points }),
  persistent: z.object({ points }),
});
export type CompPointsBalance = z.infer<typeof compPointsBalanceSchema>;

// ---- earning rates (CP-003 per-currency rates, CP-025, CP-028) -------------------------------

/**
 * How bets earn in one currency: `points` per `amount_cents` staked (minor units of
 * `currency`). A currency without its own row earns by the EUR amount of the bet against
 * DEFAULT_RATE_KEY_EUR_CENTS. `GET /api/comp_points/rates/earning`.
 */
export const earningRateSchema = z.object({
  currency: currencyCode,
  amount_cents: minorUnits.min(1),
  points: points.min(1),
});
export type EarningRate = z.infer<typeof earningRateSchema>;
export const earningRatesResponseSchema = z.array(earningRateSchema);

// ---- exchange rates (CP-002, CP-003) --------------------------------------------------------

/**
 * One thing the mart sells for points (`GET /api/comp_points/rates/{type}`), in the player's
 * currency (a guest's: `?currency=`, else EUR). `id` is the rate id the sale cards and the
 * exchange body name. `points` is the full price of one unit.
 */
export const compPointRateSchema = z.object({
  id: z.number().int().positive(),
  type: compPointRateTypeSchema,
  group: rewardGroupSchema,
  currency: currencyCode,
  points: points.min(1),
  /** Money granted (money), or the bonus amount of a special reward; 0 otherwise. */
  amount_cents: minorUnits,
  /**
   * Money only: the same offer's amount in EUR cents (the brand sets one per currency). The mart
   * picks the card's picture by it (CP-024), so 5,000 JPY and 50 EUR show the same picture.
   * Absent when the offer has no EUR amount.
   */
  amount_eur_cents: minorUnits.optional(),
  /** Spins granted (freespins); 0 otherwise. */
  freespins_count: z.number().int().nonnegative(),
  /** Lotteries only: the lotteries whose tickets this rate sells. */
  lottery_ids: z.array(z.number().int().positive()).optional(),
  title: z.string(),
  tags: z.array(rewardTagSchema),
  /** Wagering multiplier of what is granted (0: real money, paid at once). */
  wager: z.number().int().nonnegative(),
  /** Catalog identifiers (`provider/key`) the free spins play on; [] for the others. */
  games: z.array(z.string()),
});
export type CompPointRate = z.infer<typeof compPointRateSchema>;
export const compPointRatesResponseSchema = z.array(compPointRateSchema);

// ---- redeemable rewards (CP-022, CP-027 proposal) -------------------------------------------

/**
 * `GET /api/comp_points/rewards` (guest or player): the mart's cards, every rate in its own
 * group. While the sale runs a discounted rate's card carries `price_points` (the sale price),
 * `discount_percent`, `full_price_points` and `sale_ends_at`, and the rate is listed once more
 * with `group: 'DISCOUNT'` at the same price (the discounts tab). `available`: the player's
 * chargeable points cover `price_points` (always false for a guest).
 */
export const redeemableRewardSchema = z.object({
  rate_id: z.number().int().positive(),
  type: compPointRateTypeSchema,
  group: rewardGroupSchema,
  tags: z.array(rewardTagSchema),
  title: z.string(),
  games: z.array(z.string()),
  wager: z.number().int().nonnegative(),
  price_points: points.min(1),
  full_price_points: points.min(1).optional(),
  discount_percent: z.number().int().min(1).max(99).optional(),
  /** UTC ISO-8601: when the sale price stops (on sale only). */
  sale_ends_at: z.string().optional(),
  available: z.boolean(),
  /** Points still missing (0 when available; price for a guest). CP-008. */
  missing_points: points,
  rate: compPointRateSchema,
});
export type RedeemableReward = z.infer<typeof redeemableRewardSchema>;
export const redeemableRewardsResponseSchema = z.array(redeemableRewardSchema);

// ---- sale (CP-017, CP-018) ------------------------------------------------------------------

/** `sale.cards[group]`: which rates are discounted, by how much. */
export const saleCardSchema = z.object({
  rate_id: z.number().int().positive(),
  discount_percent: z.number().int().min(1).max(99),
});
export type SaleCard = z.infer<typeof saleCardSchema>;

/**
 * The `sale` key of the CMS page `rocket-mart`'s meta json (`blocks.json`). It runs until
 * 23:59:59 Europe/Malta of `endDate` (DD/MM/YYYY).
 */
export const saleSchema = z.object({
  endDate: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
  cards: z.partialRecord(rewardGroupSchema, z.array(saleCardSchema)),
});
export type Sale = z.infer<typeof saleSchema>;
export const SALE_PAGE_SLUG = 'rocket-mart';
export const SALE_TIME_ZONE = 'Europe/Malta';

// ---- exchange (CP-005, CP-006, CP-007, CP-028) ----------------------------------------------

/** The most units one exchange buys (K-098's floor(balance ÷ price), capped per request). */
export const MAX_EXCHANGE_QUANTITY = 1000;

/**
 * `{points, group}` for money, freespins, lootboxes and chances. `points` is the total spent: the unit
 * price (the discounted one on sale) times `quantity`. `rate_id` names the card; without it
 * the rate of that type and group whose unit price is `points` is meant.
 */
export const pointsExchangeSchema = z.object({
  points: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  group: rewardGroupSchema,
  rate_id: z.number().int().positive().optional(),
  quantity: z.number().int().min(1).max(MAX_EXCHANGE_QUANTITY).optional(),
});
export type PointsExchange = z.infer<typeof pointsExchangeSchema>;

/** Lotteries: `{tickets_count, lottery_id, group}`. */
export const lotteryExchangeSchema = z.object({
  tickets_count: z.number().int().min(1).max(1000),
  lottery_id: z.number().int().positive(),
  group: rewardGroupSchema,
});
export type LotteryExchange = z.infer<typeof lotteryExchangeSchema>;

/** CP-007: every type also accepts the body wrapped as `{exchange:{…}}`. */
export const pointsExchangeRequestSchema = z.union([
  z.object({ exchange: pointsExchangeSchema }),
  pointsExchangeSchema,
]);
export const lotteryExchangeRequestSchema = z.union([
  z.object({ exchange: lotteryExchangeSchema }),
  lotteryExchangeSchema,
]);

/** The header that makes an exchange idempotent (a replay answers the first result). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** 200 of an exchange: what was bought and the balances after it. */
export const exchangeAnswerSchema = z.object({
  exchange: z.object({
    id: z.number().int().positive(),
    type: compPointRateTypeSchema,
    group: rewardGroupSchema,
    rate_id: z.number().int().positive(),
    quantity: z.number().int().positive(),
    points: points,
    currency: currencyCode,
    /** Money granted in total (money). */
    amount_cents: minorUnits,
    /** Spins granted in total (freespins). */
    freespins_count: z.number().int().nonnegative(),
    /** The gifts the grant service issued (money, freespins, chances: the entries). */
    gift_ids: z.array(z.number().int().positive()),
    /** The lootboxes issued (lootboxes). */
    lootbox_ids: z.array(z.number().int().positive()),
    created_at: z.string(),
  }),
  comp_points: compPointsBalanceSchema,
});
export type ExchangeAnswer = z.infer<typeof exchangeAnswerSchema>;

/** The `code` of a 422 from an exchange. */
export const EXCHANGE_REFUSALS = [
  /** Fewer chargeable points than the price; `missing_points` says how many more. */
  'insufficient_points',
  /** `reason`: multi_account (group 100) or bonuses_disabled (CP-013). */
  'not_eligible',
  /** A discounted price asked after the sale ended; `price_points` is the price now. */
  'sale_over',
  /** No such rate for the type, group and currency. */
  'rate_not_found',
  /** `points` is not the unit price times the quantity; `price_points` is the unit price. */
  'price_mismatch',
  /** Lotteries: no such lottery, or the rate does not sell its tickets. */
  'lottery_not_found',
  /** Lotteries: the lottery takes no more tickets (its list froze at `end_at`). */
  'lottery_closed',
  /** The same Idempotency-Key was used for another request body. */
  'idempotency_conflict',
  /** Body or header fields invalid (`errors` names them), as every api 422 of bad input. */
  'invalid_input',
] as const;
export type ExchangeRefusal = (typeof EXCHANGE_REFUSALS)[number];

export const NOT_ELIGIBLE_REASONS = ['multi_account', 'bonuses_disabled'] as const;
export type NotEligibleReason = (typeof NOT_ELIGIBLE_REASONS)[number];

/** The 422 body: the api's error body plus the refusal's figures. */
export const exchangeRefusalSchema = z.object({
  code: z.enum(EXCHANGE_REFUSALS),
  errors: z.record(z.string(), z.array(z.string())),
  missing_points: points.optional(),
  price_points: points.optional(),
  reason: z.enum(NOT_ELIGIBLE_REASONS).optional(),
});
export type ExchangeRefusalBody = z.infer<typeof exchangeRefusalSchema>;

// ---- push (CP-026) --------------------------------------------------------------------------

/**
 * `comps_award` on the player's private channel after each change of points: `points` is the
 * signed change of chargeable points (a rollback or an exchange is negative), `comp_points`
 * the balances after it.
 */
/** `prize`: points paid as a prize (a tournament place, docs/tournaments.md). */
export const COMPS_AWARD_REASONS = ['bet', 'rollback', 'exchange', 'prize'] as const;
export const compsAwardPayloadSchema = z.object({
  points: z.number().int(),
  reason: z.enum(COMPS_AWARD_REASONS),
  comp_points: compPointsBalanceSchema,
});
export type CompsAwardPayload = z.infer<typeof compsAwardPayloadSchema>;
