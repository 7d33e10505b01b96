/**
 * Calendar quarters in UTC (engagement.md §9, VIP-011): the VIP sums cover one quarter and a
 * status ends at its end. UTC, not the player's zone: one moment for every player, so the
 * expiry job runs once for all (docs/vip.md).
 */
export interface Quarter {
  /** `2026-Q4`. */
  label: string;
  /** First instant, inclusive. */
  start: Date;
  /** First instant of the next quarter, exclusive. */
  end: Date;
}

export function quarterOf(at: Date): Quarter {
  const year = at.getUTCFullYear();
  const index = Math.floor(at.getUTCMonth() / 3);
  return {
    label: `${year}-Q${index + 1}`,
    start: new Date(Date.UTC(year, index * 3, 1)),
    end: new Date(Date.UTC(year, index * 3 + 3, 1)),
  };
}

/** VIP-011: the last calendar day of the quarter holding `at`, `YYYY-MM-DD` (UTC). */
export function quarterExpiryDay(at: Date): string {
  const lastDay = new Date(quarterOf(at).end.getTime() - 86_400_000);
  return lastDay.toISOString().slice(0, 10);
}

/** The next quarter's start strictly after `after`: when the expiry job runs. */
export function nextQuarterStart(after: Date): Date {
  return quarterOf(after).end;
}

/** True when `label` names a quarter that ended before the one holding `at`. */
export function isPastQuarter(label: string, at: Date): boolean {
  return label < quarterOf(at).label;
}
