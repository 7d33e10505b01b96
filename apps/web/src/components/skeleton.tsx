import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  shape?: 'rect' | 'circle' | 'text';
  className?: string;
  radius?: CSSProperties['borderRadius'];
}

/** A shimmering placeholder of a known size (no layout shift, DESIGN.md §11 CLS budget). */
export function Skeleton({ width, height, shape = 'rect', className, radius }: SkeletonProps) {
  const classes = [styles.skeleton, shape === 'rect' ? '' : styles[shape], className]
    .filter(Boolean)
    .join(' ');
  return (
    <span
      className={classes}
      style={{ width, height, borderRadius: radius }}
      aria-hidden="true"
      data-testid="skeleton"
    />
  );
}
