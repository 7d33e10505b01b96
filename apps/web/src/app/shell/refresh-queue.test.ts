import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createRefreshQueue } from './refresh-queue';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An active query whose reads take `readMs` and answer their number (1, 2, ...). */
function watchedQuery(readMs: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let started = 0;
  const startedAt: number[] = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: ['tournaments', 'detail', '1'],
    queryFn: async () => {
      started += 1;
      startedAt.push(performance.now());
      const read = started;
      await sleep(readMs);
      return read;
    },
    staleTime: Infinity,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return {
    queryClient,
    reads: () => started,
    startOf: (read: number) => startedAt[read - 1] ?? -1,
    shown: () => observer.getCurrentResult().data,
    unsubscribe,
  };
}

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

describe('the live refresh queue (NT-009)', () => {
  it('marks a burst stale at once and reads it once, after the window', async () => {
    const query = watchedQuery(5);
    cleanup = query.unsubscribe;
    await expect.poll(query.shown).toBe(1);
    const queue = createRefreshQueue(query.queryClient, 30);
    for (let push = 0; push < 15; push += 1) queue.add([['tournaments']]);
    expect(query.queryClient.getQueryState(['tournaments', 'detail', '1'])?.isInvalidated).toBe(
      true,
    );
    expect(query.reads()).toBe(1);
    await expect.poll(query.shown).toBe(2);
    await sleep(60);
    expect(query.reads()).toBe(2);
  });

  it('never cancels a read: pushes during it get one more read after it', async () => {
    const query = watchedQuery(80);
    cleanup = query.unsubscribe;
    await expect.poll(query.shown).toBe(1);
    const queue = createRefreshQueue(query.queryClient, 10);
    // Pushes every 20 ms for 300 ms, each read taking 80: answers land while they keep coming.
    const seen = new Set<number | undefined>();
    let lastPushAt = 0;
    for (let push = 0; push < 15; push += 1) {
      queue.add([['tournaments']]);
      lastPushAt = performance.now();
      await sleep(20);
      seen.add(query.shown());
    }
    expect([...seen].some((read) => read !== undefined && read > 1)).toBe(true);
    // At most the read in flight and one more: then what is shown was read after the last push.
    await sleep(400);
    const shown = query.shown() ?? 0;
    expect(query.reads()).toBe(shown);
    expect(query.startOf(shown)).toBeGreaterThanOrEqual(lastPushAt);
    expect(shown).toBeLessThan(8);
    queue.stop();
  });
});
