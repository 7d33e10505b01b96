import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusables, trapTabFocus } from '../../../components/focus-trap';
import { Icon } from '../../../components/icon';
import styles from './mart-dialog.module.css';

export interface MartDialogProps {
  title: string;
  onClose: () => void;
  closeLabel: string;
  testId: string;
  children: ReactNode;
}

/**
 * The mart's own popups (purchase, result, warning): a portal above the page with a focus trap;
 * Escape, × and a press on the overlay close it, and focus goes back where it was.
 */
export function MartDialog({ title, onClose, closeLabel, testId, children }: MartDialogProps) {
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
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
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
        <h2 className={styles.title} id={titleId}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
