/**
 * The VIP programme's rules (engagement.md §3, §9; VIP-007..VIP-012): tier order, what each
 * tier takes in a currency, which tier a quarter's sums reach and how far the next one is. The
 * programme is the brand's data (`GET /api/vip/tiers`); nothing here names a threshold.
 */
export type VipStatusKey = string;

export interface VipThresholds {
  depositCents: number;
  betSumCents: number;
}

/**
 * VIP-009 / K-090: the thresholds shown for a currency the brand set none for, and by the site
 * when it cannot load the progress.
 */
export const SPEC_FALLBACK_THRESHOLDS: VipThresholds = {
  depositCents: 900_000,
  betSumCents: 9_000_000,
};

export interface VipProgrammeTier {
  key: VipStatusKey;
  /** Currency → what reaching the tier takes, in the currency's minor units. */
  thresholds: Readonly<Record<string, VipThresholds>>;
  /** For a currency not listed; null: the tier cannot be reached in other currencies. */
  defaultThresholds: VipThresholds | null;
}

export interface VipProgramme {
  /** Lowest first; the first is the entry tier (regular). */
  tiers: readonly VipProgrammeTier[];
}

export interface VipProgressFields {
  currency: string;
  currentStatus: VipStatusKey;
  activeStatus: VipStatusKey;
  nextStatus: VipStatusKey | null;
  depositThresholdCents: number;
  depositAmountCents: number;
  betSumCents: number;
  betSumThresholdCents: number;
  overallProgress: number;
}

export interface QuarterSums {
  depositCents: number;
  betSumCents: number;
}

export function tierKeys(programme: VipProgramme): VipStatusKey[] {
  return programme.tiers.map((tier) => tier.key);
}

export function tierRank(programme: VipProgramme, key: VipStatusKey): number {
  return tierKeys(programme).indexOf(key);
}

/** VIP-007: the tier after `key`; null at the top (VIP-008: diamond). */
export function nextTier(programme: VipProgramme, key: VipStatusKey): VipStatusKey | null {
  const keys = tierKeys(programme);
  const rank = keys.indexOf(key);
  return rank < 0 ? null : (keys[rank + 1] ?? null);
}

/**
 * VIP-010: what reaching `key` takes in `currency`; null when the brand set nothing for that
 * currency (the tier cannot be reached in it) or for the entry tier.
 */
export function tierThresholds(
  programme: VipProgramme,
  key: VipStatusKey,
  currency: string,
): VipThresholds | null {
  const tier = programme.tiers.find((candidate) => candidate.key === key);
  if (!tier || tier === programme.tiers[0]) return null;
  return tier.thresholds[currency] ?? tier.defaultThresholds;
}

/** The first tier above the entry one: the spec's "thresholds" of a currency (VIP-010). */
export function thresholds(programme: VipProgramme, currency: string): VipThresholds | null {
  const first = programme.tiers[1];
  return first ? tierThresholds(programme, first.key, currency) : null;
}

/** VIP-012: the highest tier whose deposit and bet thresholds the sums both reach. */
export function reachedTier(
  programme: VipProgramme,
  currency: string,
  sums: QuarterSums,
): VipStatusKey {
  let reached = programme.tiers[0]?.key ?? 'regular';
  for (const tier of programme.tiers.slice(1)) {
    const needed = tier.thresholds[currency] ?? tier.defaultThresholds;
    if (!needed) continue;
    if (sums.depositCents >= needed.depositCents && sums.betSumCents >= needed.betSumCents) {
      reached = tier.key;
    }
  }
  return reached;
}

/** The higher of two tiers. */
export function higherTier(
  programme: VipProgramme,
  a: VipStatusKey,
  b: VipStatusKey,
): VipStatusKey {
  return tierRank(programme, a) >= tierRank(programme, b) ? a : b;
}

/** `amount` of `threshold` in whole percent, rounded down, capped at 100 (exact for any size). */
export function percentOf(amount: number, threshold: number): number {
  if (threshold <= 0) return 100;
  const percent = (BigInt(Math.max(0, amount)) * 100n) / BigInt(threshold);
  return percent >= 100n ? 100 : Number(percent);
}

/** VIP-012: floor(mean(deposit %, bet %)), each capped at 100. */
export function overallProgress(depositPercent: number, betPercent: number): number {
  return Math.floor((Math.min(100, depositPercent) + Math.min(100, betPercent)) / 2);
}

/**
 * The thresholds progress is measured against: the next tier's in the currency, the active
 * tier's at the top; `fallback` when the brand set none for the currency.
 */
function progressTarget(
  programme: VipProgramme,
  activeStatus: VipStatusKey,
  nextStatus: VipStatusKey | null,
  currency: string,
  fallback: VipThresholds,
): VipThresholds {
  return tierThresholds(programme, nextStatus ?? activeStatus, currency) ?? fallback;
}

export interface ProgressInput {
  currency: string;
  /** The tier the player holds now (their group). */
  activeStatus: VipStatusKey;
  sums: QuarterSums;
  /** VIP-009 / K-090: shown when the brand set no threshold for the currency. */
  fallback: VipThresholds;
}

/** The progress fields of `GET /jam/vip_status_progress` (without the quarter's dates). */
export function vipProgress(programme: VipProgramme, input: ProgressInput): VipProgressFields {
  const currentStatus = reachedTier(programme, input.currency, input.sums);
  const nextStatus = nextTier(programme, input.activeStatus);
  const target = progressTarget(
    programme,
    input.activeStatus,
    nextStatus,
    input.currency,
    input.fallback,
  );
  const depositPercent = percentOf(input.sums.depositCents, target.depositCents);
  const betPercent = percentOf(input.sums.betSumCents, target.betSumCents);
  return {
    currency: input.currency,
    currentStatus,
    activeStatus: input.activeStatus,
    nextStatus,
    depositThresholdCents: target.depositCents,
    depositAmountCents: Math.max(0, input.sums.depositCents),
    betSumCents: Math.max(0, input.sums.betSumCents),
    betSumThresholdCents: target.betSumCents,
    overallProgress: overallProgress(depositPercent, betPercent),
  };
}

/**
 * VIP-009: what the site shows when the progress cannot be loaded: regular, zero progress, the
 * first tier's thresholds in the currency when the programme is known, else `fallback`.
 */
export function fallbackProgress(
  currency: string,
  programme: VipProgramme | undefined,
  fallback: VipThresholds,
): VipProgressFields {
  const target = (programme && thresholds(programme, currency)) ?? fallback;
  return {
    currency,
    currentStatus: 'regular',
    activeStatus: 'regular',
    nextStatus: programme ? nextTier(programme, 'regular') : 'bronze',
    depositThresholdCents: target.depositCents,
    depositAmountCents: 0,
    betSumCents: 0,
    betSumThresholdCents: target.betSumCents,
    overallProgress: 0,
  };
}
