import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tournamentKeys } from './tournament-keys';

/**
 * POST /api/tournaments/{id}/confirm `{confirmed: true}` (TN-009): the player joins an item that
 * needs confirmation. Joining twice is the same as once on the server.
 */
export function confirmTournament(id: number) {
  return apiRequest(`/api/tournaments/${id}/confirm`, {
    method: 'POST',
    body: { confirmed: true },
    contract: (c) => c.tournamentPlayerStatusSchema,
  });
}

/** Joins, puts the answer in the status's place and reloads the boards. */
export function useConfirmTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTournament,
    onSuccess: (status) =>
      queryClient.setQueryData(tournamentKeys.status(status.tournament_id), status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}
