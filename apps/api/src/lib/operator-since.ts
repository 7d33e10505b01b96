const DAY_MS = 86_400_000;

/**
 * An operator command's `--since YYYY-MM-DD`: the start of that UTC day, or `defaultDays`
 * before `now` when it is not given; undefined when the text is not such a date, for the
 * command to refuse with its usage.
 */
export function sinceOption(
  value: string | undefined,
  now: Date,
  defaultDays: number,
): Date | undefined {
  const since =
    value === undefined
      ? new Date(now.getTime() - defaultDays * DAY_MS)
      : new Date(`${value}T00:00:00Z`);
  return Number.isNaN(since.getTime()) ? undefined : since;
}
