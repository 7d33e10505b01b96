import { createHash } from 'node:crypto';
import type { BrandConfig } from '@croupier/contracts/brand';
import { DEMO_CURRENCY } from '@croupier/contracts/games';
import { defaultCurrency } from '@croupier/domain/player/default-currency';
import type { AppDeps } from '../../app-deps.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AuthContext } from '../auth/sessions.service.js';
import { brandService } from '../brand/brand.service.js';
import { cryptoExchangeRates } from '../brand/seed-data/currencies.js';
import { geoContext } from '../geo/geo.service.js';
import { getPlayerRow } from '../player/player.service.js';
import type { CatalogReadModel } from './catalog-read-model.js';

/**
 * JP-003 `GET /api/games/jackpots` before the jackpots issue brings real pools: every game in
 * the `jackpot` category shows a DEMO amount, derived from its identifier and the time.
 * Deterministic (every instance and every reload agree), it grows by a few cents a second and
 * starts over from its seed every 30 days, as if won. No money stands behind it.
 *
 * A player reads it in their own currency; a guest in the currency of their country (else the
 * brand's default): the pool is kept in EUR and shown at the brand's reference rates, which do
 * not move, so an amount never shrinks between two refreshes.
 */
const CYCLE_SECONDS = 30 * 24 * 60 * 60;
const POOL_CURRENCY = 'EUR';
/** Every fiat's reference price of one BTC gives the cross rate between two fiats. */
const CROSS_COIN = 'BTC';

export function demoJackpotAmount(identifier: string, now: Date): number {
  const digest = createHash('sha256').update(identifier).digest();
  // Seed 5,000.00 .. 95,000.00 EUR; growth 1..9 cents a second; each game's cycle offset differs.
  const seedCents = 500_000 + (digest.readUInt32BE(0) % 9_000_000);
  const centsPerSecond = 1 + (digest.readUInt8(4) % 9);
  const offset = digest.readUInt32BE(5) % CYCLE_SECONDS;
  const elapsed = (Math.floor(now.getTime() / 1000) + offset) % CYCLE_SECONDS;
  return seedCents + elapsed * centsPerSecond;
}

/**
 * EUR cents of a demo pool in `currency`'s minor units at the reference rates, or null when the
 * brand has no rate for it. Display only: a demo figure, rounded once to a whole minor unit.
 */
export function convertPoolCents(
  eurCents: number,
  currency: { code: string; fiat: boolean; subunits_to_unit: number },
  rates: Readonly<Record<string, Readonly<Record<string, number>>>> = cryptoExchangeRates,
): number | null {
  if (currency.code === POOL_CURRENCY) return eurCents;
  const eur = eurCents / 100;
  if (currency.fiat) {
    const from = rates[CROSS_COIN]?.[POOL_CURRENCY];
    const to = rates[CROSS_COIN]?.[currency.code];
    if (!from || !to) return null;
    return Math.round(((eur * to) / from) * currency.subunits_to_unit);
  }
  const price = rates[currency.code]?.[POOL_CURRENCY];
  if (!price) return null;
  return Math.round((eur / price) * currency.subunits_to_unit);
}

export function demoJackpots(
  catalog: CatalogReadModel,
  now: Date,
  currency: { code: string; fiat: boolean; subunits_to_unit: number } = {
    code: POOL_CURRENCY,
    fiat: true,
    subunits_to_unit: 100,
  },
): Record<string, { currency: string; amount_cents: number }> {
  const out: Record<string, { currency: string; amount_cents: number }> = {};
  for (const entry of catalog.inCategory('jackpot')) {
    const pool = demoJackpotAmount(entry.row.identifier, now);
    const converted = convertPoolCents(pool, currency);
    out[entry.row.identifier] =
      converted === null
        ? { currency: POOL_CURRENCY, amount_cents: pool }
        : { currency: currency.code, amount_cents: converted };
  }
  return out;
}

/** The currency a visitor reads jackpots in: the player's, else their country's, else EUR. */
export async function jackpotCurrency(
  deps: AppDeps,
  context: RequestContext,
  auth: AuthContext | null,
): Promise<BrandConfig['currencies'][number] | undefined> {
  const { config } = await brandService(deps).get();
  const wallets = config.currencies.filter((entry) => !entry.demo && entry.code !== DEMO_CURRENCY);
  const player = auth ? await getPlayerRow(deps, auth.playerId) : undefined;
  const code =
    player?.currency ??
    defaultCurrency((await geoContext(deps, context)).behavesAs, {
      countryCurrency: config.countryCurrency,
      supported: wallets.map((entry) => entry.code),
      fallback: config.defaultCurrency,
    });
  return wallets.find((entry) => entry.code === code);
}
