import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KycDocument, KycDocumentKind } from '@croupier/contracts/verification';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

export interface UploadDocumentRequest {
  kind: KycDocumentKind;
  file: File;
}

/**
 * POST /api/player/documents, multipart `kind` + `file` → 201 with the pending document. The
 * api checks the type by its first bytes and the 10 MB limit again; the site checks first so a
 * wrong file never travels.
 */
export async function uploadDocument({ kind, file }: UploadDocumentRequest): Promise<KycDocument> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, file.name);
  return apiRequest('/api/player/documents', {
    method: 'POST',
    body,
    contract: (c) => c.kycDocumentSchema,
  });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.documents() }),
  });
}
