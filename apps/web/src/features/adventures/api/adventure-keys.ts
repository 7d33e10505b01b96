/**
 * Query keys of the adventure calendar: a completed day issues a gift, so the live refresher
 * invalidates `['adventures']` with the gifts on `bonuses_changes` / `freespins_changes`.
 */
export const adventureKeys = {
  all: ['adventures'] as const,
  state: () => [...adventureKeys.all, 'state'] as const,
};
