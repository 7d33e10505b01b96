import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './header.module.css';

/** sessionStorage key (K-052): survives a reload, not a new tab or a logout. */
export const SESSION_TIMER_KEY = 'session-timer-started-at';

function storedStart(): number | null {
  const stored = Number(sessionStorage.getItem(SESSION_TIMER_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

/**
 * SS-025: under the Estonian licence a signed-in player sees how long this session has lasted.
 * The start lives in sessionStorage, so a reload continues the count; logging out resets it.
 * Returns the elapsed whole seconds, or null while the timer does not run. `undefined` means
 * "not known yet" (the player is still loading): the stored start is kept, not reset.
 */
export function useSessionTimer(isRunning: boolean | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (isRunning === undefined) return;
    if (!isRunning) {
      sessionStorage.removeItem(SESSION_TIMER_KEY);
      return;
    }
    if (storedStart() === null) sessionStorage.setItem(SESSION_TIMER_KEY, String(Date.now()));
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isRunning]);
  if (!isRunning) return null;
  const start = storedStart() ?? now;
  return Math.max(0, Math.floor((now - start) / 1000));
}

export function formatSessionTime(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

export function SessionTimer({ isRunning }: { isRunning: boolean | undefined }) {
  const { t } = useTranslation();
  const elapsed = useSessionTimer(isRunning);
  if (elapsed === null) return null;
  return (
    <p className={styles.sessionTimer} aria-live="off" title={t('HEADER.SESSION_TIME')}>
      <span className={styles.sessionTimerLabel}>{t('HEADER.SESSION_TIME')}</span>
      <time dateTime={`PT${elapsed}S`}>{formatSessionTime(elapsed)}</time>
    </p>
  );
}
