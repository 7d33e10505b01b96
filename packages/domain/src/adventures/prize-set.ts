/**
 * VIP-024: the prize set a player's calendar uses. The brand maps groups to sets (group 791 →
 * `vip_adv` in the demo brand); a player in no mapped group gets the first set. When several
 * mapped groups apply, the first set in the brand's order wins, so the result never depends on
 * the order the player's groups were listed in.
 */
export interface PrizeSetChoice<S extends { key: string }> {
  sets: readonly S[];
  setByGroup: Readonly<Record<string, string>>;
}

export function prizeSetFor<S extends { key: string }>(
  config: PrizeSetChoice<S>,
  groups: readonly number[],
): S | null {
  const mapped = new Set(
    groups
      .map((group) => config.setByGroup[String(group)])
      .filter((key): key is string => key !== undefined),
  );
  return config.sets.find((set) => mapped.has(set.key)) ?? config.sets[0] ?? null;
}
