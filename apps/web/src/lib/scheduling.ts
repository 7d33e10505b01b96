/**
 * Splitting start-up work into tasks (DESIGN.md §11, TBT <= 100 ms at 4x CPU). Lighthouse
 * counts every task longer than 50 ms of the slowed-down main thread, so a burst of work that
 * is cheap piece by piece (a dozen fetch() calls, a handful of effects) must not run as one.
 */

/** Resolves in a new task, so the browser may paint and handle input before the next piece. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Where there is no requestIdleCallback (Safari): a short wait past the next frame instead. */
const FALLBACK_DELAY_MS = 50;

/**
 * Runs `work` once the browser is idle, or after `timeoutMs` at the latest, in a task of its
 * own. Returns the cancel function, for an effect's clean-up.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, Math.min(FALLBACK_DELAY_MS, timeoutMs));
  return () => clearTimeout(timer);
}

/**
 * Starts `jobs` a few per task, in order, and resolves with their results once all have settled
 * like Promise.all. Used where each job is cheap but a dozen in one task are not (every fetch()
 * call costs the main thread 1-3 ms).
 */
export async function startInTurns<T>(
  jobs: readonly (() => Promise<T>)[],
  perTask: number,
): Promise<T[]> {
  const started: Promise<T>[] = [];
  for (let index = 0; index < jobs.length; index += 1) {
    if (index > 0 && index % perTask === 0) await nextTask();
    const job = jobs[index];
    if (!job) continue;
    const promise = job();
    // Handled here too: a job may fail while a later one still waits for its turn.
    promise.catch(() => undefined);
    started.push(promise);
  }
  return Promise.all(started);
}
