/**
 * Search thresholds (platform-core.md §4 Search, §5, §9; GM-016, GM-017, GM-019, GM-020). The
 * spec's "min 2 chars" and "above 2 characters" disagree; reading used (GM-017): search fires
 * at 3 characters, the clear button shows from 2.
 */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_CLEAR_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_RESIZE_DEBOUNCE_MS = 150;
/** GM-018: how many recommended games show before any results. */
export const SEARCH_RECOMMENDED_COUNT = 8;
export const SEARCH_PAGE_SIZE = 24;

export const normaliseSearch = (text: string) => text.trim();

export function shouldSearch(text: string): boolean {
  return normaliseSearch(text).length >= SEARCH_MIN_LENGTH;
}

export function shouldShowClear(text: string, isFocused: boolean): boolean {
  return isFocused && text.length >= SEARCH_CLEAR_MIN_LENGTH;
}
