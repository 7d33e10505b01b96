import type { StagByReferrerEngine, StagByReferrerName } from '@croupier/contracts/fe-config';
import { getCookie, setCookie } from '../../lib/cookies';
import { logError } from '../../lib/logger';

/**
 * Affiliate attribution (platform-core.md §4 Stag, §9; requirements TR-001..TR-006): the stag
 * cookie is written once and never overwritten; affb_id comes from the URL or a default.
 */
export const AFFILIATE_COOKIE_DAYS = 30;
export const DEFAULT_AFFB_ID = '122';
export const SEARCH_ENGINE_AFFB_ID = '241';

export type SearchEngine = keyof StagByReferrerName;

/** google, bing or yahoo from the referrer's host; null for anything else. */
export function searchEngineOf(referrer: string): SearchEngine | null {
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return null;
  }
  const labels = host.split('.');
  if (labels.includes('google')) return 'google';
  if (labels.includes('bing')) return 'bing';
  if (labels.includes('yahoo')) return 'yahoo';
  return null;
}

/** TR-003: page+country > page > country > default; empty strings count as missing. */
export function stagFor(
  engine: StagByReferrerEngine | undefined,
  page: string,
  country: string,
): string | null {
  if (!engine) return null;
  const candidates = [
    engine.byPageAndCountry[page]?.[country],
    engine.byPage[page],
    engine.byCountry[country],
    engine.default,
  ];
  return candidates.find((value) => typeof value === 'string' && value.length > 0) ?? null;
}

/** TR-001, TR-005: the synchronous part, from the landing URL alone. */
export function captureAffiliateFromUrl(url: URL, referrer: string): void {
  const stag = url.searchParams.get('stag');
  if (stag && getCookie('stag') === undefined) setCookie('stag', stag, AFFILIATE_COOKIE_DAYS);
  const affbId = url.searchParams.get('affb_id');
  if (affbId) setCookie('affb_id', affbId, AFFILIATE_COOKIE_DAYS);
  else if (getCookie('affb_id') === undefined) {
    const fallback = searchEngineOf(referrer) ? SEARCH_ENGINE_AFFB_ID : DEFAULT_AFFB_ID;
    setCookie('affb_id', fallback, AFFILIATE_COOKIE_DAYS);
  }
}

/** Whether the stag still has to come from the referrer config (TR-002). */
export function needsReferrerStag(referrer: string): boolean {
  return getCookie('stag') === undefined && searchEngineOf(referrer) !== null;
}

/**
 * TR-002, TR-004: derives the stag from a search-engine referrer, by page and country. A
 * missing entry logs `STAG_ERROR_EMPTY`.
 */
export async function captureReferrerStag(options: {
  referrer: string;
  page: string;
  country: string;
  loadConfig: () => Promise<StagByReferrerName | null>;
}): Promise<void> {
  const engine = searchEngineOf(options.referrer);
  if (!engine || getCookie('stag') !== undefined) return;
  const config = await options.loadConfig();
  const stag = stagFor(config?.[engine], options.page, options.country);
  if (!stag) {
    logError('STAG_ERROR_EMPTY', `${engine} ${options.page} ${options.country}`);
    return;
  }
  if (getCookie('stag') === undefined) setCookie('stag', stag, AFFILIATE_COOKIE_DAYS);
}
