import { describe, expect, it, vi } from 'vitest';
import { CAPTCHA_ATTEMPTS, CAPTCHA_WAIT_MS, waitForCaptcha } from './wait-for-captcha';

describe('waitForCaptcha (SS-010: up to 5 × 0.5 s for the key)', () => {
  it('sends as soon as the key is there: available at 1.2 s → resolved at the 1.5 s check', async () => {
    vi.useFakeTimers();
    let key: string | null = null;
    setTimeout(() => {
      key = 'solved';
    }, 1200);
    let result: string | null | undefined;
    void waitForCaptcha(() => key).then((value) => {
      result = value;
    });
    await vi.advanceTimersByTimeAsync(1499);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe('solved');
  });

  it('gives up after 2.5 s when the key never comes', async () => {
    vi.useFakeTimers();
    const read = vi.fn(() => null);
    let result: string | null | undefined;
    void waitForCaptcha(read).then((value) => {
      result = value;
    });
    await vi.advanceTimersByTimeAsync(CAPTCHA_ATTEMPTS * CAPTCHA_WAIT_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBeNull();
    expect(CAPTCHA_ATTEMPTS * CAPTCHA_WAIT_MS).toBe(2500);
    // One look at once, then one per attempt.
    expect(read).toHaveBeenCalledTimes(CAPTCHA_ATTEMPTS + 1);
  });

  it('does not wait at all when the key is ready', async () => {
    await expect(waitForCaptcha(() => 'ready')).resolves.toBe('ready');
  });
});
