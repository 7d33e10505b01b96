import { z } from 'zod';

/**
 * VIP status and progress (engagement.md §3 VIP progress, VIP tiers and groups, §4, §9;
 * platform-core.md §6, §9; requirements VIP-001..VIP-016). The status comes from the calendar
 * quarter's deposits and bets in the player's currency against the brand's per-currency
 * thresholds; it expires at the quarter's end (UTC) unless its tier is lifelong. Shapes the spec
 * leaves open are written down in docs/api.md "VIP".
 */

const minorUnits = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const currencyCode = z.string().regex(/^[A-Z]{3,4}$/);
const isoTime = z.string().datetime({ offset: true });

/** VIP-007 / VIP-008 reading: the status order, lowest first. */
export const VIP_STATUSES = ['regular', 'bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export const vipStatusKeySchema = z.enum(VIP_STATUSES);
export type VipStatusKey = z.infer<typeof vipStatusKeySchema>;

/** What reaching a tier takes in one currency, in its minor units (VIP-010). */
export const vipThresholdsSchema = z.object({
  depositCents: minorUnits,
  betSumCents: minorUnits,
});
export type VipThresholds = z.infer<typeof vipThresholdsSchema>;

/** One tier of the brand's VIP programme (brand data, table `vip_tiers`). */
export const vipTierSchema = z.object({
  key: vipStatusKeySchema,
  /** Lifelong (VIP-008: diamond): the quarter's end does not take it away. */
  lifelong: z.boolean(),
  /** Currency → what reaching the tier takes; empty for the entry tier (regular). */
  thresholds: z.record(currencyCode, vipThresholdsSchema),
  /** For a currency the tier does not list; null: not reachable in other currencies. */
  defaultThresholds: vipThresholdsSchema.nullable(),
  /** Its group id (brand `groups.vipTiers`): membership follows the status. */
  groupId: z.number().int(),
  /** The weekly cashback percentage of the tier, when the brand runs one (gifts). */
  cashbackPercent: z.number().nonnegative().nullable(),
  /** The brand has a personal manager for the tier's group (PR-035). */
  personalManager: z.boolean(),
});
export type VipTier = z.infer<typeof vipTierSchema>;

/** `GET /api/vip/tiers` (public): every tier, lowest first, for the compare carousel (VIP-016). */
export const vipTiersResponseSchema = z.object({
  tiers: z.array(vipTierSchema).min(1),
});
export type VipTiersResponse = z.infer<typeof vipTiersResponseSchema>;

/**
 * `GET /jam/vip_status_progress` (VIP-006, VIP-012 proposal). `currentStatus`: the tier this
 * quarter's sums reach; `activeStatus`: the tier the player holds now (their group, kept until
 * `expiresAt`); `nextStatus`: the tier after the active one (null at the top); the thresholds
 * are the next tier's in `currency` (the active one's at the top); `overallProgress` =
 * floor(mean(deposit %, bet %)), each capped at 100.
 */
export const vipStatusProgressSchema = z.object({
  currency: currencyCode,
  currentStatus: vipStatusKeySchema,
  activeStatus: vipStatusKeySchema,
  nextStatus: vipStatusKeySchema.nullable(),
  depositThresholdCents: minorUnits,
  depositAmountCents: minorUnits,
  betSumCents: minorUnits,
  betSumThresholdCents: minorUnits,
  overallProgress: z.number().int().min(0).max(100),
  /** The quarter the sums cover: `2026-Q4`, its start and end (UTC, end exclusive). */
  quarter: z.string().regex(/^\d{4}-Q[1-4]$/),
  quarterStartsAt: isoTime,
  quarterEndsAt: isoTime,
  /** When the active status ends (the quarter's end); null for regular or a lifelong tier. */
  expiresAt: isoTime.nullable(),
});
export type VipStatusProgress = z.infer<typeof vipStatusProgressSchema>;
