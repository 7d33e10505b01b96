import { useEffect, useEffectEvent, useRef } from 'react';
import { session } from '../../lib/storage';

/**
 * iOS Meta in-app browser escape popup (platform-core.md §4, §9; requirements SH-031..SH-033):
 * once per session; guests at once; logged-in players when due 5 min after the first timer
 * start, checked every minute, only with no cashbox open and off the game page; also on logout.
 */
export const IOS_ESCAPE_DELAY_MS = 5 * 60_000;
export const IOS_ESCAPE_CHECK_MS = 60_000;
const SHOWN_KEY = 'iosWebviewEscapeShown';
const TIMER_START_KEY = 'iosWebviewEscapeTimerStart';

export interface IosEscapeOptions {
  /** `GET /client-context` said isMetaWebview && isIOS. */
  enabled: boolean;
  isLoggedIn: boolean;
  /** No cashbox modal open and the route is not a game item. */
  canShow: () => boolean;
  show: () => void;
}

export function useIosWebviewEscape({ enabled, isLoggedIn, canShow, show }: IosEscapeOptions) {
  const canShowNow = useEffectEvent(canShow);
  const showNow = useEffectEvent(show);
  const wasLoggedIn = useRef(isLoggedIn);

  useEffect(() => {
    const loggedOut = wasLoggedIn.current && !isLoggedIn;
    wasLoggedIn.current = isLoggedIn;
    if (!enabled || session.get(SHOWN_KEY)) return;
    const fire = () => {
      session.set(SHOWN_KEY, '1');
      showNow();
    };
    if (!isLoggedIn || loggedOut) {
      fire();
      return;
    }
    const stored = Number(session.get(TIMER_START_KEY));
    const start = Number.isFinite(stored) && stored > 0 ? stored : Date.now();
    session.set(TIMER_START_KEY, String(start));
    const timer = setInterval(() => {
      if (session.get(SHOWN_KEY)) return clearInterval(timer);
      if (Date.now() - start >= IOS_ESCAPE_DELAY_MS && canShowNow()) {
        clearInterval(timer);
        fire();
      }
    }, IOS_ESCAPE_CHECK_MS);
    return () => clearInterval(timer);
  }, [enabled, isLoggedIn]);
}
