/**
 * Idle page title (platform-core.md §4, §9; requirements SH-036): while the tab is hidden the
 * title rotates through the idle titles, first at once (start 0), then every 2000 ms; the page's
 * own title comes back when the tab is visible again.
 */
export const IDLE_TITLE_START_MS = 0;
export const IDLE_TITLE_DELAY_MS = 2000;

export function startIdleTitle(getTitles: () => string[], doc: Document = document): () => void {
  let original: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let index = 0;

  const rotate = () => {
    const titles = getTitles();
    if (titles.length > 0) {
      doc.title = titles[index % titles.length] ?? doc.title;
      index += 1;
    }
    timer = setTimeout(rotate, IDLE_TITLE_DELAY_MS);
  };

  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') {
      if (original !== null) return;
      original = doc.title;
      index = 0;
      timer = setTimeout(rotate, IDLE_TITLE_START_MS);
    } else if (original !== null) {
      clearTimeout(timer);
      doc.title = original;
      original = null;
    }
  };

  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    clearTimeout(timer);
    if (original !== null) doc.title = original;
  };
}
