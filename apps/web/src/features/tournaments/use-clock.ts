import { useEffect, useState } from 'react';

/**
 * The clock for the countdowns (TN-005), ticking on each whole minute the timers show, so a
 * page left open moves an upcoming item to running and a running one to finished on time.
 */
export function useClock(initial?: number): number {
  const [now, setNow] = useState(() => initial ?? Date.now());
  useEffect(() => {
    if (initial !== undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), 60_000 - (now % 60_000) + 50);
    return () => clearTimeout(timer);
  }, [now, initial]);
  return now;
}
