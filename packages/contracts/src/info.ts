import { z } from 'zod';

/** PR-006: the rule itself is pure and lives in the domain; contracts consumers find it here. */
export { requiredFieldsFor } from '@croupier/domain/player/player-fields';

/**
 * Reference data under `GET /api/info/*` (platform-core.md §3, §7; requirements GEO-016,
 * EP-046..EP-052). Cacheable; the host- or geo-dependent ones say so in their `Vary` header.
 */

/** EP-048: countries the brand serves; `restricted` ones answer sign-in and sign-up with 451. */
export const countrySchema = z.object({
  code: z.string().length(2),
  restricted: z.boolean(),
  /** Locale a visitor from this country gets first (GEO-002), when it has one. */
  default_locale: z.string().nullable(),
  /** Currency proposed at registration (GEO-007), when the country has one. */
  default_currency: z.string().nullable(),
  /**
   * Present on a test geo only (GEO-018: KW stands for AU): the country whose rules it gets. A
   * test geo is no country a player lives in, so no country list offers it.
   */
  behaves_as: z.string().length(2).optional(),
});
export const countriesResponseSchema = z.array(countrySchema);
export type Country = z.infer<typeof countrySchema>;
export type CountriesResponse = z.infer<typeof countriesResponseSchema>;

/** EP-049 / GEO-009: money is integers of `1 / subunits_to_unit` (API-014). */
export const currencySchema = z.object({
  code: z.string(),
  fiat: z.boolean(),
  subunits_to_unit: z.number().int().positive(),
  symbol: z.string(),
  /** FUN: the game studio's demo currency, never a wallet. */
  demo: z.boolean(),
});
export const currenciesResponseSchema = z.array(currencySchema);
export type Currency = z.infer<typeof currencySchema>;
export type CurrenciesResponse = z.infer<typeof currenciesResponseSchema>;

/** EP-052: the locales this host offers (GEO-005), each with its enabled flag (GEO-003). */
export const localeSchema = z.object({
  code: z.string(),
  enabled: z.boolean(),
  /** The language's own name for the picker, e.g. "Deutsch". */
  name: z.string(),
  default: z.boolean(),
});
export const localesResponseSchema = z.array(localeSchema);
export const localesQuerySchema = z.object({
  stag: z.string().max(100).optional(),
  affb_id: z.string().max(100).optional(),
});
export type Locale = z.infer<typeof localeSchema>;
export type LocalesResponse = z.infer<typeof localesResponseSchema>;
export type LocalesQuery = z.infer<typeof localesQuerySchema>;

export const LICENCES = ['GCB', 'CW', 'EE'] as const;
export const licenceSchema = z.enum(LICENCES);
export type Licence = z.infer<typeof licenceSchema>;

const vipTierGroupsSchema = z.object({
  regular: z.number().int(),
  bronze: z.number().int(),
  bronzeLegacy: z.number().int(),
  silver: z.number().int(),
  gold: z.number().int(),
  platinum: z.number().int(),
  diamond: z.number().int(),
});

/** Group ids the spec names (platform-core.md §6, §9): no client hard-codes a number. */
export const brandGroupsSchema = z.object({
  tester: z.number().int(),
  notices: z.number().int(),
  multiAccount: z.number().int(),
  abSplit: z.tuple([z.number().int(), z.number().int()]),
  chatSettings: z.number().int(),
  welcomePack: z.number().int(),
  vipTiers: vipTierGroupsSchema,
  /** VIP status search order (K-083). */
  vipStatusOrder: z.array(z.number().int()),
  star: z.number().int(),
  providerPopups: z.array(
    z.object({ target: z.number().int(), shown: z.number().int(), provider: z.string() }),
  ),
  vipAdventure: z.number().int(),
  wheelSegmentSets: z.array(z.number().int()),
  /** CB-024: a player who enters a Lithuanian IBAN joins this group (player-settable). */
  lithuanianIban: z.number().int().optional(),
  /** The only groups `POST /api/player/groups` accepts from a player (DESIGN.md §5). */
  playerSettable: z.array(z.number().int()),
});
export type BrandGroups = z.infer<typeof brandGroupsSchema>;

export const socialLinkSchema = z.object({ name: z.string(), url: z.string(), icon: z.string() });
export const logoLinkSchema = z.object({ name: z.string(), image: z.string(), url: z.string() });
export const awardSchema = z.object({
  name: z.string(),
  nomination: z.string(),
  prize: z.string(),
  year: z.number().int(),
  imgUrl: z.string(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type LogoLink = z.infer<typeof logoLinkSchema>;
export type Award = z.infer<typeof awardSchema>;

/** platform-core.md §2.6 Footer, resolved for the host's licence, the geo and the locale. */
export const footerInfoSchema = z.object({
  socialLinks: z.array(socialLinkSchema),
  contact: z.object({ email: z.string(), phone: z.string().nullable() }),
  awards: z.array(awardSchema),
  providers: z.array(logoLinkSchema),
  paymentLogos: z.array(logoLinkSchema),
  licenceIcons: z.array(logoLinkSchema),
  /** The copyright line for guests and players in no special group. */
  copyright: z.string(),
  /** Group id → copyright line for members of that group (platform-core.md §6). */
  copyrightByGroup: z.record(z.string(), z.string()),
});
export type FooterInfo = z.infer<typeof footerInfoSchema>;

/** platform-core.md §4 Chat choice. */
export const supportSettingsSchema = z.object({
  email: z.string(),
  /** Group whose writability selects live chat (545). */
  liveChatGroup: z.number().int(),
  chatGroupVip: z.string(),
  chatGroupGeneral: z.string(),
  guestChatGroupId: z.number().int(),
});

/** EP-050 / SH-053 / SS-033 / GEO-006: what the site needs to know about brand and host. */
export const projectResponseSchema = z.object({
  name: z.string(),
  code: z.string(),
  host: z.string(),
  licence: licenceSchema,
  default_locale: z.string(),
  default_currency: z.string(),
  default_country: z.string(),
  /** Codes of the locales this host offers, in picker order. */
  locales: z.array(z.string()),
  /** The visitor's country as the server resolved it, and whether it is restricted. */
  country: z.string(),
  restricted: z.boolean(),
  /** True for AU and the fake-Australia KW on a Curacao licence (GEO-013, GEO-018). */
  auRestricted: z.boolean(),
  pushHosts: z.array(z.string()),
  support: supportSettingsSchema,
  groups: brandGroupsSchema,
  /** Card BINs refused at deposit (CB-023). */
  disallowedBins: z.array(z.string()),
  footer: footerInfoSchema,
});
export type ProjectResponse = z.infer<typeof projectResponseSchema>;

/** PR-007: field list and the required fields per context (registration, deposit...). */
export const PLAYER_FIELD_NAMES = [
  'first_name',
  'last_name',
  'nickname',
  'date_of_birth',
  'gender',
  'country',
  'city',
  'address',
  'postal_code',
  'receive_promos',
  'receive_sms_promos',
  'mobile_phone',
  'mobile_phone_without_dial_code',
  'state',
] as const;
export const playerFieldSchema = z.object({
  name: z.enum(PLAYER_FIELD_NAMES),
  type: z.enum(['string', 'date', 'boolean', 'select', 'phone']),
  required_in: z.array(z.string()),
});
export const playerFieldsResponseSchema = z.object({
  fields: z.array(playerFieldSchema),
  contexts: z.record(z.string(), z.array(z.enum(PLAYER_FIELD_NAMES))),
});
export type PlayerField = z.infer<typeof playerFieldSchema>;

export type PlayerFieldsResponse = z.infer<typeof playerFieldsResponseSchema>;

/** VIP-013 / VIP-014: the 12 levels, ascending `persistent_comp_points.max`. */
export const statusSchema = z.object({
  id: z.string(),
  level: z.string(),
  name: z.string(),
  conditions: z.object({
    persistent_comp_points: z.object({ max: z.number().int().nonnegative() }),
  }),
  gift_descriptions: z.array(z.string()),
  image: z.string(),
  content: z.string(),
});
export const statusesResponseSchema = z.array(statusSchema);
export type Status = z.infer<typeof statusSchema>;
export type StatusesResponse = z.infer<typeof statusesResponseSchema>;

/** EP-051: crypto code → fiat code → price of one whole coin in that fiat (display only). */
export const cryptoExchangeRatesResponseSchema = z.record(
  z.string(),
  z.record(z.string(), z.number().positive()),
);
export type CryptoExchangeRatesResponse = z.infer<typeof cryptoExchangeRatesResponseSchema>;

/** Localised info documents accept the same locale query as fe/config (API-008). */
export const infoLocaleQuerySchema = z.object({ locale: z.string().max(10).optional() });
