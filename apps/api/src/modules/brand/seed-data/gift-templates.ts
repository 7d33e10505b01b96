import type { GiftFamily, GiftKind, GiftTemplateRules } from '@croupier/contracts/gifts';
import { brandCurrencies } from './currencies.js';

/**
 * The demo brand's gifts (issue 16; README "Try the gifts"): a welcome package on the first
 * three deposits, a registration free-spins gift, weekly cashback by VIP tier, a cash gift, a
 * promo bonus, a sport free bet, and the promo codes that reach them. Seeded once, never over
 * an operator's edits (`npm run gifts -- create-template` / `create-promo` change them).
 *
 * Amounts are minor units in every currency the brand serves (fiat and crypto; FUN is demo
 * play and gets none), from a euro figure at round reference prices: a gift shows the same
 * value whatever the player's currency. Contributions use the catalog's category slugs:
 * slots count fully, table and live games a tenth, anything else nothing.
 */

export interface GiftTemplateSeed {
  key: string;
  kind: GiftKind;
  family: GiftFamily;
  title: string;
  groupKey: string;
  rules: GiftTemplateRules;
  terms: Record<string, string>;
  enabled: boolean;
}

export interface PromoCodeSeed {
  /** Stored upper-case. */
  code: string;
  templateKey: string;
  /** gift (POST /api/bonuses/coupon), betting (POST /api/v2/bonuses/promo-code), deposit. */
  purpose: 'gift' | 'betting' | 'deposit';
  validFrom: string | null;
  validUntil: string | null;
  maxUses: number | null;
  perPlayer: number;
  perDevice: number;
}

/** Minor units of one euro's worth, at round reference prices (display rates move; gifts don't). */
const MINOR_PER_EURO: Readonly<Record<string, number>> = {
  EUR: 100,
  USD: 100,
  GBP: 85,
  AUD: 150,
  CAD: 150,
  NZD: 170,
  NOK: 1_000,
  BRL: 500,
  JPY: 150,
  KZT: 50_000,
  // Crypto: 1e-8 coin (USDT 1e-6); 1 EUR ≈ 1/58,000 BTC, 1/2,300 ETH, 1/320 BCH, 1/62 LTC, 10 DOGE, 1 USDT.
  BTC: 1_700,
  ETH: 43_000,
  BCH: 310_000,
  LTC: 1_600_000,
  DOG: 1_000_000_000,
  USDT: 1_000_000,
};

/** Keeps two significant digits, so 1,700 × 35 reads 60,000 rather than 59,500. */
function round2(value: number): number {
  if (value < 100) return Math.max(1, Math.round(value));
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

/** The same euro value in every currency the brand serves. */
export function inEveryCurrency(euros: number): Record<string, number> {
  const amounts: Record<string, number> = {};
  for (const currency of brandCurrencies) {
    const perEuro = MINOR_PER_EURO[currency.code];
    if (currency.demo || perEuro === undefined) continue;
    amounts[currency.code] = round2(euros * perEuro);
  }
  return amounts;
}

/** The brand's minimum deposit per currency (a deposit gift needs at least that). */
const minDeposits: Record<string, number> = Object.fromEntries(
  brandCurrencies
    .filter((currency) => !currency.demo && currency.minDeposit !== undefined)
    .map((currency) => [currency.code, currency.minDeposit as number]),
);

/** Slots 100 %, table and live 10 %, the rest (`*`) nothing: the catalog's category slugs. */
export const DEMO_CONTRIBUTIONS = { slots: 100, table: 10, live: 10, '*': 0 } as const;

/** The multi-account group (brand `groups.multiAccount`, K-079) never gets deposit gifts. */
const MULTI_ACCOUNT_GROUP = 100;

/**
 * The two low-volatility demo slots the registration spins play on, at their smallest stake: a
 * multiple of their 25 credits a spin at or above the minimum bet (the studio refuses an issue
 * whose bet level its games cannot stake, docs/wallet-protocol.md §13).
 */
export const FREESPIN_GAMES = ['juniper-jack/neon-lanterns', 'pale-rider-games/clover-extreme'];
export const FREESPIN_MIN_BET: Record<string, number> = {
  EUR: 25,
  USD: 25,
  AUD: 25,
  CAD: 25,
  NZD: 25,
  NOK: 100,
  BRL: 50,
  JPY: 25,
  GBP: 25,
  KZT: 5_000,
  BTC: 200,
  ETH: 5_000,
  LTC: 200_000,
  BCH: 20_000,
  DOG: 100_000_000,
  USDT: 100_000,
};

const welcome = (
  n: 1 | 2 | 3,
  percent: number,
  capEuros: number,
  multiplier: number,
): GiftTemplateSeed => ({
  key: `welcome-${n}`,
  kind: 'deposit_bonus',
  family: 'bonus',
  title: `Welcome bonus ${n}: ${percent}% up to €${capEuros}`,
  groupKey: `welcome_${n}`,
  rules: {
    amount: { kind: 'percent', percent, capCents: inEveryCurrency(capEuros) },
    wagering: { multiplier, of: 'bonus' },
    contributions: { ...DEMO_CONTRIBUTIONS },
    maxBetCents: inEveryCurrency(5),
    activationDays: 7,
    wageringDays: 30,
    eligibility: {
      depositNumber: n,
      minDepositCents: minDeposits,
      excludedGroups: [MULTI_ACCOUNT_GROUP],
    },
  },
  terms: {
    en:
      `${percent}% of your ${['first', 'second', 'third'][n - 1]} deposit as bonus money, up to ` +
      `€${capEuros} or the same in your currency. Wager the bonus ${multiplier} times within 30 ` +
      `days: slots count 100%, table and live games 10%, other games nothing; at most €5 a bet ` +
      `while wagering. Your own money is played first. Activate within 7 days.`,
  },
  enabled: true,
});

/**
 * The brand's deposit bonus codes (payments config `depositBonusCodes`, PR-038) as gifts: a
 * deposit made with the code gets its template's bonus, activated on that deposit
 * (`redeemDepositCode`), instead of a deposit gift picked in the cashbox.
 */
const depositCode = (
  key: string,
  title: string,
  percent: number,
  capEuros: number,
  currencies: string[] | undefined,
): GiftTemplateSeed => ({
  key,
  kind: 'deposit_bonus',
  family: 'bonus',
  title,
  groupKey: 'deposit_code',
  rules: {
    amount: { kind: 'percent', percent, capCents: inEveryCurrency(capEuros) },
    wagering: { multiplier: 35, of: 'bonus' },
    contributions: { ...DEMO_CONTRIBUTIONS },
    maxBetCents: inEveryCurrency(5),
    activationDays: 7,
    wageringDays: 30,
    eligibility: {
      promoOnly: true,
      minDepositCents: minDeposits,
      excludedGroups: [MULTI_ACCOUNT_GROUP],
      ...(currencies ? { currencies } : {}),
    },
  },
  terms: {
    en:
      `${percent}% of the deposit made with the code, up to €${capEuros} or the same in your ` +
      `currency, wagered 35 times within 30 days (slots 100%, table and live 10%).`,
  },
  enabled: true,
});

/**
 * Adventure calendar prizes (fe-config `vipAdventures`, docs/adventures.md): each day's prize
 * names one of these by key. The adventure titles each issued gift with its step label.
 */
const adventureSpins = (count: number, superPrize = false): GiftTemplateSeed => ({
  key: `adventure-spins-${count}`,
  kind: 'custom',
  family: 'freespins',
  title: `${count} adventure free spins`,
  groupKey: superPrize ? 'adventure_super' : 'adventure_day',
  rules: {
    amount: { kind: 'winnings' },
    wagering: { multiplier: 30, of: 'bonus' },
    contributions: { ...DEMO_CONTRIBUTIONS },
    maxBetCents: inEveryCurrency(5),
    maxWinCents: inEveryCurrency(100),
    activationDays: 3,
    wageringDays: 7,
    eligibility: {},
    freespins: { count, games: FREESPIN_GAMES, betCents: FREESPIN_MIN_BET, playDays: 7 },
  },
  terms: {
    en:
      `${count} free spins at the minimum bet on Neon Lanterns or Clover Extreme, an adventure ` +
      'prize. Activate within 3 days. What they win becomes bonus money to wager 30 times ' +
      'within 7 days (slots 100%, table and live 10%); at most €100 converts to real money.',
  },
  enabled: true,
});
const adventureBonus = (euros: number, superPrize = false): GiftTemplateSeed => ({
  key: `adventure-bonus-${euros}`,
  kind: 'custom',
  family: 'bonus',
  title: `€${euros.toLocaleString('en')} adventure bonus`,
  groupKey: superPrize ? 'adventure_super' : 'adventure_day',
  rules: {
    amount: { kind: 'fixed', cents: inEveryCurrency(euros) },
    wagering: { multiplier: 5, of: 'bonus' },
    contributions: { ...DEMO_CONTRIBUTIONS },
    maxBetCents: inEveryCurrency(5),
    activationDays: 3,
    wageringDays: 14,
    eligibility: {},
  },
  terms: {
    en:
      `€${euros.toLocaleString('en')} (or the same in your currency) as bonus money, an ` +
      'adventure prize. Activate within 3 days, then wager it 5 times within 14 days (slots ' +
      '100%, table and live 10%); at most €5 a bet while wagering.',
  },
  enabled: true,
});

export const giftTemplatesSeed: GiftTemplateSeed[] = [
  welcome(1, 100, 500, 35),
  welcome(2, 50, 300, 35),
  welcome(3, 25, 200, 30),
  {
    key: 'registration-spins',
    kind: 'registration',
    family: 'freespins',
    title: '20 free spins on Neon Lanterns and Clover Extreme',
    groupKey: 'registration_freespins',
    rules: {
      amount: { kind: 'winnings' },
      wagering: { multiplier: 30, of: 'bonus' },
      contributions: { ...DEMO_CONTRIBUTIONS },
      maxBetCents: inEveryCurrency(5),
      maxWinCents: inEveryCurrency(100),
      activationDays: 7,
      wageringDays: 7,
      eligibility: {},
      freespins: { count: 20, games: FREESPIN_GAMES, betCents: FREESPIN_MIN_BET, playDays: 7 },
    },
    terms: {
      en:
        '20 free spins at the minimum bet on Neon Lanterns or Clover Extreme, for signing up. ' +
        'What they win becomes bonus money to wager 30 times within 7 days (slots 100%, table ' +
        'and live 10%); at most €100 converts to real money.',
    },
    enabled: true,
  },
  {
    key: 'weekly-cashback',
    kind: 'cashback',
    family: 'bonus',
    title: 'Weekly cashback',
    groupKey: 'cashback_weekly',
    rules: {
      // The amount is computed by the cashback job from the week's net loss.
      amount: { kind: 'fixed', cents: {} },
      wagering: { multiplier: 0, of: 'bonus' },
      contributions: { ...DEMO_CONTRIBUTIONS },
      activationDays: 7,
      wageringDays: 7,
      eligibility: {},
      cashback: {
        percentByTier: {
          regular: 10,
          bronze: 11,
          silver: 12,
          gold: 13,
          platinum: 14,
          diamond: 15,
        },
        minLossCents: inEveryCurrency(10),
        period: 'week',
      },
    },
    terms: {
      en:
        'Every Monday, a share of last week’s net loss (bets minus wins) in each currency comes ' +
        'back as cash, without wagering: 10% for every player, up to 15% at Diamond. Paid for a ' +
        'net loss of at least €10; activate within 7 days.',
    },
    enabled: true,
  },
  {
    key: 'cash-gift',
    kind: 'cash',
    family: 'bonus',
    title: '€10 cash gift',
    groupKey: 'cash_gift',
    rules: {
      amount: { kind: 'fixed', cents: inEveryCurrency(10) },
      wagering: { multiplier: 0, of: 'bonus' },
      contributions: { ...DEMO_CONTRIBUTIONS },
      activationDays: 14,
      wageringDays: 7,
      eligibility: {},
    },
    terms: {
      en: '€10 (or the same in your currency) as real money, no wagering. Activate within 14 days.',
    },
    enabled: true,
  },
  {
    key: 'promo-bonus-10',
    kind: 'non_deposit',
    family: 'bonus',
    title: '€10 bonus, no deposit needed',
    groupKey: 'promo_bonus',
    rules: {
      amount: { kind: 'fixed', cents: inEveryCurrency(10) },
      wagering: { multiplier: 30, of: 'bonus' },
      contributions: { ...DEMO_CONTRIBUTIONS },
      maxBetCents: inEveryCurrency(2),
      maxWinCents: inEveryCurrency(50),
      activationDays: 7,
      wageringDays: 14,
      eligibility: { promoOnly: true },
    },
    terms: {
      en:
        '€10 bonus money from a promo code. Wager it 30 times within 14 days (slots 100%, table ' +
        'and live 10%), at most €2 a bet; at most €50 converts to real money.',
    },
    enabled: true,
  },
  {
    key: 'sport-freebet-5',
    kind: 'custom',
    family: 'bonus',
    title: '€5 sport free bet',
    groupKey: 'sport_freebet',
    rules: {
      amount: { kind: 'fixed', cents: inEveryCurrency(5) },
      wagering: { multiplier: 1, of: 'bonus' },
      // Only sport bets will count; nothing in the casino does.
      contributions: { sport: 100, '*': 0 },
      activationDays: 30,
      wageringDays: 30,
      eligibility: { promoOnly: true },
    },
    terms: {
      en:
        'A €5 free bet for the sportsbook. It is kept in your bonuses and is used when the ' +
        'sportsbook opens; casino games do not use it.',
    },
    enabled: true,
  },
  depositCode('deposit-code-100', '100% deposit bonus up to €100', 100, 100, undefined),
  depositCode('deposit-code-crypto-50', '50% crypto deposit bonus up to €250', 50, 250, [
    'BTC',
    'BCH',
    'ETH',
    'LTC',
    'DOG',
    'USDT',
  ]),
  adventureSpins(20),
  adventureSpins(50),
  adventureBonus(10),
  adventureBonus(25),
  adventureBonus(50),
  adventureSpins(200, true),
  adventureBonus(1000, true),
];

export const promoCodesSeed: PromoCodeSeed[] = [
  // The deposit bonus codes the cashbox takes (payments config), mapped to their bonus.
  {
    code: 'WELCOME100',
    templateKey: 'deposit-code-100',
    purpose: 'deposit',
    validFrom: '2025-01-01T00:00:00Z',
    validUntil: '2030-12-31T23:59:59Z',
    maxUses: null,
    perPlayer: 1,
    perDevice: 1,
  },
  {
    code: 'CRYPTO50',
    templateKey: 'deposit-code-crypto-50',
    purpose: 'deposit',
    validFrom: '2025-01-01T00:00:00Z',
    validUntil: '2030-12-31T23:59:59Z',
    maxUses: null,
    perPlayer: 1,
    perDevice: 1,
  },
  // Multi-use: anyone, once per player and device, until the end of 2027.
  {
    code: 'WELCOME10',
    templateKey: 'promo-bonus-10',
    purpose: 'gift',
    validFrom: '2026-01-01T00:00:00Z',
    validUntil: '2027-12-31T23:59:59Z',
    maxUses: null,
    perPlayer: 1,
    perDevice: 1,
  },
  // Single-use: the first player to enter it gets the cash gift; the next hears already_used.
  {
    code: 'CASH-7QX2',
    templateKey: 'cash-gift',
    purpose: 'gift',
    validFrom: null,
    validUntil: null,
    maxUses: 1,
    perPlayer: 1,
    perDevice: 1,
  },
  // Expired, for the demo of the refusal.
  {
    code: 'SUMMER2026',
    templateKey: 'promo-bonus-10',
    purpose: 'gift',
    validFrom: '2026-06-01T00:00:00Z',
    validUntil: '2026-08-31T23:59:59Z',
    maxUses: null,
    perPlayer: 1,
    perDevice: 1,
  },
  // A betting coupon (POST /api/v2/bonuses/promo-code).
  {
    code: 'FREEBET5',
    templateKey: 'sport-freebet-5',
    purpose: 'betting',
    validFrom: '2026-01-01T00:00:00Z',
    validUntil: '2027-12-31T23:59:59Z',
    maxUses: null,
    perPlayer: 1,
    perDevice: 1,
  },
];
