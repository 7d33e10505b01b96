import type { BrandGroups } from '@croupier/contracts/info';

export type VipTier = 'diamond' | 'platinum' | 'gold' | 'silver' | 'bronze';

export interface VipStatus {
  /** The tier whose group came first in the brand's search order; null for a bare VIP flag. */
  tier: VipTier | null;
  /** The VIP groups the player is in, for the manager lookup (PR-035). */
  groups: number[];
}

/**
 * platform-core.md §6 and engagement.md §6: VIP groups (759, 255, 259, 258, 257 here, from the
 * brand configuration, never hard-coded) make a player VIP; the status name comes from the first
 * VIP group found in the brand's order. The player's `vip` flag alone also shows the badge.
 * Null: not VIP.
 */
export function vipStatus(
  player: { groups?: number[] | undefined; vip?: boolean | undefined },
  brandGroups: Pick<BrandGroups, 'vipTiers' | 'vipStatusOrder'> | undefined,
): VipStatus | null {
  const groups = player.groups ?? [];
  const tiers = brandGroups?.vipTiers;
  // VIP-004: the old Bronze group (793) is outside the status list but still shows Bronze, last.
  const legacy = tiers?.bronzeLegacy;
  const order = [...(brandGroups?.vipStatusOrder ?? [])];
  if (legacy !== undefined && !order.includes(legacy)) order.push(legacy);
  const vipGroups = order.filter((group) => groups.includes(group));
  if (vipGroups.length === 0 && player.vip !== true) return null;
  const first = vipGroups[0];
  const tier: VipTier | null =
    !tiers || first === undefined
      ? null
      : first === tiers.diamond
        ? 'diamond'
        : first === tiers.platinum
          ? 'platinum'
          : first === tiers.gold
            ? 'gold'
            : first === tiers.silver
              ? 'silver'
              : first === tiers.bronze || first === tiers.bronzeLegacy
                ? 'bronze'
                : null;
  return { tier, groups: vipGroups };
}
