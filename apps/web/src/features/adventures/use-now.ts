import { useEffect, useState } from 'react';

/** The clock, ticking every `everyMs`: the day timers (VIP-022) follow it to the minute. */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
