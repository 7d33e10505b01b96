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
  /** The Star group (256 in the demo brand): a named group that does not make a player VIP. */
  star?: number;
}

/** The brand's group ids as its configuration gives them (contracts `brandGroupsSchema`). */
export interface BrandVipGroups {
  vipTiers: Record<VipStatusKey, number> & { bronzeLegacy: number };
  vipStatusOrder: readonly number[];
  star?: number | undefined;
}

/** The brand's tier ids as these rules read them (legacy Bronze 793, the Star group). */
export function vipGroupIdsOf(groups: BrandVipGroups): VipGroupIds {
  const { bronzeLegacy, ...tiers } = groups.vipTiers;
  return {
    tiers,
    legacy: { bronze: bronzeLegacy },
    searchOrder: groups.vipStatusOrder,
    ...(groups.star === undefined ? {} : { star: groups.star }),
  };
}

/** What a group stands for among the VIP groups (VIP-003), or null for any other group. */
export type VipGroupName = VipStatusKey | 'star';

/**
 * VIP-003 / K-082: the name of one group: its tier (793, the older Bronze group, is bronze), or
 * `star` for the Star group; null for a group that is neither.
 */
export function vipGroupName(group: number, ids: VipGroupIds): VipGroupName | null {
  for (const [tier, id] of Object.entries(ids.tiers)) if (id === group) return tier as VipStatusKey;
  for (const [tier, id] of Object.entries(ids.legacy))
    if (id === group) return tier as VipStatusKey;
  return ids.star === group ? 'star' : null;
}

/** VIP-002 reading: the first group of the search order the player is in; 793 is bronze. */
export function statusOfGroups(groups: readonly number[], ids: VipGroupIds): VipStatusKey {
  for (const group of ids.searchOrder) {
    const tier = vipGroupName(group, ids);
    if (groups.includes(group) && tier && tier !== 'star') return tier;
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
