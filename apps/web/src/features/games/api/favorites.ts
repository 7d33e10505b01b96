import {
  queryOptions,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Game } from '@croupier/contracts/games';
import { apiRequest } from '../../../lib/api-client';
import { logError } from '../../../lib/logger';
import { gamesKeys } from './games-keys';

/**
 * The player's favourites (PR-024, PR-025): the list with `Accept-Client: v2` comes as full
 * games; PUT / DELETE `/api/player/favorite_games/{id}` take the game's id in the player's
 * currency (`currencies[cur].id`).
 */
export async function getFavoriteGames(): Promise<Game[]> {
  return apiRequest('/api/player/favorite_games', {
    contract: (c) => c.favoriteGamesResponseSchema,
    headers: { 'accept-client': 'v2' },
  });
}

export const favoritesQueryOptions = () =>
  queryOptions({ queryKey: gamesKeys.favorites(), queryFn: getFavoriteGames, staleTime: 60_000 });

/** Only a logged-in player has favourites; a guest never asks. */
export function useFavoriteGames(isLoggedIn: boolean) {
  return useQuery({ ...favoritesQueryOptions(), enabled: isLoggedIn });
}

async function putFavorite(id: number, isAdding: boolean): Promise<void> {
  if (isAdding) {
    await apiRequest(`/api/player/favorite_games/${id}`, {
      method: 'PUT',
      contract: (c) => c.favoriteToggleResponseSchema,
    });
  } else {
    await apiRequest(`/api/player/favorite_games/${id}`, { method: 'DELETE' });
  }
}

interface ToggleVariables {
  game: Game;
  id: number;
  isAdding: boolean;
}

// PR-026: a second press while a request for the same id is in flight does nothing. Kept
// outside React so two presses in one frame (before a re-render) are caught too.
const inFlight = new Set<number>();

/** Adds or removes a favourite with an optimistic list update, undone if the server refuses. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: gamesKeys.favoriteToggle(),
    mutationFn: ({ id, isAdding }: ToggleVariables) => putFavorite(id, isAdding),
    onMutate: async ({ game, isAdding }: ToggleVariables) => {
      const key = gamesKeys.favorites();
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Game[]>(key);
      queryClient.setQueryData<Game[]>(key, (list = []) =>
        isAdding
          ? [game, ...list.filter((entry) => entry.identifier !== game.identifier)]
          : list.filter((entry) => entry.identifier !== game.identifier),
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      logError('TOGGLE_FAVORITE_GAME_ERROR', error);
      queryClient.setQueryData(gamesKeys.favorites(), context?.previous);
    },
    onSettled: (_data, _error, { id }) => {
      inFlight.delete(id);
      void queryClient.invalidateQueries({ queryKey: gamesKeys.favorites() });
    },
  });
  return (variables: ToggleVariables) => {
    if (inFlight.has(variables.id)) return;
    inFlight.add(variables.id);
    mutation.mutate(variables);
  };
}

/** Whether a favourite request for this id is in flight (the heart is locked meanwhile). */
export function useIsFavoritePending(id: number | null): boolean {
  const pending = useMutationState({
    filters: { mutationKey: gamesKeys.favoriteToggle(), status: 'pending' },
    select: (mutation) => (mutation.state.variables as ToggleVariables | undefined)?.id,
  });
  return id !== null && pending.includes(id);
}
