import { useEffect, useEffectEvent, useRef } from 'react';

/** GM-027: the next page loads once the end of the list is within this distance of the viewport. */
export const LOAD_MORE_MARGIN_PX = 500;

/**
 * Calls `onNearEnd` whenever the sentinel element comes within 500 px below the viewport.
 * Returns the ref for the sentinel placed after the last tile.
 */
export function useLoadMore<T extends Element>(onNearEnd: () => void, isEnabled: boolean) {
  const ref = useRef<T>(null);
  const onNear = useEffectEvent(onNearEnd);
  useEffect(() => {
    const element = ref.current;
    if (!element || !isEnabled || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { rootMargin: `0px 0px ${LOAD_MORE_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isEnabled]);
  return ref;
}
