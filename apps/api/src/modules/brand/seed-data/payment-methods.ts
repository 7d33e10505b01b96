import type {
  BrandPaymentMethod,
  BrandPayments,
  LocalisedText,
  MethodLimit,
} from '@croupier/contracts/brand';
import { localise, type Translations } from './localise.js';

/**
 * The cashbox of the demo brand (engagement.md §3 Payment method, §4 Payments, §9; CB-008..CB-015,
 * K-070..K-073). Amounts are minor units of each currency (`subunits_to_unit` in currencies.ts):
 * cents for fiat, 1e-8 coin for BTC/BCH/ETH/LTC/DOG, 1e-6 for USDT.
 */

/** A name that stays the same in every language unless a translation is given. */
const named = (name: string, translated: Partial<Translations> = {}): LocalisedText =>
  localise({ en: name, de: name, 'fr-CA': name, no: name, it: name, et: name, ...translated });

const limit = (min: number, max: number, step: number): MethodLimit => ({
  min_cents: min,
  max_cents: max,
  step_cents: step,
});

/** Fiat deposit and withdrawal ranges per currency, in whole units (e.g. EUR 10–5000). */
const FIAT_RANGES: Record<
  string,
  { subunits: number; deposit: [number, number]; withdrawal: [number, number] }
> = {
  EUR: { subunits: 100, deposit: [10, 5_000], withdrawal: [20, 5_000] },
  USD: { subunits: 100, deposit: [10, 5_000], withdrawal: [20, 5_000] },
  AUD: { subunits: 100, deposit: [20, 7_500], withdrawal: [30, 7_500] },
  CAD: { subunits: 100, deposit: [20, 7_500], withdrawal: [30, 7_500] },
  NZD: { subunits: 100, deposit: [20, 7_500], withdrawal: [30, 7_500] },
  NOK: { subunits: 100, deposit: [100, 50_000], withdrawal: [200, 50_000] },
  BRL: { subunits: 100, deposit: [50, 25_000], withdrawal: [100, 25_000] },
  JPY: { subunits: 1, deposit: [1_500, 750_000], withdrawal: [3_000, 750_000] },
  KZT: { subunits: 100, deposit: [5_000, 2_500_000], withdrawal: [10_000, 2_500_000] },
};
const FIAT = Object.keys(FIAT_RANGES);

/** Limits of `currencies` for one action; the step is one whole unit of the currency. */
function fiatLimits(
  currencies: readonly string[],
  action: 'deposit' | 'withdrawal',
): Record<string, MethodLimit> {
  const limits: Record<string, MethodLimit> = {};
  for (const currency of currencies) {
    const range = FIAT_RANGES[currency];
    if (!range) throw new Error(`no fiat range for ${currency}`);
    const [min, max] = range[action];
    limits[currency] = limit(min * range.subunits, max * range.subunits, range.subunits);
  }
  return limits;
}

const COIN = 100_000_000;
const USDT_UNIT = 1_000_000;

const base: Pick<
  BrandPaymentMethod,
  'provider' | 'countries' | 'hiddenForGroups' | 'fee' | 'processingTime' | 'network'
> = {
  provider: 'sandbox',
  countries: 'all',
  hiddenForGroups: [],
  fee: 'free',
  processingTime: 'instant',
  network: null,
};

const CURACAO = ['GCB', 'CW'] as const;
const EVERY_LICENCE = ['GCB', 'CW', 'EE'] as const;

/**
 * A crypto coin: deposit minimum (K-071) and withdrawal range (K-072) exactly as the spec's
 * payment tables give them; deposit maxima are the brand's own.
 */
function coin(input: {
  id: string;
  brand: string;
  title: string;
  currency: string;
  network: string;
  deposit: MethodLimit;
  withdrawal: MethodLimit;
}): BrandPaymentMethod {
  return {
    ...base,
    id: input.id,
    brand: input.brand,
    title: named(input.title),
    logo: `/payments/${input.id}.svg`,
    type: 'crypto',
    providerMethod: 'crypto',
    currencies: [input.currency],
    licences: [...CURACAO],
    deposit: { [input.currency]: input.deposit },
    withdrawal: { [input.currency]: input.withdrawal },
    network: input.network,
  };
}

export const paymentMethodsSeed: BrandPaymentMethod[] = [
  {
    ...base,
    id: 'visa-mastercard',
    brand: 'visa',
    title: named('Visa / Mastercard'),
    logo: '/payments/visa-mastercard.svg',
    type: 'card',
    providerMethod: 'card',
    currencies: FIAT,
    licences: [...EVERY_LICENCE],
    deposit: fiatLimits(FIAT, 'deposit'),
    withdrawal: fiatLimits(FIAT, 'withdrawal'),
  },
  coin({
    id: 'bitcoin',
    brand: 'bitcoin',
    title: 'Bitcoin',
    currency: 'BTC',
    network: 'Bitcoin',
    deposit: limit(0.0001 * COIN, 5 * COIN, 100),
    withdrawal: limit(0.0001 * COIN, 0.4 * COIN, 100),
  }),
  coin({
    id: 'bitcoin-cash',
    brand: 'bitcoin_cash',
    title: 'Bitcoin Cash',
    currency: 'BCH',
    network: 'Bitcoin Cash',
    deposit: limit(0.0001 * COIN, 100 * COIN, 100),
    withdrawal: limit(0.0001 * COIN, 0.4 * COIN, 100),
  }),
  coin({
    id: 'litecoin',
    brand: 'litecoin',
    title: 'Litecoin',
    currency: 'LTC',
    network: 'Litecoin',
    deposit: limit(0.01 * COIN, 1_000 * COIN, 10_000),
    withdrawal: limit(0.0001 * COIN, 60 * COIN, 10_000),
  }),
  coin({
    id: 'ethereum',
    brand: 'ethereum',
    title: 'Ethereum',
    currency: 'ETH',
    network: 'Ethereum',
    deposit: limit(0.01 * COIN, 100 * COIN, 10_000),
    withdrawal: limit(0.0001 * COIN, 12 * COIN, 10_000),
  }),
  coin({
    id: 'dogecoin',
    brand: 'dogecoin',
    title: 'Dogecoin',
    currency: 'DOG',
    network: 'Dogecoin',
    deposit: limit(0.01 * COIN, 1_000_000 * COIN, 10_000),
    withdrawal: limit(0.0001 * COIN, 1_600_000 * COIN, 10_000),
  }),
  coin({
    id: 'tether',
    brand: 'tether',
    title: 'Tether',
    currency: 'USDT',
    network: 'Ethereum (ERC-20)',
    deposit: limit(20 * USDT_UNIT, 100_000 * USDT_UNIT, 10_000),
    withdrawal: limit(25 * USDT_UNIT, 4_000 * USDT_UNIT, 10_000),
  }),
  {
    ...base,
    id: 'paysafecard',
    brand: 'paysafecard',
    title: named('Paysafecard'),
    logo: '/payments/paysafecard.svg',
    type: 'voucher',
    providerMethod: 'voucher',
    currencies: ['EUR', 'USD', 'AUD', 'CAD', 'NZD', 'NOK'],
    licences: [...CURACAO],
    deposit: fiatLimits(['EUR', 'USD', 'AUD', 'CAD', 'NZD', 'NOK'], 'deposit'),
    // A voucher only pays in.
    withdrawal: null,
  },
  {
    ...base,
    id: 'skrill',
    brand: 'skrill',
    title: named('Skrill'),
    logo: '/payments/skrill.svg',
    type: 'ewallet',
    providerMethod: 'ewallet',
    currencies: ['EUR', 'USD', 'AUD', 'CAD', 'NZD', 'NOK', 'BRL', 'JPY'],
    licences: [...EVERY_LICENCE],
    deposit: fiatLimits(['EUR', 'USD', 'AUD', 'CAD', 'NZD', 'NOK', 'BRL', 'JPY'], 'deposit'),
    withdrawal: fiatLimits(['EUR', 'USD', 'AUD', 'CAD', 'NZD', 'NOK', 'BRL', 'JPY'], 'withdrawal'),
  },
  {
    ...base,
    id: 'neteller',
    brand: 'neteller',
    title: named('Neteller'),
    logo: '/payments/neteller.svg',
    type: 'ewallet',
    providerMethod: 'ewallet',
    currencies: ['EUR', 'USD', 'CAD', 'NOK'],
    licences: [...CURACAO],
    deposit: fiatLimits(['EUR', 'USD', 'CAD', 'NOK'], 'deposit'),
    withdrawal: fiatLimits(['EUR', 'USD', 'CAD', 'NOK'], 'withdrawal'),
  },
  {
    ...base,
    id: 'sofort',
    brand: 'sofort',
    title: named('Sofort', { de: 'Sofortüberweisung' }),
    logo: '/payments/sofort.svg',
    type: 'bank_transfer',
    providerMethod: 'bank_transfer',
    currencies: ['EUR'],
    countries: ['DE', 'AT', 'IT', 'EE'],
    licences: [...EVERY_LICENCE],
    // engagement.md §4 Payments: sofort is hidden for group 631.
    hiddenForGroups: [631],
    deposit: fiatLimits(['EUR'], 'deposit'),
    withdrawal: null,
  },
  {
    ...base,
    id: 'bank-transfer',
    brand: 'bank_transfer',
    title: named('Bank transfer', {
      de: 'Banküberweisung',
      'fr-CA': 'Virement bancaire',
      it: 'Bonifico bancario',
      no: 'Bankoverføring',
      et: 'Pangaülekanne',
    }),
    logo: '/payments/bank-transfer.svg',
    type: 'bank_transfer',
    providerMethod: 'bank_transfer',
    currencies: ['EUR', 'NOK'],
    licences: [...EVERY_LICENCE],
    deposit: fiatLimits(['EUR', 'NOK'], 'deposit'),
    withdrawal: fiatLimits(['EUR', 'NOK'], 'withdrawal'),
  },
  {
    ...base,
    id: 'interac',
    brand: 'interac',
    title: named('Interac e-Transfer', { 'fr-CA': 'Virement Interac' }),
    logo: '/payments/interac.svg',
    type: 'bank_transfer',
    providerMethod: 'bank_transfer',
    currencies: ['CAD'],
    countries: ['CA'],
    licences: [...CURACAO],
    deposit: fiatLimits(['CAD'], 'deposit'),
    withdrawal: null,
  },
];

/** Every cashbox setting of the demo brand (docs/payments.md). */
export const paymentsSeed: BrandPayments = {
  methods: paymentMethodsSeed,
  // Curaçao allows a player to take back a pending withdrawal; the Estonian licence does not.
  recallableWithdrawalLicences: ['GCB', 'CW'],
  depositBonusCodes: [
    {
      code: 'WELCOME100',
      currencies: 'all',
      validFrom: '2025-01-01T00:00:00.000Z',
      validUntil: '2030-12-31T23:59:59.000Z',
    },
    {
      code: 'CRYPTO50',
      currencies: ['BTC', 'BCH', 'ETH', 'LTC', 'DOG', 'USDT'],
      validFrom: '2025-01-01T00:00:00.000Z',
      validUntil: '2030-12-31T23:59:59.000Z',
    },
    {
      code: 'SPRING2024',
      currencies: 'all',
      validFrom: '2024-03-01T00:00:00.000Z',
      validUntil: '2024-05-31T23:59:59.000Z',
    },
  ],
  fraudCheck: {
    threshold: 70,
    weights: {
      countryMismatch: 25,
      velocity: 30,
      firstDepositAboveThreshold: 25,
      nameMismatch: 20,
      disallowedBin: 100,
      multiAccount: 40,
      restrictedCountry: 100,
    },
    velocity: { count: 5, windowMinutes: 10 },
    firstDepositThresholdCents: {
      EUR: 200_000,
      USD: 200_000,
      AUD: 300_000,
      CAD: 300_000,
      NZD: 300_000,
      NOK: 2_000_000,
      BRL: 1_000_000,
      JPY: 300_000,
      KZT: 100_000_000,
      BTC: 5_000_000,
      BCH: 500_000_000,
      LTC: 2_500_000_000,
      ETH: 100_000_000,
      DOG: 2_000_000_000_000,
      USDT: 2_000_000_000,
    },
  },
};
