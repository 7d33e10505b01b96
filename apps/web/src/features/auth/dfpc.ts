import { local } from '../../lib/storage';

/**
 * `dfpc`, the device fingerprint sign-in and registration send (platform-core.md §1, §7; SS-024).
 * It is derived from what the browser tells every site (navigator, screen, time zone), hashed
 * with SHA-256 so none of those values leaves the device as such, and cached so the same device
 * sends the same value across visits.
 */
export const DFPC_STORAGE_KEY = 'dfpc';

/**
 * The time zone as the date functions name it, in January and in July, so daylight saving
 * changes nothing: `(Central European Standard Time)`. Intl.DateTimeFormat's zone id would
 * cost the first call ~20 ms of loading locale data, a long task at 4x CPU (DESIGN.md §11).
 */
function timeZoneTraits(): (string | number)[] {
  const year = new Date().getFullYear();
  return [new Date(year, 0, 1), new Date(year, 6, 1)].flatMap((date) => [
    date.getTimezoneOffset(),
    /\(([^)]*)\)/.exec(date.toString())?.[1] ?? '',
  ]);
}

function deviceTraits(): string {
  const nav = navigator as Navigator & { deviceMemory?: number };
  const screenInfo =
    typeof screen === 'undefined'
      ? []
      : [screen.width, screen.height, screen.colorDepth, window.devicePixelRatio];
  return JSON.stringify([
    nav.userAgent,
    nav.language,
    [...(nav.languages ?? [])],
    nav.platform,
    nav.hardwareConcurrency ?? 0,
    nav.deviceMemory ?? 0,
    nav.maxTouchPoints ?? 0,
    ...screenInfo,
    ...timeZoneTraits(),
  ]);
}

const toHex = (bytes: Uint8Array) =>
  [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** FNV-1a, only where SubtleCrypto is missing (a page served over plain http off localhost). */
function fallbackHash(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const unit of new TextEncoder().encode(text)) {
    hash ^= BigInt(unit);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

async function hash(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return fallbackHash(text);
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return toHex(new Uint8Array(digest));
}

let pending: Promise<string> | undefined;

/** The device's stable id: cached in localStorage, computed once per page otherwise. */
export function dfpc(): Promise<string> {
  const cached = local.get(DFPC_STORAGE_KEY);
  if (cached && /^[0-9a-f]{16,128}$/.test(cached)) return Promise.resolve(cached);
  pending ??= hash(deviceTraits()).then((value) => {
    local.set(DFPC_STORAGE_KEY, value);
    pending = undefined;
    return value;
  });
  return pending;
}

/** A number that stays the same for this device: the A/B bucket of a visitor without an id. */
export async function deviceNumber(): Promise<number> {
  return Number.parseInt((await dfpc()).slice(0, 8), 16);
}
