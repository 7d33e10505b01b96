import { useLayoutEffect, type RefObject } from 'react';

/**
 * Writes the page's distance from the document top as `--page-top`, so the game can be sized
 * to what is left of the viewport under the header, its notices and the navigation (their
 * height varies: a promo banner, a notice bar). Kept current on resize and when content above
 * changes size.
 */
export function useFitBelow(target: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const node = target.current;
    if (!node) return;
    const measure = () => {
      const top = node.getBoundingClientRect().top + window.scrollY;
      node.style.setProperty('--page-top', `${Math.max(0, Math.round(top))}px`);
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [target]);
}
