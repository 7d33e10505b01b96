import { useEffect, useEffectEvent } from 'react';
import { OPEN_LIVE_CHAT_EVENT } from '../../lib/live-chat';

/**
 * SH-044: without a live-chat service the support widget is the contact form. Every chat entry
 * point (the header's support popup, the side menu, the `#chat` hash) asks through one window
 * event; the shell mounts this once and opens the form's modal with `open`. Tiny on purpose: the
 * form itself is a lazy chunk, loaded when the modal opens.
 */
export function useSupportWidget(open: () => void): void {
  const openNow = useEffectEvent(open);
  useEffect(() => {
    const onRequest = () => openNow();
    window.addEventListener(OPEN_LIVE_CHAT_EVENT, onRequest);
    return () => window.removeEventListener(OPEN_LIVE_CHAT_EVENT, onRequest);
  }, []);
}
