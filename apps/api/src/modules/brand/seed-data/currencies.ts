import type { BrandCurrency } from '@croupier/contracts/brand';
import { CRYPTO_DISPLAY_UNITS, CURRENCY_SYMBOLS } from '@croupier/domain/money/display';

/**
 * GEO-009: the union of the spec's currency lists, plus FUN for demo play. Crypto amounts are
 * integers of 1e-8 coin (1e-6 for USDT), kept within JavaScript's safe integers; display units
 * follow PR-021 (mETH, mLTC, µBTC) from the one money rule (packages/domain money/display), so
 * the studio's games, which do not read this data, show the same units. Deposit minimums are
 * engagement.md §9, in minor units.
 */
const fiat = (code: string, subunits: number, minDeposit: number): BrandCurrency => ({
  code,
  fiat: true,
  subunits_to_unit: subunits,
  // The one money rule's symbol (decision 0503: CA$, US$, never a bare "$").
  symbol: CURRENCY_SYMBOLS[code] ?? code,
  demo: false,
  minDeposit,
  step: subunits,
});

export const brandCurrencies: BrandCurrency[] = [
  fiat('EUR', 100, 1000),
  fiat('USD', 100, 1000),
  fiat('AUD', 100, 2000),
  fiat('CAD', 100, 2000),
  fiat('NZD', 100, 2000),
  fiat('NOK', 100, 10000),
  fiat('BRL', 100, 5000),
  fiat('JPY', 1, 1500),
  fiat('GBP', 100, 1000),
  fiat('KZT', 100, 500000),
  {
    code: 'BTC',
    fiat: false,
    subunits_to_unit: 100_000_000,
    symbol: '₿',
    demo: false,
    ...CRYPTO_DISPLAY_UNITS.BTC,
    minDeposit: 10_000,
    step: 100,
  },
  {
    code: 'ETH',
    fiat: false,
    subunits_to_unit: 100_000_000,
    symbol: 'Ξ',
    demo: false,
    ...CRYPTO_DISPLAY_UNITS.ETH,
    minDeposit: 1_000_000,
    step: 100_000,
  },
  {
    code: 'BCH',
    fiat: false,
    subunits_to_unit: 100_000_000,
    symbol: 'Ƀ',
    demo: false,
    minDeposit: 10_000,
    step: 100,
  },
  {
    code: 'LTC',
    fiat: false,
    subunits_to_unit: 100_000_000,
    symbol: 'Ł',
    demo: false,
    ...CRYPTO_DISPLAY_UNITS.LTC,
    minDeposit: 1_000_000,
    step: 100_000,
  },
  {
    code: 'DOG',
    fiat: false,
    subunits_to_unit: 100_000_000,
    symbol: 'Ð',
    demo: false,
    minDeposit: 1_000_000,
    step: 100_000_000,
  },
  {
    code: 'USDT',
    fiat: false,
    subunits_to_unit: 1_000_000,
    symbol: '₮',
    demo: false,
    minDeposit: 20_000_000,
    step: 1_000_000,
  },
  { code: 'FUN', fiat: false, subunits_to_unit: 100, symbol: 'FUN', demo: true },
];

/**
 * Reference display prices of one coin per fiat (EP-051): the seed of the `exchange_rates` table,
 * around which the offline `exchange-rates-refresh` job moves them.
 */
export const cryptoExchangeRates: Record<string, Record<string, number>> = {
  BTC: {
    EUR: 58_420,
    USD: 63_150,
    AUD: 95_870,
    CAD: 86_240,
    NZD: 104_310,
    NOK: 684_900,
    BRL: 351_200,
    JPY: 9_512_000,
    GBP: 49_730,
    KZT: 30_150_000,
  },
  ETH: {
    EUR: 2_315.4,
    USD: 2_502.9,
    AUD: 3_799.6,
    CAD: 3_418.1,
    NZD: 4_134.2,
    NOK: 27_146,
    BRL: 13_919,
    JPY: 377_010,
    GBP: 1_971.3,
    KZT: 1_194_900,
  },
  BCH: {
    EUR: 322.1,
    USD: 348.2,
    AUD: 528.6,
    CAD: 475.5,
    NZD: 575.1,
    NOK: 3_776,
    BRL: 1_936,
    JPY: 52_450,
    GBP: 274.2,
    KZT: 166_230,
  },
  LTC: {
    EUR: 61.8,
    USD: 66.8,
    AUD: 101.4,
    CAD: 91.2,
    NZD: 110.3,
    NOK: 724.5,
    BRL: 371.5,
    JPY: 10_063,
    GBP: 52.6,
    KZT: 31_890,
  },
  DOG: {
    EUR: 0.1012,
    USD: 0.1094,
    AUD: 0.1661,
    CAD: 0.1494,
    NZD: 0.1807,
    NOK: 1.187,
    BRL: 0.6084,
    JPY: 16.48,
    GBP: 0.0861,
    KZT: 52.23,
  },
  USDT: {
    EUR: 0.9251,
    USD: 1,
    AUD: 1.518,
    CAD: 1.366,
    NZD: 1.652,
    NOK: 10.85,
    BRL: 5.562,
    JPY: 150.6,
    GBP: 0.7876,
    KZT: 477.4,
  },
};

/**
 * Reference price of one unit of each fiat in EUR (engagement.md §4, §9: quest thresholds and
 * VIP progress are counted in EUR): the seed of the `exchange_rates` rows `(fiat, 'EUR')`. They
 * are the cross rates of the BTC prices above, so a stake reads the same in EUR whichever way it
 * is converted. A coin's EUR price is its own row above, moved by the refresh job. Never used
 * to move money: a movement is booked in its account's currency; the EUR amount only weighs
 * play for engagement consumers.
 */
export const fiatEurRates: Record<string, number> = {
  USD: 0.9251,
  AUD: 0.60937,
  CAD: 0.67741,
  NZD: 0.56006,
  NOK: 0.085297,
  BRL: 0.16634,
  JPY: 0.0061417,
  GBP: 1.1747,
  KZT: 0.0019376,
};
