import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/scheduling';

/** How long the rest may wait for an idle moment before it renders anyway. */
const IDLE_TIMEOUT_MS = 500;

/**
 * The first `count` items at once and all of them once the browser is idle after showing those
 * (DESIGN.md §11: search results painted within 100 ms at 4x CPU; the lobby's blocking time).
 * Items past the first screen would cost rendering, layout and paint before anything is seen.
 * Each new list (the next search's results, a row's games) starts with its first items again.
 */
export function useFirstItemsFirst<T>(items: readonly T[], count: number): readonly T[] {
  const [completed, setCompleted] = useState<readonly T[] | null>(null);
  const isPartial = items.length > count && completed !== items;
  useEffect(() => {
    if (!isPartial) return undefined;
    // The rest renders in a transition: in 5 ms slices, behind anything the player does.
    return whenIdle(() => startTransition(() => setCompleted(items)), IDLE_TIMEOUT_MS);
  }, [isPartial, items]);
  return isPartial ? items.slice(0, count) : items;
}
