import { apiRequest } from './api-client';

/**
 * Client logging (platform-core.md §8, requirements ERR-001, ERR-003, TR-011): failures are
 * logged under stable names such as `LOAD_PROJECT_ERROR` and shipped with `PUT /log`. Shipping
 * never throws and never logs itself, so a dead log endpoint cannot loop.
 */
export type LogLevel = 'error' | 'warn' | 'info';

export interface LogEntry {
  level: LogLevel;
  name: string;
  message: string;
  url: string;
}

type Listener = (entry: LogEntry) => void;
const listeners = new Set<Listener>();

/** Lets tests (and a future tracing sampler) observe what was logged. */
export function onLog(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : JSON.stringify(error ?? null);
}

export function log(level: LogLevel, name: string, detail?: unknown): void {
  const entry: LogEntry = {
    level,
    name,
    message: detail === undefined ? '' : describe(detail).slice(0, 2000),
    url: typeof location === 'undefined' ? '' : location.pathname,
  };
  for (const listener of listeners) listener(entry);
  void apiRequest('/log', { method: 'PUT', body: entry, backoff: () => 1000 }).catch(
    () => undefined,
  );
}

export const logError = (name: string, detail?: unknown) => log('error', name, detail);
export const logWarn = (name: string, detail?: unknown) => log('warn', name, detail);

/**
 * Most loaders swallow their error and return an empty value (ERR-001): the page renders its
 * empty state and the failure is logged as `name`.
 */
export async function orEmpty<T>(name: string, load: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    logError(name, error);
    return empty;
  }
}
