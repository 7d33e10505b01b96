import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  apiRequest,
  ApiError,
  authEvents,
  AUTH_ERROR_EVENT,
  checksResponses,
  NetworkError,
} from './api-client';
import { apiFieldErrors } from './field-errors';

const ok = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends X-Requested-With and parses the response with the contract', async () => {
    const fetchMock = vi.fn().mockResolvedValue(ok({ id: 7 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiRequest('/api/player', {
      contract: () => z.object({ id: z.number() }),
    });
    expect(result).toEqual({ id: 7 });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>)['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('parses the answer with its contract in development and tests, refusing a drifted one (decision 0203)', async () => {
    expect(checksResponses).toBe(true);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(ok({ id: 'seven' })));
    await expect(
      apiRequest('/api/player', { contract: () => z.object({ id: z.number() }) }),
    ).rejects.toThrow();
  });

  it('retries a GET on network errors with growing delays, then succeeds', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(ok({ fine: true }));
    vi.stubGlobal('fetch', fetchMock);
    const delays: number[] = [];
    const result = await apiRequest('/api/info/locales', {
      contract: () => z.object({ fine: z.boolean() }),
      backoff: (attempt) => {
        delays.push(250 * 2 ** (attempt - 1));
        return 0;
      },
    });
    expect(result).toEqual({ fine: true });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(delays).toEqual([250, 500, 1000]);
  });

  it('gives up after six retries', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('offline'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/x', { backoff: () => 0 })).rejects.toBeInstanceOf(NetworkError);
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });

  it('never retries an HTTP error answer', async () => {
    const fetchMock = vi.fn().mockResolvedValue(ok({ code: 'internal', errors: {} }, 500));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/x', { backoff: () => 0 })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never blindly retries a POST without an idempotency key', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('offline'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      apiRequest('/api/x', { method: 'POST', body: {}, backoff: () => 0 }),
    ).rejects.toBeInstanceOf(NetworkError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a POST that carries an idempotency key, sending the key each time', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(ok({}));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/x', {
      method: 'POST',
      body: {},
      idempotencyKey: 'k-1',
      backoff: () => 0,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    for (const call of fetchMock.mock.calls) {
      expect(((call[1] as RequestInit).headers as Record<string, string>)['idempotency-key']).toBe(
        'k-1',
      );
    }
  });

  it('emits auth-error on a 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(ok({ code: 'not_signed_in', errors: {} }, 401)),
    );
    const listener = vi.fn();
    authEvents.addEventListener(AUTH_ERROR_EVENT, listener);
    await expect(apiRequest('/api/player/settings')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    authEvents.removeEventListener(AUTH_ERROR_EVENT, listener);
  });

  it('exposes the field messages of a 422', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(ok({ code: 'invalid_input', errors: { email: ['is taken'] } }, 422)),
    );
    const error = await apiRequest('/api/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(apiFieldErrors(error)).toEqual({ email: ['is taken'] });
  });
});
