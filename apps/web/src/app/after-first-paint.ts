/**
 * The server writes the page's first paint into index.html (decision 0202). The scripts load
 * after it is on screen: the stylesheet, the logo and the lobby's hero image get the network
 * and the main thread first, and the start-up scripts follow. A hidden tab never paints, and a
 * slow hero image must not hold the site back, so both waits are bounded.
 */
const PAINT_WAIT_MS = 100;
const HERO_WAIT_MS = 1_500;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once a frame has been painted: the task after the next animation frame. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** The hero image the first paint marks as its largest content, loaded or failed. */
function heroLoaded(root: ParentNode): Promise<void> {
  const hero = root.querySelector<HTMLImageElement>('[data-first-paint] img[fetchpriority="high"]');
  if (!hero || hero.complete) return Promise.resolve();
  return new Promise((resolve) => {
    hero.addEventListener('load', () => resolve(), { once: true });
    hero.addEventListener('error', () => resolve(), { once: true });
  });
}

export async function afterFirstPaint(root: ParentNode = document): Promise<void> {
  if (document.visibilityState === 'hidden') return;
  await Promise.race([Promise.all([nextPaint(), heroLoaded(root)]), delay(HERO_WAIT_MS)]);
  // The frame that shows the hero once it has loaded.
  await Promise.race([nextPaint(), delay(PAINT_WAIT_MS)]);
}
