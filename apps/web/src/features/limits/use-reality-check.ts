import { useCallback, useEffect, useRef, useState } from 'react';
import { session } from '../../lib/storage';
import {
  REALITY_CHECK_ANSWERED_KEY,
  REALITY_CHECK_STARTED_KEY,
  nextPromptAt,
} from './reality-check-rules';

function storedTime(key: string): number | null {
  const stored = Number(session.get(key));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

/** A prompt that fell due: the session it belongs to and the full interval it marks. */
export interface DuePrompt {
  start: number;
  at: number;
}

/**
 * When the reality check prompt is due (RG-05): at every full `minutes` of the signed-in
 * session, counted from its start in this tab. `isLoggedIn` undefined means the player is still
 * loading: the stored start is kept, not reset. Signing out clears the start (the timer resets).
 * `minutes` is null when the check is off, undefined while the limits are loading.
 * Returns the prompt on screen (or null) and the answer that closes it until the next interval.
 */
export function useRealityCheck(
  isLoggedIn: boolean | undefined,
  minutes: number | null | undefined,
): { due: DuePrompt | null; answer: () => void } {
  const [due, setDue] = useState<DuePrompt | null>(null);
  const previousMinutes = useRef<number | null | undefined>(undefined);

  // The session start: set when the signed-in player is first seen in this tab, gone at logout.
  useEffect(() => {
    if (isLoggedIn === undefined) return;
    if (!isLoggedIn) {
      session.remove(REALITY_CHECK_STARTED_KEY);
      session.remove(REALITY_CHECK_ANSWERED_KEY);
    } else if (storedTime(REALITY_CHECK_STARTED_KEY) === null) {
      session.set(REALITY_CHECK_STARTED_KEY, String(Date.now()));
    }
  }, [isLoggedIn]);

  // A check turned on or changed mid-session counts from the session start but does not ask at
  // once for intervals that passed before it was chosen.
  useEffect(() => {
    if (minutes === undefined) return;
    const previous = previousMinutes.current;
    previousMinutes.current = minutes;
    if (previous === undefined || minutes === null || previous === minutes) return;
    session.set(REALITY_CHECK_ANSWERED_KEY, String(Date.now()));
  }, [minutes]);

  // One timer to the next full interval; the effects above have written the storage it reads.
  useEffect(() => {
    if (!isLoggedIn || minutes === null || minutes === undefined) return;
    const start = storedTime(REALITY_CHECK_STARTED_KEY);
    if (start === null || due?.start === start) return;
    const answeredAt = storedTime(REALITY_CHECK_ANSWERED_KEY) ?? start;
    const at = nextPromptAt(start, minutes, answeredAt);
    const timer = window.setTimeout(() => setDue({ start, at }), Math.max(0, at - Date.now()));
    return () => window.clearTimeout(timer);
  }, [isLoggedIn, minutes, due]);

  const answer = useCallback(() => {
    session.set(REALITY_CHECK_ANSWERED_KEY, String(Math.max(due?.at ?? 0, Date.now())));
    setDue(null);
  }, [due]);

  // A prompt belongs to its session and to a check that is still on.
  const isCurrent =
    isLoggedIn === true &&
    typeof minutes === 'number' &&
    due !== null &&
    due.start === storedTime(REALITY_CHECK_STARTED_KEY);
  return { due: isCurrent ? due : null, answer };
}
