import type { Device, LaunchResponse } from '@croupier/contracts/games';
import { apiRequest } from '../../../lib/api-client';

export type PlayMode = 'real' | 'demo';

/**
 * POST /api/games/{provider}/{key}/launch (GM-009): a game session at the studio and the iframe
 * src. The identifier is `provider/key`, so both parts are path segments. Refusals come back as
 * ApiError with `{error, errors}` (games.ts LAUNCH_ERRORS); `launchRefusal` reads them.
 */
export async function launchGame(
  identifier: string,
  request: { mode: PlayMode; device: Device },
): Promise<LaunchResponse> {
  const path = identifier.split('/').map(encodeURIComponent).join('/');
  return apiRequest(`/api/games/${path}/launch`, {
    method: 'POST',
    body: request,
    contract: (c) => c.launchResponseSchema,
  });
}
