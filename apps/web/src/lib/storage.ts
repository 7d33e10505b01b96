/**
 * Web storage that never throws (private mode, disabled storage, quota): a failed write is
 * simply not remembered.
 */
function safe(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

function wrap(kind: 'localStorage' | 'sessionStorage') {
  return {
    get(key: string): string | null {
      try {
        return safe(kind)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        safe(kind)?.setItem(key, value);
      } catch {
        // storage full or disabled: the value is not remembered
      }
    },
    remove(key: string): void {
      try {
        safe(kind)?.removeItem(key);
      } catch {
        // storage disabled
      }
    },
  };
}

export const local = wrap('localStorage');
export const session = wrap('sessionStorage');
