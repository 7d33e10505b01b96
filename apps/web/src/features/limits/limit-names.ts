import type { UserLimit } from '@croupier/contracts/limits';

/** `LIMITS.NAMES.DEPOSIT_DAY`, `LIMITS.NAMES.SESSION`…: the name of one limit, to translate. */
export function limitNameKey(limit: Pick<UserLimit, 'type' | 'period'>): string {
  const suffix = limit.period ? `_${limit.period.toUpperCase()}` : '';
  return `LIMITS.NAMES.${limit.type.toUpperCase()}${suffix}`;
}

/** `{hours, minutes}` of a session length, for `LIMITS.DURATION.*`. */
export function durationKey(totalMinutes: number): {
  key: string;
  values: { hours: number; minutes: number };
} {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const key =
    hours === 0
      ? 'LIMITS.DURATION.MINUTES'
      : minutes === 0
        ? 'LIMITS.DURATION.HOURS'
        : 'LIMITS.DURATION.HOURS_MINUTES';
  return { key, values: { hours, minutes } };
}
