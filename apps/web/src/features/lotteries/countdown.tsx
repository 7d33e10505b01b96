import { useEffect, useState } from 'react';

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** `d HH:MM:SS` (or `HH:MM:SS` under a day) left until `target`, never below zero. */
export function timeLeft(target: Date, now: number): string {
  const total = Math.max(0, Math.floor((target.getTime() - now) / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${twoDigits(Math.floor((total % 86_400) / 3600))}:${twoDigits(
    Math.floor((total % 3600) / 60),
  )}:${twoDigits(total % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** A countdown that ticks every second (engagement.md §4: active counts to end_at). */
export function Countdown({ to }: { to: Date }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  return (
    <time dateTime={to.toISOString()} data-testid="lottery-countdown">
      {timeLeft(to, now)}
    </time>
  );
}
