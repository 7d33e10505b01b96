import type { Currency } from '@croupier/contracts/info';

/** The `subunits_to_unit` of a currency code (platform-core.md §3 Account), 100 when unknown. */
export function subunitsOf(currencies: readonly Currency[], code: string | null): number {
  return currencies.find((currency) => currency.code === code)?.subunits_to_unit ?? 100;
}
