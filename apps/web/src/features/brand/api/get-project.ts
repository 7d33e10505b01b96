import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectResponse } from '@croupier/contracts/info';
import { apiRequest } from '../../../lib/api-client';
import { orEmpty } from '../../../lib/logger';
import { brandKeys } from './brand-keys';

/** GET /api/info/project; null when it failed (logged, ERR-001). */
export const getProject = (): Promise<ProjectResponse | null> =>
  orEmpty(
    'LOAD_PROJECT_ERROR',
    async () => {
      return apiRequest('/api/info/project', { contract: (c) => c.projectResponseSchema });
    },
    null,
  );

export const projectQueryOptions = () =>
  queryOptions({ queryKey: brandKeys.project(), queryFn: getProject, staleTime: Infinity });

export function useProject() {
  return useQuery(projectQueryOptions());
}
