import { session } from '../../lib/storage';
import { withoutParams } from './url-rules';

/**
 * Promo codes from the landing URL (platform-core.md §2.5; engagement.md §2 Route guards;
 * requirements RT-054..RT-056): kept in sessionStorage, stripped from the URL.
 */
export const PROMO_CODE_PARAMS = ['depositPromocode', 'giftPromocode'] as const;
export type PromoCodeParam = (typeof PROMO_CODE_PARAMS)[number];

export function getStoredPromoCode(name: PromoCodeParam): string | null {
  return session.get(name);
}

export function clearPromoCodes(): void {
  for (const name of PROMO_CODE_PARAMS) session.remove(name);
  session.remove(REDIRECTED_KEY);
}

/**
 * Stores the codes present in `search`; returns the search to replace the URL with, or null
 * when there was nothing to take.
 */
export function takePromoCodes(search: string): string | null {
  const params = new URLSearchParams(search);
  let found = false;
  for (const name of PROMO_CODE_PARAMS) {
    const value = params.get(name);
    if (value === null) continue;
    found = true;
    if (value) session.set(name, value);
    if (value && name === 'giftPromocode') session.remove(REDIRECTED_KEY);
  }
  return found ? withoutParams(search, PROMO_CODE_PARAMS) : null;
}

export type MainLandingAction = 'none' | 'cleared' | 'go-to-gifts';

/** Landing on main: a guest's stored codes are cleared; a player with a gift code goes to gifts. */
export function onMainLanding(isLoggedIn: boolean): MainLandingAction {
  if (!isLoggedIn) {
    const had = PROMO_CODE_PARAMS.some((name) => session.get(name) !== null);
    clearPromoCodes();
    return had ? 'cleared' : 'none';
  }
  // Once per stored code: the gifts screen consumes it, and main must stay reachable meanwhile.
  const code = session.get('giftPromocode');
  if (!code || session.get(REDIRECTED_KEY) === code) return 'none';
  session.set(REDIRECTED_KEY, code);
  return 'go-to-gifts';
}

const REDIRECTED_KEY = 'giftPromocodeRedirected';
