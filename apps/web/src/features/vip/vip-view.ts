import type { VipStatusKey, VipTier } from '@croupier/contracts/vip';

/**
 * Display rules of the VIP club (engagement.md §9: dates DD/MM/YYYY), kept out of the
 * components so they are tested alone.
 */

/** The translation key of a tier's name. */
export const tierNameKey = (tier: VipStatusKey) => `VIP_CLUB.TIERS.${tier.toUpperCase()}`;

/**
 * The last day before an exclusive UTC end (`2027-01-01T00:00:00Z` → `31/12/2026`): the quarter
 * boundaries are UTC (docs/vip.md), so the day is written in UTC too.
 */
export function lastDayBefore(endIso: string): string {
  const last = new Date(new Date(endIso).getTime() - 1);
  const day = String(last.getUTCDate()).padStart(2, '0');
  const month = String(last.getUTCMonth() + 1).padStart(2, '0');
  return `${day}/${month}/${last.getUTCFullYear()}`;
}

/** The first instant of the quarter after `now`, UTC (the guest's and the fallback's end). */
export function quarterEndAfter(now: Date): string {
  const quarter = Math.floor(now.getUTCMonth() / 3);
  return new Date(Date.UTC(now.getUTCFullYear(), quarter * 3 + 3, 1)).toISOString();
}

/** A tier's thresholds in `currency`, its default ones for a currency it does not list. */
export function tierThresholdsIn(tier: VipTier, currency: string) {
  return tier.thresholds[currency] ?? tier.defaultThresholds;
}
