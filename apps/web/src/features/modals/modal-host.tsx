import { Suspense, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getModalDefinition } from './modal-registry';
import { closeModal, useModals, type ModalEntry } from './modal-store';
import { focusables, trapTabFocus } from '../../components/focus-trap';
import './modal-host.css';

interface DialogProps {
  entry: ModalEntry;
  isTop: boolean;
}

function Dialog({ entry, isTop }: DialogProps) {
  const { t } = useTranslation();
  const definition = getModalDefinition(entry.name);
  const ref = useRef<HTMLDivElement>(null);
  const dismissable = entry.dismissable ?? definition?.dismissable ?? true;

  const close = useCallback(() => {
    if (entry.onDismiss) entry.onDismiss();
    else closeModal(entry.name);
  }, [entry]);

  // Focus moves into the dialog and returns to where it was when the dialog goes (WAI-ARIA APG).
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = ref.current;
    if (node) (focusables(node)[0] ?? node).focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  // Escape closes, Tab cycles inside the dialog (focus trap); only the top dialog listens.
  useEffect(() => {
    const node = ref.current;
    if (!node || !isTop) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && dismissable) {
        event.stopPropagation();
        close();
        return;
      }
      trapTabFocus(event, node);
    };
    node.addEventListener('keydown', onKeyDown);
    return () => node.removeEventListener('keydown', onKeyDown);
  }, [isTop, dismissable, close]);

  const Component = definition?.component;
  return (
    <div
      className="modal-layer"
      role="presentation"
      data-testid={`modal-layer-${entry.name}`}
      onMouseDown={(event) => {
        // Only a press on the backdrop itself, never one that started inside the dialog.
        if (event.target === event.currentTarget && dismissable && isTop) close();
      }}
      inert={!isTop}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-label={t(definition?.labelKey ?? `APP.MODALS.${entry.name.toUpperCase()}`)}
        className={`modal-dialog modal-dialog--${definition?.size ?? 'dialog'}`}
        tabIndex={-1}
      >
        {entry.hideClose ? null : (
          <button
            type="button"
            className="modal-close"
            onClick={close}
            aria-label={t('APP.MODAL.CLOSE')}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        <Suspense
          fallback={
            <div className="modal-loading" role="status" aria-label={t('APP.MODAL.LOADING')} />
          }
        >
          {Component ? <Component props={entry.props} close={close} /> : null}
        </Suspense>
      </div>
    </div>
  );
}

/** Draws the modal stack: the overlay (kept 100 ms after the last close, SH-027) and each dialog. */
export function ModalHost() {
  const { stack, overlayVisible } = useModals();
  if (!overlayVisible && stack.length === 0) return null;
  return (
    <div className="modal-host">
      {overlayVisible ? <div className="modal-overlay" data-testid="modal-overlay" /> : null}
      {stack.map((entry, index) => (
        <Dialog key={entry.name} entry={entry} isTop={index === stack.length - 1} />
      ))}
    </div>
  );
}
