import { useEffect, useState } from 'react';
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

  useEffect(() => {
    const open = () => setOpen(true);
    const close = () => setOpen(false);
    const toggle = () => setOpen((value) => !value);
    window.addEventListener(SIDE_MENU_OPEN_EVENT, open);
    window.addEventListener(SIDE_MENU_CLOSE_EVENT, close);
    window.addEventListener(SIDE_MENU_TOGGLE_EVENT, toggle);
    return () => {
      window.removeEventListener(SIDE_MENU_OPEN_EVENT, open);
      window.removeEventListener(SIDE_MENU_CLOSE_EVENT, close);
      window.removeEventListener(SIDE_MENU_TOGGLE_EVENT, toggle);
    };
  }, []);

  // A new page closes the menu (platform-core.md §2.4: navigating closes popups).
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  return { isOpen, setOpen };
}
