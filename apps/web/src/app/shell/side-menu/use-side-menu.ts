import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import {
  SIDE_MENU_CLOSE_EVENT,
  SIDE_MENU_OPEN_EVENT,
  SIDE_MENU_TOGGLE_EVENT,
} from './side-menu-events';

/** The side menu's open state, driven by the window events; navigating closes it. */
export function useSideMenuState() {
  const [isOpen, setOpen] = useState(false);
  const { pathname } = useLocation();
  // The address bar's path when the menu opened. A page still rendering then (its route's code
  // loading, in a transition) is the page the menu opens over, not a navigation that closes it.
  const [openedOver, setOpenedOver] = useState<string | null>(null);

  // The header's and the bottom bar's buttons toggle through here too: a tap while the page is
  // still loading must not be undone when that page arrives.
  const toggle = useCallback(() => {
    setOpenedOver(window.location.pathname);
    setOpen((value) => !value);
  }, []);

  useEffect(() => {
    const open = () => {
      setOpenedOver(window.location.pathname);
      setOpen(true);
    };
    const close = () => setOpen(false);
    window.addEventListener(SIDE_MENU_OPEN_EVENT, open);
    window.addEventListener(SIDE_MENU_CLOSE_EVENT, close);
    window.addEventListener(SIDE_MENU_TOGGLE_EVENT, toggle);
    return () => {
      window.removeEventListener(SIDE_MENU_OPEN_EVENT, open);
      window.removeEventListener(SIDE_MENU_CLOSE_EVENT, close);
      window.removeEventListener(SIDE_MENU_TOGGLE_EVENT, toggle);
    };
  }, [toggle]);

  // A new page closes the menu (platform-core.md §2.4: navigating closes popups).
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    if (pathname !== openedOver) setOpen(false);
  }

  return { isOpen, setOpen, toggle };
}
