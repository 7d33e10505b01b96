import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerAccount } from '@croupier/contracts/player';
import { apiRequest } from '../../../lib/api-client';
import { cashboxKeys } from './cashbox-keys';

/**
 * POST /api/player/accounts `{currency}` → the accounts, that one active (PR-019). Methods and
 * limits depend on the currency, so they load again.
 */
export async function selectAccount(currency: string): Promise<PlayerAccount[]> {
  return apiRequest('/api/player/accounts', {
    method: 'POST',
    body: { currency },
    contract: (c) => c.playerAccountsResponseSchema,
  });
}

export function useSelectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectAccount,
    onSuccess: (accounts) => {
      queryClient.setQueryData(cashboxKeys.accounts(), accounts);
      void queryClient.invalidateQueries({ queryKey: cashboxKeys.methods() });
    },
  });
}
