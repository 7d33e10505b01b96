import type { CurrencyConfig } from '@croupier/contracts/fe-config';

/** The brand's currency-config as the api answers it: EUR, and crypto with display units. */
export const CURRENCY_CONFIG: CurrencyConfig = {
  EUR: { symbol: '€', subunits_to_unit: 100, fiat: true, minDeposit: 1000, step: 100 },
  BTC: {
    symbol: '₿',
    subunits_to_unit: 100_000_000,
    fiat: false,
    displayUnit: 'µ',
    displayFactor: 0.000001,
  },
  ETH: {
    symbol: 'Ξ',
    subunits_to_unit: 100_000_000,
    fiat: false,
    displayUnit: 'm',
    displayFactor: 0.001,
  },
};
