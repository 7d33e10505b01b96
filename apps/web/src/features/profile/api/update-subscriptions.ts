import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscriptions } from '@croupier/contracts/profile';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** PUT /api/subscriptions: the whole pair, answered with what is stored. */
export async function updateSubscriptions(subscriptions: Subscriptions): Promise<Subscriptions> {
  return apiRequest('/api/subscriptions', {
    method: 'PUT',
    body: subscriptions,
    contract: (c) => c.subscriptionsSchema,
  });
}

export function useUpdateSubscriptions(onSaved: (subscriptions: Subscriptions) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscriptions,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.subscriptions(), saved);
      onSaved(saved);
    },
  });
}
