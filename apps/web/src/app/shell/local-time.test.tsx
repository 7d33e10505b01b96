import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { LOCAL_TIME_REFRESH_MS, LocalTime } from './local-time';

afterEach(() => vi.useRealTimers());

describe('LocalTime (SH-040)', () => {
  it('refreshes every 15 s', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 0, 1, 10, 0, 50));
    renderWithProviders(<LocalTime />);
    const before = screen.getByTestId('local-time').textContent;
    act(() => vi.advanceTimersByTime(LOCAL_TIME_REFRESH_MS - 1));
    expect(screen.getByTestId('local-time').textContent).toBe(before);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('local-time').textContent).not.toBe(before);
    expect(LOCAL_TIME_REFRESH_MS).toBe(15_000);
  });
});
