import { vi } from 'vitest';

/**
 * Mocks `fetch` at the network boundary (CONVENTIONS.md Tests: mocks only at the edge). Keys are
 * `METHOD /path` without the query; values are a JSON body, a Response, or a function of the
 * request. Unknown calls answer 404 and are recorded like the rest.
 */
export type MockHandler =
  unknown | ((request: { url: URL; method: string; body: unknown }) => unknown);

export interface MockApi {
  calls: { method: string; url: URL; body: unknown }[];
  callsTo: (method: string, path: string) => { method: string; url: URL; body: unknown }[];
  set: (key: string, handler: MockHandler) => void;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function mockApi(routes: Record<string, MockHandler> = {}): MockApi {
  const table = new Map(Object.entries(routes));
  const calls: MockApi['calls'] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, url, body });
      const handler = table.get(`${method} ${url.pathname}`);
      if (handler === undefined) return json({ code: 'not_found', errors: {} }, 404);
      const value =
        typeof handler === 'function'
          ? await (handler as (r: unknown) => unknown)({ url, method, body })
          : handler;
      return value instanceof Response ? value : json(value);
    }),
  );
  return {
    calls,
    callsTo: (method, path) =>
      calls.filter((call) => call.method === method && call.url.pathname === path),
    set: (key, handler) => table.set(key, handler),
  };
}
