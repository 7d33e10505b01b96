import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTask, startInTurns, whenIdle } from './scheduling';

describe('start-up scheduling (DESIGN.md §11, TBT)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts a few jobs per task, in order, and answers with every result', async () => {
    vi.useRealTimers();
    const started: number[] = [];
    const jobs = [1, 2, 3, 4, 5, 6, 7].map((value) => () => {
      started.push(value);
      return Promise.resolve(value * 10);
    });
    const all = startInTurns(jobs, 3);
    expect(started).toEqual([1, 2, 3]);
    // A task queued after the first turn's: it runs once that turn has started its jobs.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    await expect(all).resolves.toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('fails like Promise.all when one job fails, after starting them all', async () => {
    const started: string[] = [];
    const all = startInTurns(
      ['a', 'b', 'c'].map((name) => () => {
        started.push(name);
        return name === 'a' ? Promise.reject(new Error('a failed')) : Promise.resolve(name);
      }),
      1,
    );
    all.catch(() => undefined);
    await vi.runAllTimersAsync();
    expect(started).toEqual(['a', 'b', 'c']);
    await expect(all).rejects.toThrow('a failed');
  });

  it('goes on in a later task', async () => {
    let done = false;
    void nextTask().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersToNextTimerAsync();
    expect(done).toBe(true);
  });

  it('runs idle work when the browser is idle, and not once cancelled', () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => {
      callbacks[handle - 1] = () => undefined;
    });
    const work = vi.fn();
    whenIdle(work, 1_000);
    const cancel = whenIdle(work, 1_000);
    cancel();
    for (const callback of callbacks) callback();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('falls back to a short timer where there is no requestIdleCallback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work, 1_000);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
