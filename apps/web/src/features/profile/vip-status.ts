import type { BrandGroups } from '@croupier/contracts/info';
import { vipGroupIdsOf, vipGroupName } from '@croupier/domain/vip/groups';

const VIP_TIERS = ['diamond', 'platinum', 'gold', 'silver', 'bronze'] as const;
export type VipTier = (typeof VIP_TIERS)[number];
const isVipTier = (name: string | null): name is VipTier =>
  (VIP_TIERS as readonly (string | null)[]).includes(name);

export interface VipStatus {
  /** The tier whose group came first in the brand's search order; null for a bare VIP flag. */
  tier: VipTier | null;
  /** The VIP groups the player is in, for the manager lookup (PR-035). */
  groups: number[];
}

/**
 * platform-core.md §6 and engagement.md §6: VIP groups (759, 255, 259, 258, 257 here, from the
 * brand configuration, never hard-coded) make a player VIP; the status name comes from the first
 * VIP group found in the brand's order (VIP-003 names each group). The player's `vip` flag alone
 * also shows the badge. Null: not VIP (Regular 1117 and Star 256 are not, VIP-004).
 */
export function vipStatus(
  player: { groups?: number[] | undefined; vip?: boolean | undefined },
  brandGroups: Pick<BrandGroups, 'vipTiers' | 'vipStatusOrder'> | undefined,
): VipStatus | null {
  const groups = player.groups ?? [];
  // VIP-004: the old Bronze group (793) is outside the status list but still shows Bronze, last.
  const legacy = brandGroups?.vipTiers.bronzeLegacy;
  const order = [...(brandGroups?.vipStatusOrder ?? [])];
  if (legacy !== undefined && !order.includes(legacy)) order.push(legacy);
  const vipGroups = order.filter((group) => groups.includes(group));
  if (vipGroups.length === 0 && player.vip !== true) return null;
  const first = vipGroups[0];
  const name =
    brandGroups && first !== undefined ? vipGroupName(first, vipGroupIdsOf(brandGroups)) : null;
  return { tier: isVipTier(name) ? name : null, groups: vipGroups };
}
