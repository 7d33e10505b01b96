import styles from './badge.module.css';

/** platform-core.md §9 Notification badge cap: 9+ past 9. */
export const BADGE_CAP = 9;

export function formatBadgeCount(count: number, cap: number = BADGE_CAP): string {
  return count > cap ? `${cap}+` : String(count);
}

export interface BadgeProps {
  /** A count is capped (9+); text is shown as given. */
  count?: number;
  text?: string;
  cap?: number;
  tone?: 'danger' | 'accent' | 'violet' | 'neutral';
  /** What the number means, for screen readers (e.g. "3 new notifications"). */
  label?: string;
}

export function Badge({ count, text, cap, tone = 'danger', label }: BadgeProps) {
  const shown = text ?? (count === undefined ? '' : formatBadgeCount(count, cap));
  if (shown === '') return null;
  return (
    <span className={[styles.badge, styles[tone]].join(' ')} data-testid="badge">
      <span aria-hidden={label ? true : undefined}>{shown}</span>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
