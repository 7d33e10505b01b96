import type { ReactNode, Ref } from 'react';
import styles from './popover.module.css';

export interface PopoverProps {
  rootRef: Ref<HTMLDivElement>;
  isOpen: boolean;
  panelId: string;
  trigger: ReactNode;
  children: ReactNode;
  /** The panel's accessible name. */
  label: string;
  title?: ReactNode;
  align?: 'left' | 'right';
  className?: string;
}

/** The anchored panel of a `useDisclosure` popup; a labelled region, not a modal. */
export function Popover({
  rootRef,
  isOpen,
  panelId,
  trigger,
  children,
  label,
  title,
  align = 'right',
  className,
}: PopoverProps) {
  return (
    <div ref={rootRef} className={[styles.root, className].filter(Boolean).join(' ')}>
      {trigger}
      {isOpen ? (
        <div
          id={panelId}
          role="region"
          aria-label={label}
          className={[styles.panel, align === 'left' ? styles.alignLeft : ''].join(' ')}
        >
          {title ? <p className={styles.title}>{title}</p> : null}
          {children}
        </div>
      ) : null}
    </div>
  );
}
