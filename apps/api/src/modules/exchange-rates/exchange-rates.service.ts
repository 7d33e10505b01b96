import type { CryptoExchangeRatesResponse } from '@croupier/contracts/info';
import type { ScheduledJob } from '../outbox/outbox.service.js';
import type { Executor } from '../../db/transaction.js';
import {
  cryptoExchangeRates as referenceRates,
  fiatEurRates,
} from '../brand/seed-data/currencies.js';
import {
  findExchangeRates,
  insertMissingExchangeRates,
  upsertExchangeRates,
  type ExchangeRateRow,
} from './exchange-rates.repository.js';

/**
 * Crypto → fiat display rates (EP-051, CB-027) in `exchange_rates`. Never used to move money:
 * every movement is in the account's own currency.
 *
 * A rate feed is one function from the current table to the next. The embedded default has no
 * internet, so its feed is a bounded random walk around the brand's reference rates (each step
 * at most ±0.5 %, never further than ±5 % from the reference). A real feed (an exchange or a
 * rates API) is another `RateFeed` behind the same job.
 */
export type RateTable = Record<string, Record<string, number>>;
export type RateFeed = (current: RateTable) => Promise<RateTable>;

const STEP = 0.005;
const BAND = 0.05;

/** Six significant digits are plenty for display and keep the strings short. */
const rounded = (value: number) => Number(value.toPrecision(6));

export function randomWalkFeed(
  reference: RateTable = referenceRates,
  random: () => number = Math.random,
): RateFeed {
  return async (current) => {
    // Rates it does not walk (each fiat's EUR price) are confirmed as they are.
    const next: RateTable = Object.fromEntries(
      Object.entries(current)
        .filter(([currency]) => !(currency in reference))
        .map(([currency, fiats]) => [currency, { ...fiats }]),
    );
    for (const [coin, fiats] of Object.entries(reference)) {
      next[coin] = {};
      for (const [fiat, anchor] of Object.entries(fiats)) {
        const from = current[coin]?.[fiat] ?? anchor;
        const moved = from * (1 + (random() * 2 - 1) * STEP);
        const bounded = Math.min(anchor * (1 + BAND), Math.max(anchor * (1 - BAND), moved));
        next[coin][fiat] = rounded(bounded);
      }
    }
    return next;
  };
}

function toRows(table: RateTable, now: Date): ExchangeRateRow[] {
  return Object.entries(table).flatMap(([currency, fiats]) =>
    Object.entries(fiats).map(([fiat, rate]) => ({
      currency,
      fiat,
      rate: String(rounded(rate)),
      updatedAt: now,
    })),
  );
}

function toTable(rows: readonly ExchangeRateRow[]): RateTable {
  const table: RateTable = {};
  for (const row of rows) {
    const rate = Number(row.rate);
    if (!Number.isFinite(rate) || rate <= 0) continue;
    (table[row.currency] ??= {})[row.fiat] = rate;
  }
  return table;
}

/**
 * First run: the reference rates fill whatever the table lacks, the coins' display prices and
 * each fiat's EUR price (the EUR amount of a bet, ledger/eur-rates.ts).
 */
export function seedExchangeRates(db: Executor, now: Date): Promise<number> {
  const fiatRows = Object.fromEntries(
    Object.entries(fiatEurRates).map(([fiat, rate]) => [fiat, { EUR: rate }]),
  );
  return insertMissingExchangeRates(db, [...toRows(referenceRates, now), ...toRows(fiatRows, now)]);
}

/**
 * `GET /api/info/crypto_exchange_rates`: the coins' rows of the table (the fiats' EUR rows are
 * not display rates), or the reference before the first seed.
 */
export async function currentExchangeRates(db: Executor): Promise<CryptoExchangeRatesResponse> {
  const rows = await findExchangeRates(db);
  const table = toTable(rows.filter((row) => row.currency in referenceRates));
  return Object.keys(table).length > 0 ? table : referenceRates;
}

export async function refreshExchangeRates(
  db: Executor,
  now: Date,
  feed: RateFeed = randomWalkFeed(),
): Promise<string> {
  const next = await feed(toTable(await findExchangeRates(db)));
  const rows = toRows(next, now);
  await upsertExchangeRates(db, rows);
  return `refreshed ${rows.length} rates`;
}

/** `npm run job -w @croupier/api -- exchange-rates-refresh`; every 10 minutes in the worker. */
export const exchangeRatesRefreshJob: ScheduledJob = {
  name: 'exchange-rates-refresh',
  intervalMs: 10 * 60_000,
  run: ({ db, now }) => refreshExchangeRates(db, now),
};
