import { logError } from '../../lib/logger';
import { session as sessionStore } from '../../lib/storage';

/**
 * Error tracing (platform-core.md §9; requirements TR-012): uncaught errors and unhandled
 * rejections are reported with `PUT /log` for 5 % of sessions, so a bad release shows up
 * without every visitor paying for the reports. The draw is kept for an hour — the period the
 * remote tracing script was reloaded in — and then made again, so a long session is
 * re-sampled like a fresh one.
 */
export const ERROR_TRACE_SAMPLE_RATE = 0.05;
export const ERROR_TRACE_RESAMPLE_MS = 60 * 60 * 1000;
export const ERROR_TRACE_KEY = 'error-tracing';

interface SampleDecision {
  traced: boolean;
  drawnAt: number;
}

function storedDecision(now: number): SampleDecision | null {
  try {
    const parsed = JSON.parse(sessionStore.get(ERROR_TRACE_KEY) ?? 'null') as SampleDecision | null;
    if (
      parsed &&
      typeof parsed.traced === 'boolean' &&
      typeof parsed.drawnAt === 'number' &&
      now - parsed.drawnAt < ERROR_TRACE_RESAMPLE_MS &&
      parsed.drawnAt <= now
    ) {
      return parsed;
    }
  } catch {
    // A damaged value is drawn again.
  }
  return null;
}

/** Whether this session is traced now; `random` is injectable so tests can seed it. */
export function isTracedSession(now = Date.now(), random: () => number = Math.random): boolean {
  const stored = storedDecision(now);
  if (stored) return stored.traced;
  const decision: SampleDecision = { traced: random() < ERROR_TRACE_SAMPLE_RATE, drawnAt: now };
  sessionStore.set(ERROR_TRACE_KEY, JSON.stringify(decision));
  return decision.traced;
}

/**
 * Listens for uncaught errors while the session is sampled in; returns the clean-up. Each
 * report re-checks the draw, so the hourly re-sample takes effect without a reload.
 */
export function startErrorTracing(target: Window = window, random?: () => number): () => void {
  const onError = (event: ErrorEvent) => {
    if (!isTracedSession(Date.now(), random)) return;
    logError('UNCAUGHT_ERROR', event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isTracedSession(Date.now(), random)) return;
    logError('UNHANDLED_REJECTION', event.reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
