import type { PlayerSettings } from '@croupier/contracts/realtime';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/player/settings: the socket URL, channel user and a short-lived token (PR-011). */
export async function getPlayerSettings(): Promise<PlayerSettings> {
  return apiRequest('/api/player/settings', { contract: (c) => c.playerSettingsSchema });
}
