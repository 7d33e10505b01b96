import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from './icon';
import type { IconName } from './icon';
import styles from './icon-button.module.css';

export function iconButtonClassName(plain = false): string {
  return [styles.iconButton, plain ? styles.plain : ''].filter(Boolean).join(' ');
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** The accessible name: an icon-only control must say what it does. */
  label: string;
  /** A badge (counter) pinned to the top-right corner. */
  badge?: ReactNode;
  plain?: boolean;
  iconSize?: number;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  icon,
  label,
  badge,
  plain,
  iconSize = 22,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={[iconButtonClassName(plain), className].filter(Boolean).join(' ')}
      {...rest}
    >
      <Icon name={icon} size={iconSize} />
      {badge ? <span className={styles.badge}>{badge}</span> : null}
    </button>
  );
}
