/**
 * Query keys of tournaments, quests and achievements: every key starts with `['tournaments']`,
 * so a `tournaments_statuses` push and a sign-out reach all of them.
 */
export const tournamentKeys = {
  all: ['tournaments'] as const,
  list: () => [...tournamentKeys.all, 'list'] as const,
  recent: () => [...tournamentKeys.all, 'recent'] as const,
  player: () => [...tournamentKeys.all, 'player'] as const,
  detail: (idOrSlug: string) => [...tournamentKeys.all, 'detail', idOrSlug] as const,
  status: (id: number) => [...tournamentKeys.all, 'status', id] as const,
};
