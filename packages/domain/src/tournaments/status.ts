/**
 * TN-004: a tournament's status from its dates: future if the start is ahead, active if the end
 * is ahead, otherwise archive (end exclusive).
 */
export type DateStatus = 'future' | 'active' | 'archive';

export function statusFromDates(startAt: Date, endAt: Date, now: Date): DateStatus {
  if (startAt.getTime() > now.getTime()) return 'future';
  if (endAt.getTime() > now.getTime()) return 'active';
  return 'archive';
}
