import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KycDocument } from '@croupier/contracts/verification';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** GET /api/player/documents: the player's uploads with their review status (PR-032). */
export async function getDocuments(): Promise<KycDocument[]> {
  return apiRequest('/api/player/documents', { contract: (c) => c.kycDocumentsResponseSchema });
}

export const documentsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.documents(), queryFn: getDocuments });

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}
