import { useEffect, useState } from 'react';

/** The clock, ticking every `everyMs`: the sale's timer and its end (CP-016, CP-019) follow it. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
