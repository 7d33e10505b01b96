import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscriptions } from '@croupier/contracts/profile';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** GET /api/subscriptions (PR-028, PR-029). */
export async function getSubscriptions(): Promise<Subscriptions> {
  return apiRequest('/api/subscriptions', { contract: (c) => c.subscriptionsSchema });
}

export const subscriptionsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.subscriptions(), queryFn: getSubscriptions });

export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions());
}
