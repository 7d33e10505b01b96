import { QueryClient } from '@tanstack/react-query';

/**
 * One QueryClient per app. Brand, info and config data change rarely: a minute of freshness
 * avoids refetch storms when many components mount; the api client already retries network
 * errors (API-003), so TanStack Query does not retry on top of it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
