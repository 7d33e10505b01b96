import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusables, trapTabFocus } from './focus-trap';
import { Icon } from './icon';
import styles from './dialog.module.css';

export interface DialogProps {
  title: string;
  /** Escape and the close button. */
  onClose: () => void;
  closeLabel: string;
  /** A press on the overlay closes too; false where closing must be a choice (PR-008). */
  closeOnOverlay?: boolean;
  icon?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/**
 * A feature's own dialog, outside the modal stack (the game page's required fields and special
 * game, the rewards mart's purchase and result, a lootbox): drawn in a portal above the page with
 * a focus trap; Escape and × close it, and focus goes back where it was.
 */
export function Dialog({
  title,
  onClose,
  closeLabel,
  closeOnOverlay = true,
  icon,
  testId,
  children,
}: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = ref.current;
    if (node) (focusables(node).find((item) => item.dataset.autofocus) ?? node).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
        return;
      }
      trapTabFocus(event, node);
    };
    node.addEventListener('keydown', onKeyDown);
    return () => node.removeEventListener('keydown', onKeyDown);
  }, []);

  return createPortal(
    <div
      className={styles.layer}
      role="presentation"
      data-testid="dialog-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && closeOnOverlay) onClose();
      }}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.dialog}
        tabIndex={-1}
        data-testid={testId}
      >
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
          <Icon name="close" size={18} />
        </button>
        {icon ? <div className={styles.art}>{icon}</div> : null}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
