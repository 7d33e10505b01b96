import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** How long a burst of pushes is gathered before the queries it named are read again. */
export const REFRESH_WINDOW_MS = 200;
/** A read that hangs (the api client retries for long) does not hold the next ones back. */
const MAX_WAIT_MS = 10_000;

export interface RefreshQueue {
  /** Marks the queries stale at once and reads the active ones again after the window. */
  add: (keys: readonly QueryKey[]) => void;
  /** Drops the reads still waiting (the live chunk unmounts at sign-out). */
  stop: () => void;
}

/**
 * NT-009: the live channels' refreshes, coalesced. Pushes come in bursts (one bet pushes the
 * player's status in every running tournament, quest and achievement, ~15 frames), and a player
 * who keeps playing sends one every couple of seconds. Invalidating once a frame started a read
 * of every tournament query per frame and cancelled the read before it (TanStack's
 * `cancelRefetch`), so while pushes kept coming no answer ever landed: the page never moved.
 * Here a burst is read once, one read at a time, and pushes that arrive during a read get one
 * more read after it, so the last push is always followed by a read that started after it.
 */
export function createRefreshQueue(
  queryClient: QueryClient,
  windowMs = REFRESH_WINDOW_MS,
): RefreshQueue {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isReading = false;

  const schedule = () => {
    if (isReading || timer !== undefined || pending.size === 0) return;
    timer = setTimeout(() => void read(), windowMs);
  };

  const read = async () => {
    timer = undefined;
    const keys = [...pending.values()];
    pending.clear();
    isReading = true;
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
        new Promise((resolve) => (giveUp = setTimeout(resolve, MAX_WAIT_MS))),
      ]);
    } finally {
      clearTimeout(giveUp);
      isReading = false;
      schedule();
    }
  };

  return {
    add(keys) {
      for (const queryKey of keys) {
        // Stale at once: a screen that mounts meanwhile reads fresh data itself.
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
        pending.set(JSON.stringify(queryKey), queryKey);
      }
      schedule();
    },
    // Not final: a remount (StrictMode) keeps using the same queue.
    stop() {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}
