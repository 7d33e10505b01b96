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

/** The reference rates keep pools (and their seeds) in EUR and show them in any currency. */
const POOL_CURRENCY = 'EUR';
/** Every fiat's reference price of one BTC gives the cross rate between two fiats. */
const CROSS_COIN = 'BTC';

/**
 * EUR cents in `currency`'s minor units at the brand's reference rates, or null when the brand
 * has no rate for it, rounded once to a whole minor unit: a jackpot's seed and must-drop-by in
 * every currency (jackpots.seed.ts) and a winner's amount in the reader's currency.
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
