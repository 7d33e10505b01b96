import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFirstItemsFirst } from './use-first-items-first';

describe('useFirstItemsFirst', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The fallback path: jsdom has no requestIdleCallback.
    vi.stubGlobal('requestIdleCallback', undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows the first items, then all of them, and starts again for the next list', () => {
    const first = Array.from({ length: 24 }, (_, index) => index);
    const { result, rerender } = renderHook(({ items }) => useFirstItemsFirst(items, 12), {
      initialProps: { items: first },
    });
    expect(result.current).toHaveLength(12);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toHaveLength(24);

    const next = first.map((value) => value + 100);
    rerender({ items: next });
    expect(result.current).toEqual(next.slice(0, 12));
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toEqual(next);
  });

  it('shows a short list whole at once', () => {
    const { result } = renderHook(() => useFirstItemsFirst([1, 2, 3], 12));
    expect(result.current).toEqual([1, 2, 3]);
  });
});
