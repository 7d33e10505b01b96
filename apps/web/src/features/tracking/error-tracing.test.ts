import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onLog, type LogEntry } from '../../lib/logger';
import { ERROR_TRACE_RESAMPLE_MS, isTracedSession, startErrorTracing } from './error-tracing';

/** A seeded generator (mulberry32), so the 5 % rate is checked without flakiness. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('error tracing sampler (TR-012)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('traces about 5 % of sessions', () => {
    const random = seeded(42);
    let traced = 0;
    for (let session = 0; session < 10_000; session += 1) {
      sessionStorage.clear();
      if (isTracedSession(0, random)) traced += 1;
    }
    expect(traced / 10_000).toBeGreaterThan(0.04);
    expect(traced / 10_000).toBeLessThan(0.06);
  });

  it('keeps the draw for an hour, then draws again', () => {
    expect(isTracedSession(1_000, () => 0.01)).toBe(true);
    expect(isTracedSession(1_000 + ERROR_TRACE_RESAMPLE_MS - 1, () => 0.99)).toBe(true);
    expect(isTracedSession(1_000 + ERROR_TRACE_RESAMPLE_MS, () => 0.99)).toBe(false);
  });

  it('reports an uncaught error only in a sampled session', () => {
    const entries: LogEntry[] = [];
    const stopListening = onLog((entry) => entries.push(entry));
    const stop = startErrorTracing(window, () => 0.01);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' }));
    expect(entries).toEqual([expect.objectContaining({ name: 'UNCAUGHT_ERROR', level: 'error' })]);
    stop();

    sessionStorage.clear();
    entries.length = 0;
    const stopUnsampled = startErrorTracing(window, () => 0.5);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' }));
    expect(entries).toEqual([]);
    stopUnsampled();
    stopListening();
  });
});
