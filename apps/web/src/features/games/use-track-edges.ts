import { useEffect, useState, type RefObject } from 'react';

export interface TrackEdges {
  atStart: boolean;
  atEnd: boolean;
}

const AT_START: TrackEdges = { atStart: true, atEnd: false };
/** How much of the first or last tile must show for the track to count as at that edge. */
const EDGE_RATIO = 0.98;

/**
 * Whether a horizontal track shows its first and its last item, for its scroll arrows. Told by
 * an IntersectionObserver on the two end items rather than read from scroll metrics: reading
 * those forces a layout of the page, once per row while the lobby starts (DESIGN.md §11, TBT),
 * and on every scroll event. Without IntersectionObserver (jsdom) both arrows stay usable.
 */
export function useTrackEdges(
  track: RefObject<HTMLElement | null>,
  /** What the track shows: the ends are looked up again whenever it changes. */
  shown: unknown,
): TrackEdges {
  const [edges, setEdges] = useState<TrackEdges>(AT_START);
  useEffect(() => {
    const element = track.current;
    const first = element?.firstElementChild;
    const last = element?.lastElementChild;
    if (!element || !first || !last || typeof IntersectionObserver === 'undefined')
      return undefined;
    const shown = new Map<Element, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) shown.set(entry.target, entry.intersectionRatio >= EDGE_RATIO);
        const next = { atStart: shown.get(first) ?? true, atEnd: shown.get(last) ?? false };
        setEdges((previous) =>
          previous.atStart === next.atStart && previous.atEnd === next.atEnd ? previous : next,
        );
      },
      { root: element, threshold: [0, EDGE_RATIO] },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [track, shown]);
  return edges;
}
