import styles from './progress-bar.module.css';

/**
 * A progress bar (the wagering of a bonus in the balance menu, the gift card and the game's
 * meter): `percent` is already floored by the caller's rule (GF-026), 0..100.
 */
export function ProgressBar({
  percent,
  label,
  size = 'small',
}: {
  percent: number;
  label: string;
  size?: 'small' | 'large';
}) {
  return (
    <div
      className={size === 'large' ? `${styles.bar} ${styles.large}` : styles.bar}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={label}
    >
      <span style={{ width: `${percent}%` }} />
    </div>
  );
}
