import type { BrandConfig } from '@croupier/contracts/brand';
import { LICENCES, type Licence } from '@croupier/contracts/info';
import type { AppDeps } from '../../app-deps.js';
import type { ClientContext, RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../lib/app-error.js';
import { brandService, negotiateLocale } from '../brand/brand.service.js';
import { behavesAs, geoContext } from '../geo/geo.service.js';
import { listAccounts } from '../accounts/accounts.service.js';
import { getPlayerRow, playerGroupIds, type PlayerRow } from '../player/player.service.js';
import type { MethodContext } from './payment-methods.js';

/** Everything the cashbox needs to know about the signed-in player and where they are. */
export interface PlayerPaymentContext extends MethodContext {
  config: BrandConfig;
  player: PlayerRow;
  /** The country the request comes from (fraud rules compare it with the profile). */
  geoCountry: string;
  geoRestricted: boolean;
  locale: string;
  accountCurrencies: string[];
  activeCurrency: string;
  ip: string;
}

export function asLicence(value: string | null): Licence | undefined {
  return LICENCES.find((licence) => licence === value);
}

/** The player's own licence once the platform assigns one, else the host's (GEO-012). */
export function licenceOf(player: PlayerRow, hostLicence: Licence): Licence {
  return asLicence(player.licenseName) ?? hostLicence;
}

export async function playerPaymentContext(
  deps: AppDeps,
  context: ClientContext,
  playerId: number,
): Promise<PlayerPaymentContext> {
  const [{ config }, player, groups, accounts, geo] = await Promise.all([
    brandService(deps).get(),
    getPlayerRow(deps, playerId),
    playerGroupIds(deps, playerId),
    listAccounts(deps, playerId),
    geoContext(deps, context),
  ]);
  if (!player) throw new AppError('not_signed_in', 'Your session has ended, please sign in again');
  const locale = negotiateLocale(
    config,
    context.hostname,
    context.locale ?? player.language,
    context.acceptLanguage,
  );
  // The profile's country decides which methods exist for the player; geo only when unset.
  const country = behavesAs(config, player.country ?? geo.behavesAs);
  return {
    config,
    player,
    groups,
    country,
    licence: licenceOf(player, asLicence(geo.licence) ?? config.fallbackHost.licence),
    geoCountry: geo.behavesAs,
    geoRestricted: geo.restricted,
    locale,
    accountCurrencies: accounts.map((account) => account.currency),
    activeCurrency: accounts.find((account) => account.active)?.currency ?? player.currency,
    ip: context.ip,
  };
}

/**
 * Where the provider's hosted page sends the player back: the site they are on (the request's
 * same-site `Origin`, already checked by the CSRF guard, else the request's own origin), the
 * deposit screen under their locale prefix, with our payment id. The provider appends
 * `payment=<its id>&status=<status>`.
 */
export function returnUrlFor(context: RequestContext, locale: string, paymentId: number): string {
  let origin = `${context.protocol}://${context.host}`;
  const header = context.origin;
  if (typeof header === 'string') {
    try {
      origin = new URL(header).origin;
    } catch {
      // A malformed Origin was refused by the CSRF guard already; keep the request's own.
    }
  }
  const path = locale === 'en' ? '/deposit' : `/${locale}/deposit`;
  return `${origin}${path}?payment_id=${paymentId}`;
}
