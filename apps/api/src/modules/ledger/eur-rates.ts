import type { AppDeps } from '../../app-deps.js';
import { brandService } from '../brand/brand.service.js';
import { findEurRates } from './eur-rates.repository.js';

/**
 * The amount of a movement in EUR cents (engagement.md §4, §9: quest thresholds and VIP
 * progress are in EUR), for the `play` context of bet, win and rollback events. Never used to
 * move money.
 *
 * Rates are brand data: one `exchange_rates` row `(currency, 'EUR')` per currency (a fiat's
 * reference price, a coin's display price that the refresh job moves), seeded from
 * `brand/seed-data/currencies.ts`. Each api instance reads them once and again every
 * `EUR_RATES_TTL_MS` (the refresh job's interval) in the background, so the wallet's hot path
 * never waits on them after the first call.
 *
 * Integer arithmetic: a rate's decimal string is read exactly as `mantissa × 10^exponent`, so
 * `amount × rate × 100 / subunits_to_unit` is a fraction of integers (BigInt), rounded once,
 * half up, to a whole EUR cent.
 */

export const EUR_RATES_TTL_MS = 10 * 60_000;

/** `eurCents = round_half_up(amountMinor × numerator / denominator)`. */
export interface EurRate {
  numerator: bigint;
  denominator: bigint;
}

/** The rates of every currency the brand has a EUR price for (EUR itself is 1). */
export type EurRates = ReadonlyMap<string, EurRate>;

/** Exact decimal string (`0.1012`, `58420`, `1.234e-7`) → mantissa and power of ten. */
export function parseDecimal(text: string): { mantissa: bigint; exponent: number } | null {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = '', power = '0'] = match;
  return {
    mantissa: BigInt(`${whole}${fraction}`),
    exponent: Number(power) - fraction.length,
  };
}

/** The rate of a currency with `subunitsToUnit` minor units whose one unit costs `eurPerUnit`. */
export function eurRateOf(eurPerUnit: string, subunitsToUnit: number): EurRate | null {
  const parsed = parseDecimal(eurPerUnit);
  if (!parsed || parsed.mantissa <= 0n || !Number.isSafeInteger(subunitsToUnit)) return null;
  if (subunitsToUnit <= 0) return null;
  const scale = 10n ** BigInt(Math.abs(parsed.exponent));
  // EUR cents per unit = eurPerUnit × 100; per minor unit: divided by subunits_to_unit.
  return parsed.exponent >= 0
    ? { numerator: parsed.mantissa * 100n * scale, denominator: BigInt(subunitsToUnit) }
    : { numerator: parsed.mantissa * 100n, denominator: BigInt(subunitsToUnit) * scale };
}

/**
 * `amountMinor` (unsigned minor units of its currency) in EUR cents, rounded half up; null when
 * the brand has no EUR rate for the currency (the demo FUN).
 */
export function eurCentsOf(rates: EurRates, currency: string, amountMinor: number): number | null {
  const rate = rates.get(currency);
  if (!rate) return null;
  const amount = BigInt(Math.abs(Math.trunc(amountMinor)));
  const cents = (2n * amount * rate.numerator + rate.denominator) / (2n * rate.denominator);
  return Number(cents);
}

/** Builds the table from `(currency, EUR price of one unit)` rows and the brand's currencies. */
export function eurRatesFrom(
  rows: readonly { currency: string; rate: string }[],
  currencies: readonly { code: string; subunits_to_unit: number }[],
): EurRates {
  const subunits = new Map(
    currencies.map((currency) => [currency.code, currency.subunits_to_unit]),
  );
  const rates = new Map<string, EurRate>();
  const eur = subunits.get('EUR') ?? 100;
  rates.set('EUR', { numerator: 100n, denominator: BigInt(eur) });
  for (const row of rows) {
    const units = subunits.get(row.currency);
    if (units === undefined || row.currency === 'EUR') continue;
    const rate = eurRateOf(row.rate, units);
    if (rate) rates.set(row.currency, rate);
  }
  return rates;
}

interface Cached {
  rates: EurRates;
  loadedAt: number;
  reloading: boolean;
}

const caches = new WeakMap<AppDeps, Promise<Cached>>();

async function load(deps: AppDeps): Promise<Cached> {
  const [rows, brand] = await Promise.all([
    findEurRates(deps.database.db),
    brandService(deps).get(),
  ]);
  return {
    rates: eurRatesFrom(rows, brand.config.currencies),
    loadedAt: deps.clock.now().getTime(),
    reloading: false,
  };
}

/**
 * The instance's EUR rates (one cache per app: tests build many apps in one process). Read
 * outside any transaction. After the TTL the current table is answered while a fresh one loads.
 */
export async function eurRates(deps: AppDeps): Promise<EurRates> {
  let pending = caches.get(deps);
  if (!pending) {
    pending = load(deps);
    caches.set(deps, pending);
    pending.catch(() => caches.delete(deps));
  }
  const cached = await pending;
  if (!cached.reloading && deps.clock.now().getTime() - cached.loadedAt >= EUR_RATES_TTL_MS) {
    cached.reloading = true;
    load(deps).then(
      (fresh) => caches.set(deps, Promise.resolve(fresh)),
      () => {
        cached.reloading = false;
      },
    );
  }
  return cached.rates;
}

/** Drops the instance's rates (after an operator's change, in tests). */
export function forgetEurRates(deps: AppDeps): void {
  caches.delete(deps);
}
