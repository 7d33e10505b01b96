import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface FullscreenControl {
  /** False where the Fullscreen API is missing or refused (iOS Safari on iPhone). */
  supported: boolean;
  active: boolean;
  toggle: () => void;
}

/** The Fullscreen API on the game's container, so the toolbar's state follows Esc and F11 too. */
export function useFullscreen(target: RefObject<HTMLElement | null>): FullscreenControl {
  const [active, setActive] = useState(false);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;

  useEffect(() => {
    const onChange = () =>
      setActive(
        document.fullscreenElement !== null && document.fullscreenElement === target.current,
      );
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void target.current?.requestFullscreen().catch(() => undefined);
  }, [target]);

  return { supported, active, toggle };
}
