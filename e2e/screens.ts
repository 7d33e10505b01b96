import type { Page } from '@playwright/test';

/**
 * Waits for the page's running animations (popups fade and rise in) so a screenshot shows the
 * settled screen. An animation cancelled on the way — a popup closed or re-rendered — rejects
 * its `finished`; that is settled too, not a failure. Endless ones (spinners) are not waited for.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((run) => run.effect?.getComputedTiming().iterations !== Infinity)
        .map((run) => run.finished),
    ),
  );
}
