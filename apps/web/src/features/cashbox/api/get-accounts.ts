import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerAccount } from '@croupier/contracts/player';
import { apiRequest } from '../../../lib/api-client';
import { cashboxKeys } from './cashbox-keys';

/**
 * GET /api/player/accounts: one wallet per currency, exactly one active (PR-017). The header
 * balance and every cashbox step read it; the `balance` push refreshes it (CB-028).
 */
export async function getAccounts(): Promise<PlayerAccount[]> {
  return apiRequest('/api/player/accounts', { contract: (c) => c.playerAccountsResponseSchema });
}

export const accountsQueryOptions = () =>
  queryOptions({ queryKey: cashboxKeys.accounts(), queryFn: getAccounts, staleTime: 30_000 });

export function useAccounts(enabled = true) {
  return useQuery({ ...accountsQueryOptions(), enabled });
}

/** The wallet money moves in; the first one when none is marked (never expected). */
export function activeAccount(accounts: readonly PlayerAccount[] | undefined) {
  return accounts?.find((account) => account.active) ?? accounts?.[0];
}
