import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: number;
  /** Announced to screen readers; without it the spinner is decorative. */
  label?: string;
}

export function Spinner({ size = 24, label }: SpinnerProps) {
  return (
    <span
      className={styles.spinner}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <svg width={size} height={size} viewBox="0 0 24 24" fill="none">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}
