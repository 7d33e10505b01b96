import type { BrandConfig, HostSettings } from '@croupier/contracts/brand';
import { LOCALE_CODES } from '@croupier/domain/locales';
import { brandCurrencies } from './seed-data/currencies.js';
import { footerSeed } from './seed-data/footer.js';
import { feConfigSeed } from './seed-data/fe-config.js';
import { managersSeed } from './seed-data/managers.js';
import { paymentsSeed } from './seed-data/payment-methods.js';
import { playerFieldsSeed } from './seed-data/player-fields.js';
import { statusesSeed } from './seed-data/statuses.js';

/**
 * The demo brand "Croupier" (DESIGN.md §9). Deterministic: applied by `seedDatabase` when the
 * brand row is missing, never over an operator's edits. Every host, group number and config
 * document the site needs lives here, nowhere in code.
 */
export const BRAND_CODE = 'croupier';

const everyLocale = [...LOCALE_CODES];
/** Australian English is hidden on the international mirrors (platform-core.md §9). */
const withoutAustralian = everyLocale.filter((code) => code !== 'en-AU');

const developmentHost: HostSettings = { locales: everyLocale, defaultLocale: 'en', licence: 'GCB' };

export const brandSeed: BrandConfig = {
  code: BRAND_CODE,
  name: 'Croupier',
  hosts: {
    localhost: developmentHost,
    '127.0.0.1': developmentHost,
    'croupier.com': { locales: withoutAustralian, defaultLocale: 'en', licence: 'GCB' },
    'croupier.eu': { locales: withoutAustralian, defaultLocale: 'en', licence: 'CW' },
    'croupier.ca': { locales: ['en', 'en-CA', 'fr-CA'], defaultLocale: 'en-CA', licence: 'GCB' },
    'croupier.com.au': { locales: ['en', 'en-AU'], defaultLocale: 'en-AU', licence: 'GCB' },
    'croupier.co.nz': { locales: ['en', 'en-NZ'], defaultLocale: 'en-NZ', licence: 'GCB' },
    'croupier.it': { locales: ['it'], defaultLocale: 'it', licence: 'GCB' },
    'croupier.ee': { locales: ['et', 'en'], defaultLocale: 'et', licence: 'EE' },
  },
  fallbackHost: developmentHost,
  locales: [
    { code: 'en', enabled: true, name: 'English' },
    { code: 'de', enabled: true, name: 'Deutsch' },
    { code: 'en-AU', enabled: true, name: 'English (Australia)' },
    { code: 'en-CA', enabled: true, name: 'English (Canada)' },
    { code: 'fr-CA', enabled: true, name: 'Français (Canada)' },
    { code: 'en-NZ', enabled: true, name: 'English (New Zealand)' },
    { code: 'no', enabled: true, name: 'Norsk bokmål' },
    { code: 'it', enabled: true, name: 'Italiano' },
    { code: 'et', enabled: true, name: 'Eesti' },
    { code: 'en-KW', enabled: true, name: 'English (Australia, test geo)' },
  ],
  defaultLocale: 'en',
  localeByCountry: {
    CA: 'en-CA',
    AU: 'en-AU',
    DE: 'de',
    AT: 'de',
    NZ: 'en-NZ',
    IT: 'it',
    EE: 'et',
    NO: 'no',
    KW: 'en-KW',
  },
  countries: ['CA', 'AU', 'DE', 'NZ', 'IT', 'EE', 'AT', 'NO', 'KW'],
  // Markets a Curaçao or Estonian licensee keeps out of: local licensing regimes or sanctions.
  restrictedCountries: [
    'US',
    'GB',
    'FR',
    'ES',
    'NL',
    'BE',
    'PT',
    'DK',
    'SE',
    'CH',
    'IL',
    'SG',
    'TR',
    'CW',
    'IR',
    'KP',
    'SY',
    'CU',
    'RU',
    'BY',
  ],
  countryAliases: { KW: 'AU' },
  defaultCountry: 'CA',
  currencies: brandCurrencies,
  defaultCurrency: 'EUR',
  countryCurrency: {
    AU: 'AUD',
    KW: 'AUD',
    GB: 'GBP',
    CA: 'CAD',
    NZ: 'NZD',
    US: 'USD',
    IE: 'EUR',
    DE: 'EUR',
    AT: 'EUR',
    CH: 'EUR',
    IT: 'EUR',
    EE: 'EUR',
    JP: 'JPY',
    NO: 'NOK',
    BR: 'BRL',
    KZ: 'KZT',
  },
  groups: {
    tester: 21,
    notices: 916,
    multiAccount: 100,
    abSplit: [543, 544],
    chatSettings: 545,
    welcomePack: 131811,
    vipTiers: {
      regular: 1117,
      bronze: 257,
      bronzeLegacy: 793,
      silver: 258,
      gold: 259,
      platinum: 255,
      diamond: 759,
    },
    vipStatusOrder: [759, 255, 259, 258, 257],
    star: 256,
    providerPopups: [
      { target: 851, shown: 859, provider: 'velvet-live' },
      { target: 1030, shown: 1056, provider: 'aurora-studios' },
    ],
    vipAdventure: 791,
    wheelSegmentSets: [21, 1308, 1309],
    lithuanianIban: 1101,
    playerSettable: [859, 1056, 1101],
  },
  pushHosts: ['croupier.com', 'croupier.ca', 'croupier.com.au', 'croupier.co.nz'],
  support: {
    email: 'support@croupier.com',
    phone: null,
    liveChatGroup: 545,
    chatGroupVip: '2',
    chatGroupGeneral: '1',
    guestChatGroupId: 26,
  },
  disallowedBins: ['400022', '431940', '520082', '535522'],
  footer: footerSeed,
  playerFields: playerFieldsSeed,
  statuses: statusesSeed,
  feConfig: feConfigSeed,
  managers: managersSeed,
  payments: paymentsSeed,
};
