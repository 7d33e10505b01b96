import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A toggled popup (balance, support, notifications, language): a second click on the trigger
 * closes it (SH-039), as do Escape (focus returns to the trigger) and a click outside.
 */
export function useDisclosure<T extends HTMLElement = HTMLDivElement>() {
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<T>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((open) => !open), []);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      const root = rootRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  return {
    isOpen,
    open: useCallback(() => setOpen(true), []),
    close,
    toggle,
    rootRef,
    triggerProps: {
      ref: triggerRef,
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      onClick: toggle,
    },
    panelId,
  };
}
