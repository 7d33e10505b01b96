import { apiRequest } from '../../../lib/api-client';
import { logError } from '../../../lib/logger';

/** PATCH /api/player/update_locale when a logged-in player picks a locale (platform-core.md §7). */
export async function updateLocale(locale: string): Promise<void> {
  try {
    await apiRequest('/api/player/update_locale', { method: 'PATCH', body: { locale } });
  } catch (error) {
    logError('UPDATE_LOCALE_ERROR', error);
  }
}
