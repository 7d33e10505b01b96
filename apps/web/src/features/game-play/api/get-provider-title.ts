import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/games/providers (GM-014): the catalog's providers, for a provider's display title. */
async function getProviders() {
  const { gameProvidersResponseSchema } = await import('../../../lib/contracts');
  return apiRequest('/api/games/providers', { schema: gameProvidersResponseSchema });
}

/** "velvet-live" → "Velvet Live": what to show until (or if never) the list answers. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The provider's title from the catalog, its slug made readable meanwhile. */
export function useProviderTitle(slug: string | undefined): string {
  const { data } = useQuery({
    queryKey: ['game-play', 'providers'],
    queryFn: getProviders,
    staleTime: 10 * 60_000,
    enabled: slug !== undefined,
  });
  if (!slug) return '';
  return data?.find((provider) => provider.slug === slug)?.title ?? titleFromSlug(slug);
}
