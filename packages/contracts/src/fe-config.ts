import { z } from 'zod';

/**
 * The `GET /api/fe/config/*` documents the player site reads at start-up (platform-core.md §7,
 * engagement.md §7). The spec names the calls but not their shapes; these follow the proposals
 * of requirements.md section 3 (EP-001..EP-016) and are written down in docs/api.md.
 * Texts are already localised by the server for the request's locale (API-008).
 */

/** TR-003: stag per search engine; precedence page+country > page > country > default. */
export const stagByReferrerEngineSchema = z.object({
  default: z.string(),
  byCountry: z.record(z.string(), z.string()),
  byPage: z.record(z.string(), z.string()),
  /** Page path → country code → stag. */
  byPageAndCountry: z.record(z.string(), z.record(z.string(), z.string())),
});
export const stagByReferrerNameSchema = z.object({
  google: stagByReferrerEngineSchema,
  bing: stagByReferrerEngineSchema,
  yahoo: stagByReferrerEngineSchema,
});
export type StagByReferrerEngine = z.infer<typeof stagByReferrerEngineSchema>;
export type StagByReferrerName = z.infer<typeof stagByReferrerNameSchema>;

/** engagement.md §3 Other: survey widget config. */
export const surveyConfigSchema = z.object({
  survey_id: z.string(),
  survey_collector_id: z.string(),
  is_enable_widget: z.boolean(),
});
export type SurveyConfig = z.infer<typeof surveyConfigSchema>;

/** EP-003: sports link on or off and the betting sub-site's host (SH-008). */
export const bettingConfigSchema = z.object({
  enabled: z.boolean(),
  url: z.string(),
  popupNames: z.array(z.string()),
});
export type BettingConfig = z.infer<typeof bettingConfigSchema>;

/** VIP-026: adventure calendar; group 791 picks the `vip_adv` set (VIP-024). */
export const adventurePrizeSchema = z.object({
  kind: z.enum(['fs', 'bonus', 'superPrize', 'lootbox']),
  amount_cents: z.number().int().nonnegative().optional(),
  currency: z.string().optional(),
  freespins_count: z.number().int().nonnegative().optional(),
  title: z.string(),
  /** The gift template (`gift_templates.key`) that pays the prize (docs/adventures.md). */
  gift_template: z.string().optional(),
  /** Or a lootbox (`lootbox_templates.key`) the player opens for the prize. */
  lootbox_template: z.string().optional(),
});
export const adventureDaySchema = z.object({
  day: z.number().int().positive(),
  prize: adventurePrizeSchema,
  condition: z.object({
    /** Minimum single deposit in EUR cents (0: none needed). */
    minDep: z.number().int().nonnegative(),
    /** EUR cents to bet within the day (0: none needed). */
    wager: z.number().int().nonnegative(),
    periodActivationDays: z.number().int().positive(),
  }),
});
export const vipAdventureSetSchema = z.object({
  key: z.string(),
  title: z.string(),
  /** DD/MM/YYYY (engagement.md §9 dates). */
  start_date: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
  days: z.array(adventureDaySchema),
  superPrize: adventurePrizeSchema,
});
export const vipAdventuresSchema = z.object({
  sets: z.array(vipAdventureSetSchema),
  /** Group id → set key; players in no listed group get the first set. */
  setByGroup: z.record(z.string(), z.string()),
});
export type AdventurePrize = z.infer<typeof adventurePrizeSchema>;
export type AdventureDay = z.infer<typeof adventureDaySchema>;
export type VipAdventureSet = z.infer<typeof vipAdventureSetSchema>;
export type VipAdventures = z.infer<typeof vipAdventuresSchema>;

/** GF-017: bonuses hidden from gift lists by `group_key`. */
export const disabledBonusesSchema = z.object({ group_keys: z.array(z.string()) });
export type DisabledBonuses = z.infer<typeof disabledBonusesSchema>;

/** GF-017: display overrides for gifts, optionally limited to player groups. */
export const modifyGiftSchema = z.object({
  group_key: z.string(),
  groups: z.array(z.number().int()).optional(),
  title: z.string().optional(),
  image: z.string().optional(),
  description: z.string().optional(),
});
export const modifyGiftsConfigSchema = z.array(modifyGiftSchema);
export type ModifyGift = z.infer<typeof modifyGiftSchema>;
export type ModifyGiftsConfig = z.infer<typeof modifyGiftsConfigSchema>;

/** GF-032: a visitor whose stag is listed sees no welcome promo banner or bonus picker. */
export const excludedPromoStagsSchema = z.object({ stags: z.array(z.string()) });
export type ExcludedPromoStags = z.infer<typeof excludedPromoStagsSchema>;

/**
 * API-015 / PR-021: display data per currency code. `minDeposit` and `step` are minor units of
 * that currency. Crypto shows in `displayUnit` (m or µ): `displayFactor` is the size of one
 * display unit in whole coins (0.001 for mETH, 1e-6 for µBTC), so shown = coins / factor.
 */
export const currencyDisplaySchema = z.object({
  symbol: z.string(),
  subunits_to_unit: z.number().int().positive(),
  fiat: z.boolean(),
  displayUnit: z.enum(['m', 'µ']).optional(),
  displayFactor: z.number().positive().optional(),
  minDeposit: z.number().int().nonnegative().optional(),
  step: z.number().int().positive().optional(),
});
export const currencyConfigSchema = z.record(z.string(), currencyDisplaySchema);
export type CurrencyDisplay = z.infer<typeof currencyDisplaySchema>;
export type CurrencyConfig = z.infer<typeof currencyConfigSchema>;

/** GF-017: static extra gift cards. */
export const additionalGiftSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  link: z.string(),
  groups: z.array(z.number().int()),
});
export const additionalGiftsSchema = z.array(additionalGiftSchema);
export type AdditionalGift = z.infer<typeof additionalGiftSchema>;
export type AdditionalGifts = z.infer<typeof additionalGiftsSchema>;

/** GM-028: a game category row or tab: games whose categories match any identifier (OR). */
export const gameCategoryEntrySchema = z.object({
  slug: z.string(),
  title: z.string(),
  identifiers: z.array(z.string()),
});
export type GameCategoryEntry = z.infer<typeof gameCategoryEntrySchema>;

const widgetToggleSchema = z.object({
  enabled: z.boolean(),
  /** When present, only members of one of these groups see the widget. */
  groups: z.array(z.number().int()).optional(),
});

/** EP-010: floating widgets (SH-020), lobby rows (GM-028) and quest thresholds (TN-024). */
export const mainWidgetConfigSchema = z.object({
  widgets: z.object({
    rewardsMart: widgetToggleSchema,
    lootbox: widgetToggleSchema,
    adventures: widgetToggleSchema,
    quest: widgetToggleSchema,
    activityHub: widgetToggleSchema,
  }),
  lobby: z.array(gameCategoryEntrySchema.extend({ limit: z.number().int().positive() })),
  /** Quest size → threshold per level in EUR (engagement.md §4 Tournaments). */
  questLevels: z.object({
    xs: z.array(z.number().int().nonnegative()),
    s: z.array(z.number().int().nonnegative()),
    m: z.array(z.number().int().nonnegative()),
    'robot-s': z.array(z.number().int().nonnegative()),
    'robot-m': z.array(z.number().int().nonnegative()),
  }),
});
export type MainWidgetConfig = z.infer<typeof mainWidgetConfigSchema>;

/** SH-048: logo files served by the player site itself. */
export const logoConfigSchema = z.object({
  logoUrl: z.object({ mobile: z.string(), full: z.string() }),
});
export type LogoConfig = z.infer<typeof logoConfigSchema>;

/** GM-029: category tabs of the pokies and live sections. */
export const menuCategoriesGamesSchema = z.object({
  pokies: z.array(gameCategoryEntrySchema),
  live: z.array(gameCategoryEntrySchema),
});
export type MenuCategoriesGames = z.infer<typeof menuCategoriesGamesSchema>;

/** FF-009: page flags (RT-034, RT-035, RT-037); `groups` limits a page to members. */
export const PROMOTION_PAGE_KEYS = [
  'rocket-mart',
  'rocket-chance',
  'aquanova-odyssey',
  'lotteries',
  'vip-club',
] as const;
export type PromotionPageKey = (typeof PROMOTION_PAGE_KEYS)[number];
export const promotionPageFlagSchema = widgetToggleSchema;
export const managePromotionPagesSchema = z.object({
  pages: z.object({
    'rocket-mart': promotionPageFlagSchema,
    'rocket-chance': promotionPageFlagSchema,
    'aquanova-odyssey': promotionPageFlagSchema,
    lotteries: promotionPageFlagSchema,
    'vip-club': promotionPageFlagSchema,
  }),
});
export type ManagePromotionPages = z.infer<typeof managePromotionPagesSchema>;

/** CMS-011: banner categories per audience. */
export const BANNER_CATEGORIES = [
  'slider-index-top',
  'slider-index-top-guest',
  'slider-index-top-fiat',
  'slider-index-top-crypto',
  'jackpots-slider',
] as const;
export type BannerCategory = (typeof BANNER_CATEGORIES)[number];

const isoDateTime = z.iso.datetime({ offset: true });

/** CMS-007: a banner, texts already in the requested locale. */
export const bannerSchema = z.object({
  id: z.string(),
  categories: z.array(z.enum(BANNER_CATEGORIES)),
  title: z.object({ text: z.string() }),
  description: z.object({ text: z.string() }),
  image: z.string().nullable(),
  overlayImage: z.string().nullable(),
  gradient: z.object({
    colorLeft: z.string(),
    colorLeftCenter: z.string(),
    colorRightCenter: z.string(),
    colorRight: z.string(),
  }),
  /** Free tags; `welcome-pack:show` / `welcome-pack:hide` drive CMS-013 (CMS-014). */
  labels: z.array(z.string()),
  button: z
    .object({
      name: z.string(),
      url: z.string(),
      type: z.enum(['link', 'tournament', 'lottery', 'popup']),
      frontendIdentifier: z.string().nullable(),
      attrs: z.record(z.string(), z.string()),
    })
    .nullable(),
  secondButton: z.object({ name: z.string(), popup: z.string() }).nullable(),
  timer: z.object({ start_at: isoDateTime, end_at: isoDateTime }).nullable(),
  /** Values for `{{name}}` placeholders in the texts (CMS-017). */
  variables: z.record(z.string(), z.string()),
  /** Position within each category, ascending (CMS-016). */
  order: z.record(z.string(), z.number().int()),
  /** true: logged-in players only; false: guests only; null: everyone (CMS-012). */
  logged: z.boolean().nullable(),
  /** Shown only to members of one of these groups when non-empty (CMS-012). */
  groupIds: z.array(z.number().int()),
  liveTime: z.object({ start: isoDateTime, end: isoDateTime }).nullable(),
  size: z.enum(['small', 'medium', 'large']),
});
export const bannersConfigSchema = z.object({
  locale: z.string(),
  /** Stags that give welcome-pack status besides group 131811 (CMS-014). */
  welcomePackStags: z.array(z.string()),
  banners: z.array(bannerSchema),
});
export type Banner = z.infer<typeof bannerSchema>;
export type BannersConfig = z.infer<typeof bannersConfigSchema>;

/** engagement.md §3 Wheel: a segment with its prize, draw weight and wager. */
export const wheelSegmentSchema = z.object({
  prize: z.object({
    type: z.enum(['freespins', 'bonus', 'money']),
    /** Free spins count, or an amount in minor units of `currency`. */
    amount: z.number().int().nonnegative(),
    currency: z.string().nullable(),
    title: z.string(),
  }),
  weight: z.number().int().nonnegative(),
  wager: z.number().int().nonnegative(),
});
export type WheelSegment = z.infer<typeof wheelSegmentSchema>;

/** LB-006 / LB-009: wheel tiers and the default segment set. */
export const WHEEL_TIERS = ['rocket_lite', 'rocket_pro', 'rocket_max'] as const;
export const wheelConfigSchema = z.object({
  tiers: z.array(z.enum(WHEEL_TIERS)),
  sets: z.object({ default: z.array(wheelSegmentSchema) }),
});
export type WheelConfig = z.infer<typeof wheelConfigSchema>;

/** LB-008: segment sets keyed by player group id. */
export const wheelConfigSegmentsSchema = z.object({
  sets: z.record(z.string(), z.array(wheelSegmentSchema)),
});
export type WheelConfigSegments = z.infer<typeof wheelConfigSegmentsSchema>;

/** Query accepted by every localised fe/config document (API-008). */
export const feConfigQuerySchema = z.object({
  locale: z.string().max(10).optional(),
});
export type FeConfigQuery = z.infer<typeof feConfigQuerySchema>;

/**
 * Every `GET /api/fe/config/{name}` document the spec lists (platform-core.md §7 Config;
 * EP-001..EP-016) and its contract: the one list the api's routes, the site's fetcher and the
 * tests share.
 */
export const feConfigSchemas = {
  'stag-by-referrer-name': stagByReferrerNameSchema,
  'survey-config': surveyConfigSchema,
  'betting-config': bettingConfigSchema,
  'vip-adventures': vipAdventuresSchema,
  'disabled-bonuses': disabledBonusesSchema,
  'modify-gifts-config': modifyGiftsConfigSchema,
  'excluded-promo-stags': excludedPromoStagsSchema,
  'currency-config': currencyConfigSchema,
  'additional-gifts': additionalGiftsSchema,
  'main-widget-config': mainWidgetConfigSchema,
  'logo-config': logoConfigSchema,
  'menu-categories-games': menuCategoriesGamesSchema,
  'manage-promotion-pages': managePromotionPagesSchema,
  'banners-config': bannersConfigSchema,
  'wheel-config': wheelConfigSchema,
  'wheel-config-segments': wheelConfigSegmentsSchema,
} as const;
export type FeConfigName = keyof typeof feConfigSchemas;
export type FeConfigDocument<N extends FeConfigName> = z.infer<(typeof feConfigSchemas)[N]>;
export const FE_CONFIG_NAMES = Object.keys(feConfigSchemas) as FeConfigName[];
