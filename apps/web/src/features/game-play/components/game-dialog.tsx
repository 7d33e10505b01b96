import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusables, trapTabFocus } from '../../../components/focus-trap';
import { Icon } from '../../../components/icon';
import styles from './game-dialog.module.css';

export interface GameDialogProps {
  title: string;
  /** Escape and the close button: the required-fields popup goes back, never on (PR-008). */
  onClose: () => void;
  closeLabel: string;
  /** A press on the overlay closes too; false for the required-fields popup (PR-008). */
  closeOnOverlay?: boolean;
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * The game page's own dialogs (required fields, special game): drawn in a portal above the page
 * with a focus trap, because the required-fields popup needs what the modal stack does not
 * offer — Escape and × close it, a press on the overlay does not.
 */
export function GameDialog({
  title,
  onClose,
  closeLabel,
  closeOnOverlay = true,
  icon,
  children,
}: GameDialogProps) {
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
      data-testid="game-dialog-overlay"
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
