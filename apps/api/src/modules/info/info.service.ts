import type { BrandConfig } from '@croupier/contracts/brand';
import type { AppDeps } from '../../app-deps.js';
import type {
  CountriesResponse,
  CryptoExchangeRatesResponse,
  CurrenciesResponse,
  LocalesResponse,
  PlayerFieldsResponse,
  ProjectResponse,
  StatusesResponse,
} from '@croupier/contracts/info';
import {
  defaultLocaleFor,
  hostSettings,
  interpolate,
  localisedText,
  offeredLocales,
} from '../brand/brand.service.js';
import type { GeoContext } from '../geo/geo.service.js';
import { currentExchangeRates } from '../exchange-rates/exchange-rates.service.js';

/** Reference data of `GET /api/info/*` (platform-core.md §3, §7), built from the brand config. */

/**
 * EP-048, GEO-001: every served country (the test geo too, marked with the country it stands
 * for) and the restricted ones. A list a player picks from offers only `isPlayerCountry` ones:
 * not restricted, no `behaves_as`.
 */
export function listCountries(config: BrandConfig): CountriesResponse {
  const describe = (code: string, restricted: boolean) => {
    const behavesAs = config.countryAliases[code];
    return {
      code,
      restricted,
      default_locale: config.localeByCountry[code] ?? null,
      default_currency: config.countryCurrency[code] ?? null,
      ...(behavesAs === undefined ? {} : { behaves_as: behavesAs }),
    };
  };
  return [
    ...config.countries.map((code) => describe(code, false)),
    ...config.restrictedCountries.map((code) => describe(code, true)),
  ];
}

export function listCurrencies(config: BrandConfig): CurrenciesResponse {
  return config.currencies.map(({ code, fiat, subunits_to_unit, symbol, demo }) => ({
    code,
    fiat,
    subunits_to_unit,
    symbol,
    demo,
  }));
}

/**
 * GEO-003..GEO-006: the locales this host offers. Disabled locales stay listed with
 * `enabled:false` so the site can tell "exists but off" from "unknown" (GEO-004).
 * `stag` and `affb_id` are accepted for attribution (TR-007) and do not change the list.
 */
export function listLocales(config: BrandConfig, hostname: string): LocalesResponse {
  const settings = hostSettings(config, hostname);
  const byCode = new Map(config.locales.map((locale) => [locale.code, locale]));
  const fallback = defaultLocaleFor(config, hostname);
  return settings.locales.flatMap((code) => {
    const locale = byCode.get(code);
    if (!locale) return [];
    return [{ code, enabled: locale.enabled, name: locale.name, default: code === fallback }];
  });
}

export function describeProject(
  config: BrandConfig,
  hostname: string,
  geo: GeoContext,
  locale: string,
  year: number,
): ProjectResponse {
  const settings = hostSettings(config, hostname);
  const { footer } = config;
  const copyrightText =
    footer.copyright.byLicence[settings.licence] ??
    (geo.auRestricted ? footer.copyright.auRestricted : footer.copyright.default);
  const fill = (text: string) => interpolate(text, { year: String(year) });
  const { email, phone, ...chat } = config.support;
  return {
    name: config.name,
    code: config.code,
    host: hostname,
    licence: settings.licence,
    default_locale: defaultLocaleFor(config, hostname),
    default_currency: config.defaultCurrency,
    default_country: config.defaultCountry,
    locales: offeredLocales(config, hostname),
    country: geo.country,
    restricted: geo.restricted,
    auRestricted: geo.auRestricted,
    pushHosts: config.pushHosts,
    support: { email, ...chat },
    groups: config.groups,
    disallowedBins: config.disallowedBins,
    footer: {
      socialLinks: footer.socialLinks,
      contact: { email, phone },
      awards: footer.awards,
      providers: footer.providers,
      paymentLogos: footer.paymentLogos[settings.licence] ?? footer.paymentLogos.default ?? [],
      licenceIcons: footer.licenceIcons[settings.licence] ?? [],
      copyright: fill(localisedText(copyrightText, locale)),
      copyrightByGroup: Object.fromEntries(
        Object.entries(footer.copyright.byGroup).map(([group, text]) => [
          group,
          fill(localisedText(text, locale)),
        ]),
      ),
    },
  };
}

export function playerFields(config: BrandConfig): PlayerFieldsResponse {
  return config.playerFields;
}

/** VIP-014: the twelve levels, localised, ascending by comp-point maximum. */
export function listStatuses(config: BrandConfig, locale: string): StatusesResponse {
  return [...config.statuses]
    .sort((a, b) => a.maxPoints - b.maxPoints)
    .map((status) => ({
      id: `group_${status.groupId}`,
      level: status.level,
      name: localisedText(status.name, locale),
      conditions: { persistent_comp_points: { max: status.maxPoints } },
      gift_descriptions: status.gifts.map((gift) => localisedText(gift, locale)),
      image: status.image,
      content: localisedText(status.content, locale),
    }));
}

/** EP-051, CB-027: the display rates table the payments module keeps fresh. */
export function cryptoExchangeRates(deps: AppDeps): Promise<CryptoExchangeRatesResponse> {
  return currentExchangeRates(deps.database.db);
}
