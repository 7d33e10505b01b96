import { useSyncExternalStore } from 'react';
import { local } from '../../lib/storage';

/**
 * Feature flags (platform-core.md §6; requirements FF-001, FF-002): toggled locally on /ffc and
 * kept in localStorage; defaults all false except disableWWW.
 */
export const FLAG_DEFAULTS = {
  enableTechWork: false,
  disableWWW: true,
  enableMysticJackpots: false,
  enableTestQuests: false,
  enableConpoints: false,
  enableABReg: false,
  showAllWidgets: false,
  enablePromoBannerInEnterButton: false,
} as const satisfies Record<string, boolean>;

export type FlagName = keyof typeof FLAG_DEFAULTS;
export type Flags = Record<FlagName, boolean>;
export const FLAG_NAMES = Object.keys(FLAG_DEFAULTS) as FlagName[];

export const FLAGS_STORAGE_KEY = 'featureFlags';

const listeners = new Set<() => void>();
let cache: Flags | undefined;

function read(): Flags {
  const flags: Flags = { ...FLAG_DEFAULTS };
  try {
    const stored: unknown = JSON.parse(local.get(FLAGS_STORAGE_KEY) ?? '{}');
    if (typeof stored === 'object' && stored !== null) {
      for (const name of FLAG_NAMES) {
        const value = (stored as Record<string, unknown>)[name];
        if (typeof value === 'boolean') flags[name] = value;
      }
    }
  } catch {
    // unreadable storage: defaults
  }
  return flags;
}

export function getFlags(): Flags {
  cache ??= read();
  return cache;
}

function write(flags: Flags) {
  cache = flags;
  local.set(FLAGS_STORAGE_KEY, JSON.stringify(flags));
  for (const listener of listeners) listener();
}

export function setFlag(name: FlagName, value: boolean): void {
  write({ ...getFlags(), [name]: value });
}

export function resetFlags(): void {
  cache = { ...FLAG_DEFAULTS };
  local.remove(FLAGS_STORAGE_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab toggling /ffc changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== FLAGS_STORAGE_KEY) return;
    cache = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useFeatureFlags(): Flags {
  return useSyncExternalStore(subscribe, getFlags, getFlags);
}

export function useFeatureFlag(name: FlagName): boolean {
  return useFeatureFlags()[name];
}

/** Re-reads localStorage (tests, or after storage was cleared by hand). */
export function reloadFlags(): void {
  cache = read();
  for (const listener of listeners) listener();
}
