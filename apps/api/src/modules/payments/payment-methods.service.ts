import type { Licence } from '@croupier/contracts/info';
import type {
  PaymentAction,
  PaymentMethod,
  PaymentMethodTableRow,
} from '@croupier/contracts/payments';
import type { AppDeps } from '../../app-deps.js';
import type { RequestContext } from '../../lib/request-context.js';
import { brandService, negotiateLocale } from '../brand/brand.service.js';
import { geoContext } from '../geo/geo.service.js';
import { asLicence, type PlayerPaymentContext } from './payment-context.js';
import { methodTable, offeredMethods, presentMethod } from './payment-methods.js';
import { findPlayerProfiles } from './payments.repository.js';

/**
 * CB-008, CB-009, CB-011, CB-014: the methods this player may use for an action, in the
 * requested currency (default: the active account's), each with its limits and, for cards,
 * the cards saved at the provider.
 */
export async function listPlayerMethods(
  deps: AppDeps,
  context: PlayerPaymentContext,
  action: PaymentAction,
  requestedCurrency: string | undefined,
): Promise<PaymentMethod[]> {
  const currency = requestedCurrency ?? context.activeCurrency;
  const profiles = await findPlayerProfiles(deps.database.db, context.player.id);
  return offeredMethods(context.config, context, action, currency).flatMap((method) => {
    const presented = presentMethod({
      config: context.config,
      method,
      action,
      currency,
      locale: context.locale,
      savedProfiles: profiles
        .filter((profile) => profile.methodId === method.id)
        .map((profile) => ({
          id: profile.id,
          brand: profile.brand,
          last4: profile.last4,
          expiry: profile.expiry,
        })),
    });
    return presented ? [presented] : [];
  });
}

/** CB-015: the public payments page for a licence (default: the host's) and display currency. */
export async function paymentMethodTable(
  deps: AppDeps,
  context: RequestContext,
  query: { licence?: Licence | undefined; currency?: string | undefined; locale?: string },
): Promise<PaymentMethodTableRow[]> {
  const [{ config }, geo] = await Promise.all([
    brandService(deps).get(),
    geoContext(deps, context),
  ]);
  const hostname = context.hostname;
  const locale = negotiateLocale(config, hostname, query.locale, context.acceptLanguage);
  const countryCurrency = config.countryCurrency[geo.behavesAs];
  const currency =
    query.currency ??
    (countryCurrency && config.currencies.some((entry) => entry.code === countryCurrency)
      ? countryCurrency
      : config.defaultCurrency);
  const licence = query.licence ?? asLicence(geo.licence) ?? config.fallbackHost.licence;
  return methodTable({ config, licence, currency, locale });
}
