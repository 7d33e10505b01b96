import type { Status } from '@croupier/contracts/info';
import type { VipStatusProgress, VipTier, VipTiersResponse } from '@croupier/contracts/vip';

const EUR = (deposit: number, bets: number) => ({ depositCents: deposit, betSumCents: bets });

/** The demo brand's tiers as GET /api/vip/tiers answers them (EUR and BRL only). */
export function makeTiers(): VipTiersResponse {
  const tier = (
    key: VipTier['key'],
    factor: number,
    groupId: number,
    extra: Partial<VipTier> = {},
  ): VipTier => ({
    key,
    lifelong: false,
    thresholds:
      factor === 0
        ? {}
        : {
            EUR: EUR(600_000 * factor, 6_000_000 * factor),
            BRL: EUR(3_000_000 * factor, 30_000_000 * factor),
          },
    defaultThresholds: factor === 0 ? null : EUR(900_000 * factor, 9_000_000 * factor),
    groupId,
    cashbackPercent: 10 + (factor > 0 ? Math.round(Math.log10(factor) * 3) + 1 : 0),
    personalManager: factor > 0,
    ...extra,
  });
  return {
    tiers: [
      tier('regular', 0, 1117),
      tier('bronze', 1, 257),
      tier('silver', 3, 258),
      tier('gold', 10, 259),
      tier('platinum', 25, 255),
      tier('diamond', 50, 759, { lifelong: true }),
    ],
  };
}

export function makeProgress(overrides: Partial<VipStatusProgress> = {}): VipStatusProgress {
  return {
    currency: 'EUR',
    currentStatus: 'regular',
    activeStatus: 'regular',
    nextStatus: 'bronze',
    depositThresholdCents: 600_000,
    depositAmountCents: 300_000,
    betSumCents: 6_000_000,
    betSumThresholdCents: 6_000_000,
    overallProgress: 75,
    quarter: '2026-Q4',
    quarterStartsAt: '2026-10-01T00:00:00.000Z',
    quarterEndsAt: '2027-01-01T00:00:00.000Z',
    expiresAt: null,
    ...overrides,
  };
}

const MAXIMA = [
  100, 500, 1_500, 3_500, 7_500, 15_000, 30_000, 60_000, 120_000, 250_000, 500_000, 1_000_000,
];

/** GET /api/info/statuses: twelve levels with ascending maxima. */
export function makeLevels(): Status[] {
  return MAXIMA.map((max, index) => ({
    id: String(2001 + index),
    level: `level_${index + 1}`,
    name: `Level name ${index + 1}`,
    conditions: { persistent_comp_points: { max } },
    gift_descriptions: [`${(index + 1) * 10} free spins on reaching the level`],
    image: `/brand/levels/level-${index + 1}.svg`,
    content: `Collect ${max} comp points in total to complete this level.`,
  }));
}
