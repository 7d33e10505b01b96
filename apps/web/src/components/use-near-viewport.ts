import { useCallback, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on. Lets content
 * below the fold (the footer) load its chunk, data and images only when the player scrolls
 * towards it, not during the first load (DESIGN.md §11). Without IntersectionObserver (old
 * browsers, jsdom) it is true at once.
 */
export function useNearViewport<T extends Element>(
  margin = '0px',
): [ref: (element: T | null) => void, isNear: boolean] {
  const [isNear, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || isNear) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            setNear(true);
          }
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [isNear, margin],
  );
  return [ref, isNear];
}
