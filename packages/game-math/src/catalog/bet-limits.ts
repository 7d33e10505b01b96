/**
 * Bet bounds per brand currency, derived from a bound in euro cents. Minor units follow the
 * brand's currency table (apps/api/.../seed-data/currencies.ts): fiat 1/100 (JPY 1), crypto
 * 1e-8 coin, USDT 1e-6. The rates are rough reference prices of one euro, enough to give each
 * currency believable round figures; they are not used for money movement.
 */
interface CurrencyScale {
  code: string;
  /** Minor units per major unit. */
  subunits: number;
  /** Major units of this currency worth one euro. */
  perEuro: number;
}

export const CATALOG_CURRENCIES: readonly CurrencyScale[] = [
  { code: 'EUR', subunits: 100, perEuro: 1 },
  { code: 'USD', subunits: 100, perEuro: 1.08 },
  { code: 'AUD', subunits: 100, perEuro: 1.64 },
  { code: 'CAD', subunits: 100, perEuro: 1.48 },
  { code: 'NZD', subunits: 100, perEuro: 1.79 },
  { code: 'NOK', subunits: 100, perEuro: 11.7 },
  { code: 'BRL', subunits: 100, perEuro: 6.01 },
  { code: 'JPY', subunits: 1, perEuro: 163 },
  { code: 'GBP', subunits: 100, perEuro: 0.85 },
  { code: 'KZT', subunits: 100, perEuro: 516 },
  { code: 'BTC', subunits: 100_000_000, perEuro: 1 / 58_420 },
  { code: 'ETH', subunits: 100_000_000, perEuro: 1 / 2_315 },
  { code: 'LTC', subunits: 100_000_000, perEuro: 1 / 61.8 },
  { code: 'BCH', subunits: 100_000_000, perEuro: 1 / 322 },
  { code: 'DOG', subunits: 100_000_000, perEuro: 1 / 0.1012 },
  { code: 'USDT', subunits: 1_000_000, perEuro: 1 / 0.9251 },
];

/** The nearest "nice" figure (1, 2 or 5 times a power of ten) at or above one minor unit. */
function niceRound(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const scaled = value / power;
  const step = scaled < 1.5 ? 1 : scaled < 3.5 ? 2 : scaled < 7.5 ? 5 : 10;
  return step * power;
}

/** Converts a bound in euro cents to the currency's minor units, rounded to a nice figure. */
export function fromEuroCents(euroCents: number, currency: CurrencyScale): number {
  return niceRound((euroCents / 100) * currency.perEuro * currency.subunits);
}

export interface BetLimits {
  min: number;
  max: number;
}

/** Bounds in every currency the game is offered in; max always above min. */
export function betLimitsFor(
  minEuroCents: number,
  maxEuroCents: number,
  without: ReadonlySet<string>,
): Record<string, BetLimits> {
  const limits: Record<string, BetLimits> = {};
  for (const currency of CATALOG_CURRENCIES) {
    if (without.has(currency.code)) continue;
    const min = fromEuroCents(minEuroCents, currency);
    const max = Math.max(fromEuroCents(maxEuroCents, currency), min * 10);
    limits[currency.code] = { min, max };
  }
  return limits;
}
