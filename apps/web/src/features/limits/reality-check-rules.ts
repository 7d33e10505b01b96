import type { UserLimit } from '@croupier/contracts/limits';

/**
 * The reality check's clock (RELIABILITY RG-05), pure. The session start lives in this tab's
 * sessionStorage: set when the signed-in player is first seen, kept across a reload, cleared at
 * logout, so the count restarts with the next sign-in.
 */
export const REALITY_CHECK_STARTED_KEY = 'reality-check-started-at';
/** The last prompt the player answered (its boundary), so a reload does not ask twice. */
export const REALITY_CHECK_ANSWERED_KEY = 'reality-check-answered-at';

const MINUTE_MS = 60_000;

/**
 * The interval the player chose, in minutes; null when the check is off, undefined while the
 * limits are not loaded.
 */
export function realityCheckMinutes(
  limits: readonly UserLimit[] | undefined,
): number | null | undefined {
  if (limits === undefined) return undefined;
  const limit = limits.find((entry) => entry.type === 'reality_check');
  return limit?.minutes ?? null;
}

/**
 * The next full interval of the session after `answeredAt` (the session start when nothing was
 * answered): the instant the prompt is due.
 */
export function nextPromptAt(start: number, minutes: number, answeredAt: number): number {
  const interval = minutes * MINUTE_MS;
  const passed = Math.max(0, Math.floor((answeredAt - start) / interval));
  return start + (passed + 1) * interval;
}

/** Whole minutes played since `start`, for the prompt's text. */
export function minutesPlayed(start: number, now: number): number {
  return Math.max(0, Math.floor((now - start) / MINUTE_MS));
}
