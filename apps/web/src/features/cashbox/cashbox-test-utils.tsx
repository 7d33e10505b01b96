import type { ReactElement } from 'react';
import type { BrandGroups } from '@croupier/contracts/info';
import type { Payment, PaymentMethod } from '@croupier/contracts/payments';
import type { Player, PlayerAccount } from '@croupier/contracts/player';
import { Toaster } from '../../components/toast';
import { CURRENCY_CONFIG } from '../../testing/currency-config';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { CashboxEnvProvider, type CashboxEnv } from './cashbox-env';

/** Test data of the cashbox as the api answers it, and a render with the app's hand-over. */
export { CURRENCY_CONFIG };

export const BRAND_GROUPS: BrandGroups = {
  tester: 21,
  notices: 916,
  multiAccount: 100,
  abSplit: [543, 544],
  chatSettings: 545,
  welcomePack: 131811,
  vipTiers: {
    regular: 1117,
    bronze: 257,
    bronzeLegacy: 793,
    silver: 258,
    gold: 259,
    platinum: 255,
    diamond: 759,
  },
  vipStatusOrder: [759, 255, 259, 258, 257],
  star: 256,
  providerPopups: [],
  vipAdventure: 791,
  wheelSegmentSets: [],
  playerSettable: [859, 1056],
};

export function makeCashboxPlayer(overrides: Partial<Player> = {}): Player {
  return {
    id: 7,
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    date_of_birth: '1990-05-24',
    country: 'DE',
    city: 'Berlin',
    address: 'Unter den Linden 1',
    postal_code: '10117',
    mobile_phone: '+49 30 1234567',
    currency: 'EUR',
    groups: [],
    deposit_bonus_code: null,
    ...overrides,
  };
}

export function makeAccount(overrides: Partial<PlayerAccount> = {}): PlayerAccount {
  return {
    currency: 'EUR',
    active: true,
    amount_cents: 10_000,
    available_to_cashout_cents: 10_000,
    ...overrides,
  };
}

export function makeMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: 'visa-mastercard',
    brand: 'visa',
    provider: 'sandbox',
    type: 'card',
    title: 'Visa / Mastercard',
    logo: '/payments/visa.svg',
    currency: 'EUR',
    savedProfiles: [],
    limits: { min_cents: 1_000, max_cents: 500_000, step_cents: 100 },
    fee: 'free',
    processingTime: 'instant',
    network: null,
    minDep: null,
    cashoutField: 'saved_profile',
    ...overrides,
  };
}

let nextId = 100;

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  nextId += 1;
  return {
    id: nextId,
    action: 'deposit',
    state: 'succeeded',
    finished_at: '2026-01-01T10:00:00.000Z',
    recallable: false,
    amount_cents: 5_000,
    currency: 'EUR',
    payment_method_id: 'visa-mastercard',
    method_title: 'Visa / Mastercard',
    created_at: '2026-01-01T09:59:00.000Z',
    reason: null,
    ...overrides,
  };
}

export function makeEnv(overrides: Partial<CashboxEnv> = {}): CashboxEnv {
  return {
    player: makeCashboxPlayer(),
    locale: 'en',
    currencyConfig: CURRENCY_CONFIG,
    brandGroups: BRAND_GROUPS,
    storedPromoCode: null,
    forgetPromoCode: () => undefined,
    deviceFingerprint: async () => 'f00dfeedf00dfeed',
    lithuanianIbanGroup: undefined,
    ...overrides,
  };
}

/** A cashbox screen as the app mounts it, with the toasts the shell draws. */
export function renderCashbox(ui: ReactElement, env: Partial<CashboxEnv> = {}, path = '/deposit') {
  return renderWithProviders(
    <CashboxEnvProvider env={makeEnv(env)}>
      {ui}
      <Toaster closeLabel="Close" />
    </CashboxEnvProvider>,
    { path },
  );
}
