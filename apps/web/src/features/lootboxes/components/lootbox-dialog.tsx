import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusables, trapTabFocus } from '../../../components/focus-trap';
import { Icon } from '../../../components/icon';
import styles from '../lootboxes.module.css';

/**
 * The box-opening popup: above the page with a focus trap; Escape, × and the overlay close it
 * unless `busy` (a draw in flight must show its result), and focus goes back where it was.
 */
export function LootboxDialog({
  title,
  onClose,
  busy,
  children,
}: {
  title: string;
  onClose: () => void;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const closeUnlessBusy = () => {
    if (!busy) onClose();
  };
  const close = useEffectEvent(closeUnlessBusy);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = ref.current;
    if (node) (focusables(node).find((item) => item.dataset.autofocus) ?? node).focus();
    return () => {
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
        if (event.target === event.currentTarget) closeUnlessBusy();
      }}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.dialog}
        tabIndex={-1}
        data-testid="lootbox-dialog"
      >
        <button
          type="button"
          className={styles.close}
          onClick={closeUnlessBusy}
          disabled={busy}
          aria-label={t('LOOTBOXES.CLOSE')}
        >
          <Icon name="close" size={18} />
        </button>
        <h2 className={styles.dialogTitle} id={titleId}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
