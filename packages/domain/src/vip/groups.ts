import type { VipStatusKey } from './programme.js';

/**
 * VIP status ↔ player groups (platform-core.md §6, §9; VIP-001..VIP-004). The brand's group ids
 * come in; none is written here.
 */
export interface VipGroupIds {
  /** Tier → its group (regular 1117, bronze 257, ... diamond 759 in the demo brand). */
  tiers: Record<VipStatusKey, number>;
  /** Older groups that still mean a tier (793 → bronze). */
  legacy: Readonly<Record<VipStatusKey, number>>;
  /** The status search order, highest first (K-083: 759, 255, 259, 258, 257). */
  searchOrder: readonly number[];
}

/** VIP-002 reading: the first group of the search order the player is in; 793 is bronze. */
export function statusOfGroups(groups: readonly number[], ids: VipGroupIds): VipStatusKey {
  const byGroup = new Map<number, VipStatusKey>();
  for (const [tier, group] of Object.entries(ids.tiers)) byGroup.set(group, tier as VipStatusKey);
  for (const [tier, group] of Object.entries(ids.legacy)) byGroup.set(group, tier as VipStatusKey);
  for (const group of ids.searchOrder) {
    const tier = byGroup.get(group);
    if (groups.includes(group) && tier) return tier;
  }
  for (const [tier, group] of Object.entries(ids.legacy)) {
    if (groups.includes(group)) return tier as VipStatusKey;
  }
  return 'regular';
}

/**
 * The membership change that makes `groups` say `status`: join its group, leave every other
 * tier group and the legacy ones.
 */
export function statusGroupChange(
  groups: readonly number[],
  status: VipStatusKey,
  ids: VipGroupIds,
): { add: number[]; remove: number[] } {
  const target = ids.tiers[status];
  if (target === undefined) throw new Error(`VIP status ${status} has no group`);
  const tierGroups = new Set([...Object.values(ids.tiers), ...Object.values(ids.legacy)]);
  return {
    add: groups.includes(target) ? [] : [target],
    remove: groups.filter((group) => group !== target && tierGroups.has(group)),
  };
}
