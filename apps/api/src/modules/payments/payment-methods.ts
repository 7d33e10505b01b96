import type {
  BrandConfig,
  BrandPaymentMethod,
  BrandPayments,
  MethodLimit,
} from '@croupier/contracts/brand';
import type { Licence } from '@croupier/contracts/info';
import type {
  PaymentAction,
  PaymentMethod,
  PaymentMethodTableRow,
  SavedProfile,
} from '@croupier/contracts/payments';
import { formatMinorUnits } from '@croupier/domain/money/minor-units';
import { paymentsSeed } from '../brand/seed-data/payment-methods.js';
import { localisedText } from '../brand/brand.service.js';

/**
 * Payment methods as brand configuration (DESIGN.md §9; CB-008, CB-009, CB-011, CB-014, CB-015):
 * which methods a player sees for an action and currency, and how they are presented. Pure:
 * the services pass the brand, the player's context and their saved cards.
 */

/** The cashbox section of the brand; a brand row stored before it existed gets the shipped one. */
export function paymentsConfig(config: BrandConfig): BrandPayments {
  return config.payments ?? paymentsSeed;
}

export interface MethodContext {
  /** The country whose rules apply (profile country, else geo; test geos aliased). */
  country: string;
  licence: Licence;
  groups: readonly number[];
}

export function limitsOf(
  method: BrandPaymentMethod,
  action: PaymentAction,
  currency: string,
): MethodLimit | undefined {
  const limits = action === 'deposit' ? method.deposit : method.withdrawal;
  return limits?.[currency];
}

/** CB-009, CB-014: licence, country, hidden groups and the action it offers. */
export function isOffered(
  method: BrandPaymentMethod,
  context: MethodContext,
  action: PaymentAction,
): boolean {
  if (!method.licences.includes(context.licence)) return false;
  if (method.countries !== 'all' && !method.countries.includes(context.country)) return false;
  if (method.hiddenForGroups.some((group) => context.groups.includes(group))) return false;
  return (action === 'deposit' ? method.deposit : method.withdrawal) !== null;
}

/** The methods offered for this action, optionally in one currency. */
export function offeredMethods(
  config: BrandConfig,
  context: MethodContext,
  action: PaymentAction,
  currency?: string,
): BrandPaymentMethod[] {
  return paymentsConfig(config).methods.filter(
    (method) =>
      isOffered(method, context, action) &&
      (currency === undefined || limitsOf(method, action, currency) !== undefined),
  );
}

export function subunitsOf(config: BrandConfig, currency: string): number {
  return config.currencies.find((entry) => entry.code === currency)?.subunits_to_unit ?? 100;
}

export function isFiat(config: BrandConfig, currency: string): boolean {
  return config.currencies.find((entry) => entry.code === currency)?.fiat ?? false;
}

/** 10000 BTC minor units → "0.0001"; 1000 EUR cents → "10" (trailing zeros dropped). */
export function displayAmount(minorUnits: number, subunitsToUnit: number): string {
  const text = formatMinorUnits(minorUnits, subunitsToUnit);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** What a cash-out to this kind of method asks for. */
export function cashoutFieldOf(method: BrandPaymentMethod): PaymentMethod['cashoutField'] {
  switch (method.type) {
    case 'card':
      return 'saved_profile';
    case 'crypto':
      return 'address';
    case 'bank_transfer':
      return 'iban';
    case 'ewallet':
      return 'wallet_email';
    case 'voucher':
      return null;
  }
}

/** CB-008, CB-011: one method as the player's cashbox shows it. */
export function presentMethod(input: {
  config: BrandConfig;
  method: BrandPaymentMethod;
  action: PaymentAction;
  currency: string;
  locale: string;
  savedProfiles: SavedProfile[];
}): PaymentMethod | null {
  const { config, method, action, currency } = input;
  const limits = limitsOf(method, action, currency);
  if (!limits) return null;
  const depositMin = method.deposit?.[currency]?.min_cents;
  return {
    id: method.id,
    brand: method.brand,
    provider: method.provider,
    type: method.type,
    title: localisedText(method.title, input.locale),
    logo: method.logo,
    currency,
    savedProfiles: method.type === 'card' ? input.savedProfiles : [],
    limits: { ...limits },
    fee: method.fee,
    processingTime: method.processingTime,
    network: method.network,
    minDep:
      method.type === 'crypto' && depositMin !== undefined
        ? displayAmount(depositMin, subunitsOf(config, currency))
        : null,
    cashoutField: action === 'cashout' ? cashoutFieldOf(method) : null,
  };
}

/**
 * CB-015 / K-070..K-072: the payments page. Every method of the licence, each in the display
 * currency when it takes it (crypto in its own coin, a local method in its first currency),
 * limits as display strings in whole units.
 */
export function methodTable(input: {
  config: BrandConfig;
  licence: Licence;
  currency: string;
  locale: string;
}): PaymentMethodTableRow[] {
  const { config } = input;
  return paymentsConfig(config)
    .methods.filter((method) => method.licences.includes(input.licence))
    .map((method) => {
      const currency = method.currencies.includes(input.currency)
        ? input.currency
        : (method.currencies[0] ?? input.currency);
      const subunits = subunitsOf(config, currency);
      const range = (limit: MethodLimit | undefined) =>
        limit === undefined
          ? null
          : {
              min: displayAmount(limit.min_cents, subunits),
              max: displayAmount(limit.max_cents, subunits),
            };
      return {
        id: method.id,
        brand: method.brand,
        title: localisedText(method.title, input.locale),
        logo: method.logo,
        type: method.type,
        currency,
        fee: method.fee,
        processingTime: method.processingTime,
        network: method.network,
        deposit: range(method.deposit?.[currency]),
        withdrawal: range(method.withdrawal?.[currency]),
      };
    });
}
