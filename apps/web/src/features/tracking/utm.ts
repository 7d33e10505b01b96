import type { UtmMetrics } from '@croupier/contracts/tracking';
import { apiRequest } from '../../lib/api-client';
import { getCookie, setCookie } from '../../lib/cookies';
import { logError } from '../../lib/logger';

/** TR-008, TR-009: utm_* and sub_id from the landing URL, kept 30 days, logged with log_utm_set. */
export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'sub_id',
] as const satisfies readonly (keyof UtmMetrics)[];
export const UTM_COOKIE_DAYS = 30;

export function readUtmCookies(): UtmMetrics {
  const metrics: UtmMetrics = {};
  for (const key of UTM_KEYS) metrics[key] = getCookie(key) ?? null;
  return metrics;
}

/** Writes the cookies of a landing with utm parameters and reports them; returns whether it did. */
export async function captureUtm(url: URL): Promise<boolean> {
  const present = UTM_KEYS.filter((key) => url.searchParams.get(key));
  if (present.length === 0) return false;
  for (const key of present) setCookie(key, url.searchParams.get(key) ?? '', UTM_COOKIE_DAYS);
  try {
    await apiRequest('/log_utm_set', { method: 'POST', body: { utmMetrics: readUtmCookies() } });
  } catch (error) {
    logError('LOG_UTM_SET_ERROR', error);
  }
  return true;
}

/** After registration or first deposit (TR-009): the accounts and cashbox issues call this. */
export async function sendUtm(): Promise<void> {
  try {
    await apiRequest('/log_utm_send', { method: 'POST', body: { utmMetrics: readUtmCookies() } });
  } catch (error) {
    logError('LOG_UTM_SEND_ERROR', error);
  }
}
