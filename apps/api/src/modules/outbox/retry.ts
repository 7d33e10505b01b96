const BACKOFF_BASE_MS = 1000;
const BACKOFF_CAP_MS = 60 * 60 * 1000;

/** The wait after failed try `attempt`: 1 s, 2 s, 4 s ... capped at 1 hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
}

/** The message an operator reads for a failure. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
