import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TIMER_KEY, SessionTimer, formatSessionTime } from './session-timer';

describe('EE session timer (SS-025)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('counts from the start kept in sessionStorage, so a reload continues at about 2 minutes', () => {
    sessionStorage.setItem(SESSION_TIMER_KEY, String(Date.now() - 120_000));
    render(<SessionTimer isRunning />);
    expect(screen.getByRole('time')).toHaveTextContent('00:02:00');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('time')).toHaveTextContent('00:02:05');
  });

  it('starts at zero on a fresh sign-in and resets when it stops (logout)', () => {
    const { rerender } = render(<SessionTimer isRunning />);
    expect(screen.getByRole('time')).toHaveTextContent('00:00:00');
    expect(sessionStorage.getItem(SESSION_TIMER_KEY)).toBe(String(Date.now()));
    rerender(<SessionTimer isRunning={false} />);
    expect(screen.queryByRole('time')).toBeNull();
    expect(sessionStorage.getItem(SESSION_TIMER_KEY)).toBeNull();
  });

  it('keeps the stored start while the player is still loading', () => {
    sessionStorage.setItem(SESSION_TIMER_KEY, String(Date.now() - 60_000));
    render(<SessionTimer isRunning={undefined} />);
    expect(sessionStorage.getItem(SESSION_TIMER_KEY)).toBe(String(Date.now() - 60_000));
  });

  it('formats hours, minutes and seconds', () => {
    expect(formatSessionTime(3725)).toBe('01:02:05');
  });
});
