import { z } from 'zod';
import {
  additionalGiftSchema,
  bannerSchema,
  bettingConfigSchema,
  disabledBonusesSchema,
  excludedPromoStagsSchema,
  gameCategoryEntrySchema,
  logoConfigSchema,
  mainWidgetConfigSchema,
  managePromotionPagesSchema,
  modifyGiftSchema,
  stagByReferrerNameSchema,
  surveyConfigSchema,
  vipAdventuresSchema,
  wheelConfigSchema,
  wheelConfigSegmentsSchema,
} from './fe-config.js';
import {
  awardSchema,
  brandGroupsSchema,
  licenceSchema,
  logoLinkSchema,
  playerFieldsResponseSchema,
  socialLinkSchema,
} from './info.js';
import { paymentMethodTypeSchema } from './payments.js';
import { vipManagerSchema } from './profile.js';

/**
 * The brand configuration (DESIGN.md §9), stored as JSON in `brands.config` and validated on
 * every read. Nothing outside it names a host or a group number. User-facing texts are stored
 * per locale (`en` required, the others fall back to it) and resolved per request.
 */
export const localisedTextSchema = z
  .record(z.string(), z.string())
  .refine((value) => typeof value.en === 'string', { message: 'needs an en text' });
export type LocalisedText = z.infer<typeof localisedTextSchema>;

/** GEO-006: a mirror host and what it offers. */
export const hostSettingsSchema = z.object({
  locales: z.array(z.string()).min(1),
  defaultLocale: z.string(),
  licence: licenceSchema,
});
export type HostSettings = z.infer<typeof hostSettingsSchema>;

export const brandLocaleSchema = z.object({
  code: z.string(),
  enabled: z.boolean(),
  name: z.string(),
});

export const brandCurrencySchema = z.object({
  code: z.string(),
  fiat: z.boolean(),
  subunits_to_unit: z.number().int().positive(),
  symbol: z.string(),
  demo: z.boolean(),
  displayUnit: z.enum(['m', 'µ']).optional(),
  displayFactor: z.number().positive().optional(),
  minDeposit: z.number().int().nonnegative().optional(),
  step: z.number().int().positive().optional(),
});
export type BrandCurrency = z.infer<typeof brandCurrencySchema>;

const localisedGameCategorySchema = gameCategoryEntrySchema.extend({ title: localisedTextSchema });

export const brandBannerSchema = bannerSchema.extend({
  title: localisedTextSchema,
  description: localisedTextSchema,
  button: bannerSchema.shape.button.unwrap().extend({ name: localisedTextSchema }).nullable(),
  secondButton: z.object({ name: localisedTextSchema, popup: z.string() }).nullable(),
});
export type BrandBanner = z.infer<typeof brandBannerSchema>;

export const brandStatusSchema = z.object({
  level: z.string(),
  groupId: z.number().int(),
  name: localisedTextSchema,
  maxPoints: z.number().int().nonnegative(),
  image: z.string(),
  content: localisedTextSchema,
  /** Gift lines, each localised. */
  gifts: z.array(localisedTextSchema),
});

export const brandFeConfigSchema = z.object({
  stagByReferrerName: stagByReferrerNameSchema,
  surveyConfig: surveyConfigSchema,
  bettingConfig: bettingConfigSchema,
  vipAdventures: vipAdventuresSchema,
  disabledBonuses: disabledBonusesSchema,
  modifyGiftsConfig: z.array(
    modifyGiftSchema.extend({
      title: localisedTextSchema.optional(),
      description: localisedTextSchema.optional(),
    }),
  ),
  excludedPromoStags: excludedPromoStagsSchema,
  additionalGifts: z.array(
    additionalGiftSchema.extend({ title: localisedTextSchema, description: localisedTextSchema }),
  ),
  mainWidgetConfig: mainWidgetConfigSchema.extend({
    lobby: z.array(localisedGameCategorySchema.extend({ limit: z.number().int().positive() })),
  }),
  logoConfig: logoConfigSchema,
  menuCategoriesGames: z.object({
    pokies: z.array(localisedGameCategorySchema),
    live: z.array(localisedGameCategorySchema),
  }),
  managePromotionPages: managePromotionPagesSchema,
  banners: z.object({
    welcomePackStags: z.array(z.string()),
    items: z.array(brandBannerSchema),
  }),
  wheelConfig: wheelConfigSchema,
  wheelConfigSegments: wheelConfigSegmentsSchema,
});
export type BrandFeConfig = z.infer<typeof brandFeConfigSchema>;

/** Limits of one action of a method in one currency, in minor units (CB-021, K-071, K-072). */
export const methodLimitSchema = z
  .object({
    min_cents: z.number().int().positive(),
    max_cents: z.number().int().positive(),
    step_cents: z.number().int().positive(),
  })
  .refine((limit) => limit.min_cents <= limit.max_cents, { message: 'min above max' })
  .refine((limit) => limit.min_cents % limit.step_cents === 0, { message: 'min off the step' });
export type MethodLimit = z.infer<typeof methodLimitSchema>;

/**
 * One payment method as brand configuration (DESIGN.md §9; engagement.md §3 Payment method):
 * nothing about a method is hard-coded. Limits per currency; a method without `deposit` (or
 * `withdrawal`) limits does not offer that action.
 */
export const brandPaymentMethodSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/),
  /** visa, bitcoin, sofort, skrill, paysafecard ... (CB-009 hides `sofort` by group). */
  brand: z.string(),
  title: localisedTextSchema,
  logo: z.string(),
  type: paymentMethodTypeSchema,
  /** The adapter that processes it (`sandbox`) and the provider's own method. */
  provider: z.string(),
  providerMethod: z.enum(['card', 'crypto', 'voucher', 'ewallet', 'bank_transfer']),
  currencies: z.array(z.string()).min(1),
  /** ISO countries that see it, or `all`. */
  countries: z.union([z.literal('all'), z.array(z.string().length(2))]),
  /** Licences whose hosts offer it (CB-014: EE gets a shorter list). */
  licences: z.array(licenceSchema).min(1),
  /** Player groups that never see it (engagement.md §4: sofort hidden for 631). */
  hiddenForGroups: z.array(z.number().int()),
  deposit: z.record(z.string(), methodLimitSchema).nullable(),
  withdrawal: z.record(z.string(), methodLimitSchema).nullable(),
  /** K-070: "free" and "instant" on the payments page. */
  fee: z.string(),
  processingTime: z.string(),
  network: z.string().nullable(),
});
export type BrandPaymentMethod = z.infer<typeof brandPaymentMethodSchema>;

/** A deposit bonus code the cashbox accepts (PR-038, CB-019). Dates are UTC ISO-8601. */
export const depositBonusCodeSchema = z.object({
  code: z.string().min(1).max(64),
  /** Currencies it applies to; `all` for every currency. */
  currencies: z.union([z.literal('all'), z.array(z.string())]),
  validFrom: z.iso.datetime(),
  validUntil: z.iso.datetime(),
});
export type DepositBonusCode = z.infer<typeof depositBonusCodeSchema>;

/**
 * Fraud-check rules (CB-016, CB-017; docs/payments.md): each rule that fires adds its weight,
 * the sum is capped at 100, and a score at or above `threshold` refuses the payment.
 */
export const fraudCheckConfigSchema = z.object({
  threshold: z.number().int().min(1).max(100),
  weights: z.object({
    countryMismatch: z.number().int().min(0).max(100),
    velocity: z.number().int().min(0).max(100),
    firstDepositAboveThreshold: z.number().int().min(0).max(100),
    nameMismatch: z.number().int().min(0).max(100),
    disallowedBin: z.number().int().min(0).max(100),
    multiAccount: z.number().int().min(0).max(100),
    restrictedCountry: z.number().int().min(0).max(100),
  }),
  /** More than `count` payments of one type within `windowMinutes` fires `velocity`. */
  velocity: z.object({
    count: z.number().int().positive(),
    windowMinutes: z.number().int().positive(),
  }),
  /** A first deposit above this many minor units (per currency) fires `first_deposit_above_threshold`. */
  firstDepositThresholdCents: z.record(z.string(), z.number().int().positive()),
});
export type FraudCheckConfig = z.infer<typeof fraudCheckConfigSchema>;

/** The cashbox's brand configuration (docs/payments.md). */
export const brandPaymentsSchema = z.object({
  methods: z.array(brandPaymentMethodSchema),
  /**
   * Licences on which a pending cash-out may be recalled (CB-010). Some regulators forbid
   * reversing a withdrawal request (RELIABILITY notes GB); EE keeps it off.
   */
  recallableWithdrawalLicences: z.array(licenceSchema),
  depositBonusCodes: z.array(depositBonusCodeSchema),
  fraudCheck: fraudCheckConfigSchema,
});
export type BrandPayments = z.infer<typeof brandPaymentsSchema>;

export const brandConfigSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Host name (no port) → settings; a host not listed gets `fallbackHost`. */
  hosts: z.record(z.string(), hostSettingsSchema),
  fallbackHost: hostSettingsSchema,
  locales: z.array(brandLocaleSchema),
  defaultLocale: z.string(),
  /** Default locale by country (GEO-002). */
  localeByCountry: z.record(z.string(), z.string()),
  countries: z.array(z.string().length(2)),
  restrictedCountries: z.array(z.string().length(2)),
  /** Test geos that behave as another country (GEO-018: KW → AU). */
  countryAliases: z.record(z.string(), z.string().length(2)),
  defaultCountry: z.string().length(2),
  currencies: z.array(brandCurrencySchema),
  defaultCurrency: z.string(),
  countryCurrency: z.record(z.string(), z.string()),
  groups: brandGroupsSchema,
  pushHosts: z.array(z.string()),
  support: z.object({
    email: z.string(),
    phone: z.string().nullable(),
    liveChatGroup: z.number().int(),
    chatGroupVip: z.string(),
    chatGroupGeneral: z.string(),
    guestChatGroupId: z.number().int(),
  }),
  disallowedBins: z.array(z.string()),
  footer: z.object({
    socialLinks: z.array(socialLinkSchema),
    awards: z.array(awardSchema),
    providers: z.array(logoLinkSchema),
    /** Licence → payment logos; `default` for a licence not listed. */
    paymentLogos: z.record(z.string(), z.array(logoLinkSchema)),
    licenceIcons: z.record(z.string(), z.array(logoLinkSchema)),
    copyright: z.object({
      default: localisedTextSchema,
      auRestricted: localisedTextSchema,
      /** Licence → line naming that licence's operator (EE has its own). */
      byLicence: z.record(z.string(), localisedTextSchema),
      byGroup: z.record(z.string(), localisedTextSchema),
    }),
  }),
  playerFields: playerFieldsResponseSchema,
  statuses: z.array(brandStatusSchema),
  feConfig: brandFeConfigSchema,
  /**
   * PR-035: the personal manager of each VIP group (group id → manager), shown to members of
   * that group. Optional: a brand without VIP managers answers `{}`.
   */
  managers: z.record(z.string().regex(/^\d+$/), vipManagerSchema).optional(),
  /**
   * The cashbox: payment methods, recall switch, deposit bonus codes, fraud rules. Optional so a
   * brand row stored before the cashbox existed still reads; the api then uses the shipped
   * defaults (docs/payments.md).
   */
  payments: brandPaymentsSchema.optional(),
});
export type BrandConfig = z.infer<typeof brandConfigSchema>;
