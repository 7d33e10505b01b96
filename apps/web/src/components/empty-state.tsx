import type { ReactNode } from 'react';
import { Icon } from './icon';
import type { IconName } from './icon';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  icon?: IconName;
  /** A large decorative code such as 404, shown instead of the icon. */
  code?: string;
  eyebrow?: ReactNode;
  actions?: ReactNode;
  tone?: 'default' | 'danger';
  /** Heading level: pages use h1, sections h2. */
  headingLevel?: 1 | 2 | 3;
}

export function EmptyState({
  title,
  text,
  icon = 'sparkles',
  code,
  eyebrow,
  actions,
  tone = 'default',
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.root, tone === 'danger' ? styles.danger : ''].join(' ')}>
      {code ? (
        <div className={styles.code} aria-hidden="true">
          {code}
        </div>
      ) : (
        <div className={styles.art}>
          <Icon name={icon} size={40} />
        </div>
      )}
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
