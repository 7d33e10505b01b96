import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIosWebviewEscape } from './ios-webview-escape';
import { registerServiceWorker } from './register-service-worker';

afterEach(() => vi.useRealTimers());

describe('service worker (SH-052)', () => {
  it('registers /sw.js on an unknown host and not on a push host', async () => {
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
    const container = { register } as unknown as ServiceWorkerContainer;
    expect(await registerServiceWorker({ host: 'casino.test', pushHosts: [], container })).toBe(
      'registered',
    );
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(
      await registerServiceWorker({ host: 'push.test', pushHosts: ['push.test'], container }),
    ).toBe('push-host');
    expect(register).toHaveBeenCalledTimes(1);
  });
});

describe('iOS webview escape (SH-031..SH-033)', () => {
  it('shows at once to a guest, once per session', () => {
    const show = vi.fn();
    const options = { enabled: true, isLoggedIn: false, canShow: () => true, show };
    renderHook(() => useIosWebviewEscape(options)).unmount();
    renderHook(() => useIosWebviewEscape(options));
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('waits 5 min for a player, checks every minute, and skips while the cashbox is open', () => {
    vi.useFakeTimers();
    const show = vi.fn();
    let cashboxOpen = true;
    renderHook(() =>
      useIosWebviewEscape({ enabled: true, isLoggedIn: true, canShow: () => !cashboxOpen, show }),
    );
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(show).not.toHaveBeenCalled();
    cashboxOpen = false;
    act(() => vi.advanceTimersByTime(60_000));
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('shows on logout and never outside a Meta iOS webview', () => {
    const show = vi.fn();
    const { rerender } = renderHook(
      ({ isLoggedIn }) =>
        useIosWebviewEscape({ enabled: true, isLoggedIn, canShow: () => true, show }),
      { initialProps: { isLoggedIn: true } },
    );
    rerender({ isLoggedIn: false });
    expect(show).toHaveBeenCalledTimes(1);
    sessionStorage.clear();
    const other = vi.fn();
    renderHook(() =>
      useIosWebviewEscape({ enabled: false, isLoggedIn: false, canShow: () => true, show: other }),
    );
    expect(other).not.toHaveBeenCalled();
  });
});
