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
  /** Display rates until the money module keeps them in a table (EP-051). */
  cryptoExchangeRates: z.record(z.string(), z.record(z.string(), z.number().positive())),
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
});
export type BrandConfig = z.infer<typeof brandConfigSchema>;
