/**
 * platform-core.md §2.6: the side menu opens and closes by app events (SH-014). Any feature
 * may dispatch these on `window` without importing the shell:
 * `window.dispatchEvent(new Event('croupier:side-menu-open'))`.
 */
export const SIDE_MENU_OPEN_EVENT = 'croupier:side-menu-open';
export const SIDE_MENU_CLOSE_EVENT = 'croupier:side-menu-close';
export const SIDE_MENU_TOGGLE_EVENT = 'croupier:side-menu-toggle';

export const openSideMenu = () => window.dispatchEvent(new Event(SIDE_MENU_OPEN_EVENT));
export const closeSideMenu = () => window.dispatchEvent(new Event(SIDE_MENU_CLOSE_EVENT));
export const toggleSideMenu = () => window.dispatchEvent(new Event(SIDE_MENU_TOGGLE_EVENT));
