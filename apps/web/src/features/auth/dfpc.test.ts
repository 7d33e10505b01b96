import { describe, expect, it, vi } from 'vitest';
import { DFPC_STORAGE_KEY, deviceNumber, dfpc } from './dfpc';

describe('dfpc, the device fingerprint (SS-024)', () => {
  it('is a non-empty hash, the same on every call, kept for the next visit', async () => {
    const first = await dfpc();
    expect(first).toMatch(/^[0-9a-f]{16,128}$/);
    expect(first.length).toBeLessThanOrEqual(512);
    expect(await dfpc()).toBe(first);
    expect(localStorage.getItem(DFPC_STORAGE_KEY)).toBe(first);
  });

  it('reuses the stored value even when the browser changes (a visit is one device)', async () => {
    localStorage.setItem(DFPC_STORAGE_KEY, 'abcdef0123456789abcdef0123456789');
    expect(await dfpc()).toBe('abcdef0123456789abcdef0123456789');
    expect(await deviceNumber()).toBe(0xabcdef01);
  });

  it('is computed without Intl.DateTimeFormat, whose first use costs ~20 ms of main thread', async () => {
    localStorage.removeItem(DFPC_STORAGE_KEY);
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(await dfpc()).toMatch(/^[0-9a-f]{16,128}$/);
      expect(dateTimeFormat).not.toHaveBeenCalled();
    } finally {
      dateTimeFormat.mockRestore();
    }
  });
});
