import { LOCALE_CODES } from './locales.js';

/**
 * First path segments that never name a page of the site: served by the api on the same origin
 * (API-012), or the site's own static folders. The api answers a GET there that no route took
 * with a 404, never with the site's document.
 */
export const NON_PAGE_SEGMENTS: readonly string[] = [
  'api',
  'messages',
  'ws',
  'client-context',
  'restore-id',
  'check-email',
  'jam',
  'log',
  'log_utm_set',
  'log_utm_send',
  'performance',
  'network-performance',
  'metrics-errors-validation',
  'healthz',
  'readyz',
  '__test',
  'dev',
  'assets',
  'images',
  'brand',
  'cms',
];

/**
 * First path segments the player site or the api already owns (platform-core.md §2.2,
 * engagement.md §2 Routes, requirements RT-030, RT-032, RT-033). Fixed routes win over CMS
 * slugs, so a CMS page may not start with one of these: it could never be reached, or it would
 * shadow a screen. Locale codes are reserved too, because `/de/...` is a locale prefix (§2.3).
 */
export const RESERVED_ROUTE_SEGMENTS: readonly string[] = [
  // Lobby and game lists.
  'pokies',
  'live',
  'categories',
  'games',
  'producers',
  'favorite-games',
  'play',
  // Cashbox and profile (login required).
  'cashbox',
  'dashboard',
  'deposit',
  'deposit-bonus',
  'withdraw',
  'deposit-fast',
  'accounts',
  'profile',
  'users',
  'payments',
  // Auth popups and guest-only routes.
  'sign-in',
  'sign-up',
  'remind',
  'registration',
  'login',
  'new-password',
  'email-verify',
  'confirmation',
  // Other fixed screens.
  'support',
  'action',
  'oops',
  'sport',
  'ffc',
  'bonus',
  'arena',
  'vip',
  'vip-adventure',
  'comp-points',
  // Promotions, tournaments and brand paths (RT-032..RT-038).
  'tournaments',
  'lottery',
  'promotions',
  'news',
  'rocket-mart',
  'rocket-chance',
  'rocketmart-wheel',
  'rocketplay-wheel',
  'rocketplay-vipclub',
  'aquanova-odyssey',
  'jackpots',
  ...NON_PAGE_SEGMENTS,
  ...LOCALE_CODES.map((code) => code.toLowerCase()),
];

/**
 * Fixed routes whose screen renders the CMS page of the same slug (CMS-030: the support page
 * renders CMS content; CP-017, CP-018, CP-023: the rewards mart reads its sale meta json and its
 * read-more block from the page `rocket-mart`). Creating that one page is how the operator fills
 * the screen.
 */
export const CMS_BACKED_ROUTES: readonly string[] = ['support', 'rocket-mart'];

const reserved = new Set(RESERVED_ROUTE_SEGMENTS);

/** The first segment of a path, lower-cased: `/Terms/au` → `terms`, `/` → ``. */
export function firstSegment(path: string): string {
  return (path.split('/').find((part) => part !== '') ?? '').toLowerCase();
}

/**
 * Why a CMS page path may not be created, or undefined when it may. The root path is the
 * lobby; a page whose first segment is a fixed route clashes unless it is that route's own
 * CMS page (exactly `/support`, not `/support/x`).
 */
export function cmsPathClash(path: string): string | undefined {
  const segment = firstSegment(path);
  if (segment === '') return 'the root path is the lobby';
  if (!reserved.has(segment)) return undefined;
  const segments = path.split('/').filter((part) => part !== '');
  if (CMS_BACKED_ROUTES.includes(segment) && segments.length === 1) return undefined;
  return `/${segment} is a fixed route of the site`;
}
