import type { VipStatusKey, VipThresholds } from '@croupier/contracts/vip';

/**
 * The demo brand's VIP programme (engagement.md §3, §9; VIP-007..VIP-010; docs/vip.md). The
 * spec's per-currency thresholds (VIP-010: USD/EUR 600,000 / 6,000,000; AUD/CAD/NZD 900,000 /
 * 9,000,000; BRL 3,000,000 / 30,000,000, deposit / bet sum in minor units) are what bronze takes;
 * each higher tier takes a multiple of them (the spec names no higher figure). Currencies the
 * spec leaves out are set at about the same worth. Diamond is lifelong (VIP-008 reading). The
 * tiers' group ids are the brand's `groups.vipTiers`, not repeated here.
 */
export interface VipTierSeed {
  key: VipStatusKey;
  rank: number;
  lifelong: boolean;
  thresholds: Record<string, VipThresholds>;
  defaultThresholds: VipThresholds | null;
}

/** Bronze, per currency: deposits and bet sum of one quarter, in the currency's minor units. */
const BRONZE: Record<string, VipThresholds> = {
  EUR: { depositCents: 600_000, betSumCents: 6_000_000 },
  USD: { depositCents: 600_000, betSumCents: 6_000_000 },
  GBP: { depositCents: 600_000, betSumCents: 6_000_000 },
  AUD: { depositCents: 900_000, betSumCents: 9_000_000 },
  CAD: { depositCents: 900_000, betSumCents: 9_000_000 },
  NZD: { depositCents: 900_000, betSumCents: 9_000_000 },
  BRL: { depositCents: 3_000_000, betSumCents: 30_000_000 },
  NOK: { depositCents: 6_000_000, betSumCents: 60_000_000 },
  // JPY has no minor unit: 1,000,000 is ¥1,000,000.
  JPY: { depositCents: 1_000_000, betSumCents: 10_000_000 },
  KZT: { depositCents: 300_000_000, betSumCents: 3_000_000_000 },
  // Crypto in 1e-8 units (USDT 1e-6): BTC 0.07 / 0.7.
  BTC: { depositCents: 7_000_000, betSumCents: 70_000_000 },
  ETH: { depositCents: 200_000_000, betSumCents: 2_000_000_000 },
  BCH: { depositCents: 1_500_000_000, betSumCents: 15_000_000_000 },
  LTC: { depositCents: 8_000_000_000, betSumCents: 80_000_000_000 },
  DOG: { depositCents: 4_000_000_000_000, betSumCents: 40_000_000_000_000 },
  USDT: { depositCents: 6_000_000_000, betSumCents: 60_000_000_000 },
};

/** K-090: what bronze takes in a currency not listed (the site's fallback figures, VIP-009). */
const BRONZE_DEFAULT: VipThresholds = { depositCents: 900_000, betSumCents: 9_000_000 };

const times = (factor: number, thresholds: VipThresholds): VipThresholds => ({
  depositCents: thresholds.depositCents * factor,
  betSumCents: thresholds.betSumCents * factor,
});

const tier = (key: VipStatusKey, rank: number, factor: number, lifelong = false): VipTierSeed => ({
  key,
  rank,
  lifelong,
  thresholds: Object.fromEntries(
    Object.entries(BRONZE).map(([currency, bronze]) => [currency, times(factor, bronze)]),
  ),
  defaultThresholds: times(factor, BRONZE_DEFAULT),
});

export const vipTiersSeed: VipTierSeed[] = [
  { key: 'regular', rank: 0, lifelong: false, thresholds: {}, defaultThresholds: null },
  tier('bronze', 1, 1),
  tier('silver', 2, 3),
  tier('gold', 3, 10),
  tier('platinum', 4, 25),
  tier('diamond', 5, 50, true),
];
