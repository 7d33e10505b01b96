import type { z } from 'zod';
import type * as SiteContracts from './contracts';

/** platform-core.md §7, §9: 30 s timeout, up to 6 retries with exponential backoff. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const MAX_RETRIES = 6;
const BASE_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 8_000;

/** An HTTP answer other than 2xx; `lib/field-errors` reads a 422's field messages from `body`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** Picks a response schema from the site's contracts module (loaded only when it is used). */
export type ResponseContract<T> = (contracts: typeof SiteContracts) => z.ZodType<T>;

/**
 * Whether answers are parsed against their contract in the browser (decision 0203). The api
 * parses every response against the same contract before it leaves (its serializer), and it
 * serves this build, so production trusts its answers: zod and the schemas stay off the first
 * load (~34 KB gzip and most of the start-up's script time). Development and tests parse, so
 * a fixture or a route that drifts from its contract fails loudly there.
 */
export const checksResponses: boolean = import.meta.env.DEV;

/** The body typed by its contract: parsed where `checksResponses`, as sent otherwise. */
export async function readContract<T>(data: unknown, contract: ResponseContract<T>): Promise<T> {
  if (!checksResponses) return data as T;
  const contracts = await import('./contracts');
  return contract(contracts).parse(data);
}

/** A network failure or time-out: the only failures that are retried. */
export class NetworkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NetworkError';
  }
}

/** Fired on any 401 (platform-core.md §7): the session store logs out and routes to login. */
export const authEvents = new EventTarget();
export const AUTH_ERROR_EVENT = 'auth-error';

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * Picks the response's contract from `lib/contracts`; none means no body is expected. The
   * pick is what types the answer; when the answer is checked, see `checksResponses`.
   */
  contract?: ResponseContract<T>;
  /**
   * Marks a state-changing call as safe to repeat (requirements API-004). Without it such a
   * call is never retried blindly: a time-out may have applied it already.
   */
  idempotencyKey?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Test hook: how long to wait before retry `attempt` (1-based). */
  backoff?: (attempt: number) => number;
}

export function defaultBackoff(attempt: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** (attempt - 1));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function attemptOnce(
  path: string,
  init: RequestInit,
  timeoutMs: number,
  outer?: AbortSignal,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const onOuterAbort = () => controller.abort();
  outer?.addEventListener('abort', onOuterAbort);
  try {
    return await fetch(path, { ...init, signal: controller.signal });
  } catch (error) {
    if (outer?.aborted) throw error;
    throw new NetworkError(controller.signal.aborted ? 'timeout' : String(error));
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

/**
 * The one way the player site calls the api: JSON, `X-Requested-With`, time-out, retries on
 * network errors only (never on an HTTP answer), auth-error on 401, responses typed (and in
 * development parsed) by the shared contract.
 */
export async function apiRequest<T = void>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    ...options.headers,
  };
  // A FormData body (file uploads) sets its own multipart boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const init: RequestInit = {
    method,
    headers,
    credentials: 'same-origin',
    body:
      options.body === undefined
        ? null
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
  };
  const canRetry = method === 'GET' || options.idempotencyKey !== undefined;
  const backoff = options.backoff ?? defaultBackoff;

  let response: Response | undefined;
  for (let attempt = 0; ; attempt += 1) {
    try {
      response = await attemptOnce(
        path,
        init,
        options.timeoutMs ?? REQUEST_TIMEOUT_MS,
        options.signal,
      );
      break;
    } catch (error) {
      if (!(error instanceof NetworkError) || !canRetry || attempt >= MAX_RETRIES) throw error;
      await sleep(backoff(attempt + 1));
    }
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text.length > 0) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (response.status === 401) authEvents.dispatchEvent(new Event(AUTH_ERROR_EVENT));
  if (!response.ok) throw new ApiError(response.status, data);
  return options.contract ? readContract(data, options.contract) : (undefined as T);
}
