import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now; false where matchMedia is missing (tests, old browsers). */
export const matchesMedia = (query: string): boolean =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false;

/** `matchesMedia`, kept current as the query starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesMedia(query),
    () => false,
  );
}

export const DESKTOP_QUERY = '(min-width: 1024px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
