import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  padded?: boolean;
  interactive?: boolean;
  as?: 'div' | 'section' | 'article';
}

export function Card({
  padded = true,
  interactive,
  as: Tag = 'div',
  className,
  ...rest
}: CardProps) {
  const classes = [
    styles.card,
    padded ? styles.padded : '',
    interactive ? styles.interactive : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <Tag className={classes} {...rest} />;
}
