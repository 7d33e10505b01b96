import type { PaymentAction } from '@croupier/contracts/payments';

/** Query keys of the cashbox: one factory, so a sign-out clears the player's money data. */
export const cashboxKeys = {
  all: ['cashbox'] as const,
  accounts: () => [...cashboxKeys.all, 'accounts'] as const,
  methods: () => [...cashboxKeys.all, 'methods'] as const,
  methodList: (action: PaymentAction, currency: string) =>
    [...cashboxKeys.methods(), action, currency] as const,
  payments: () => [...cashboxKeys.all, 'payments'] as const,
  cryptoAddress: (methodId: string) => [...cashboxKeys.all, 'crypto-address', methodId] as const,
  /** The deposit gifts offered now (CB-029): they change with every credited deposit. */
  depositOffers: (currency: string) => [...cashboxKeys.all, 'deposit-offers', currency] as const,
  /** The payments page and rates are the brand's, the same for every visitor. */
  methodTable: () => ['payments-page', 'methods'] as const,
  exchangeRates: () => ['payments-page', 'crypto-rates'] as const,
};
