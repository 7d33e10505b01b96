/**
 * Query keys of lootboxes, the wheel and Rocket Chance: all under `['lootboxes']`, so
 * `lootboxes_changes` refreshes them together (LB-013) — the floating widget's count too — and
 * a gift change (a wheel or chance ticket is a gift) refreshes them with the gifts.
 */
export const lootboxKeys = {
  all: ['lootboxes'] as const,
  list: () => [...lootboxKeys.all, 'list'] as const,
  wheel: () => [...lootboxKeys.all, 'wheel'] as const,
  chance: () => [...lootboxKeys.all, 'chance'] as const,
};
