/** The catalog category whose games get the special-slot popup (platform-core.md §4). */
export const SPECIAL_CATEGORY = 'special';

/** localStorage: set once the player has read the popup; it never shows again in this browser. */
export const SPECIAL_POPUP_KEY = 'special-game-popup-seen';
