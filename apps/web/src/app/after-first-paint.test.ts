import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

function firstPaintWithHero(): { root: HTMLElement; hero: HTMLImageElement } {
  const root = document.createElement('div');
  root.innerHTML =
    '<div data-first-paint><img alt="" fetchpriority="high" src="/brand/hero.svg"></div>';
  const hero = root.querySelector('img');
  if (!hero) throw new Error('no hero');
  return { root, hero };
}

/** Whether the promise has settled after the timers and frames so far. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(50);
  return settled;
}

describe('the site starts after the first paint (decision 0202)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the hero image of the first paint, then starts', async () => {
    vi.useFakeTimers();
    const { root, hero } = firstPaintWithHero();
    const started = afterFirstPaint(root);
    expect(await isSettled(started)).toBe(false);
    hero.dispatchEvent(new Event('load'));
    expect(await isSettled(started)).toBe(true);
  });

  it('starts anyway when the hero image is slow or fails', async () => {
    vi.useFakeTimers();
    const slow = afterFirstPaint(firstPaintWithHero().root);
    await vi.advanceTimersByTimeAsync(1_600);
    expect(await isSettled(slow)).toBe(true);

    const { root, hero } = firstPaintWithHero();
    const failed = afterFirstPaint(root);
    hero.dispatchEvent(new Event('error'));
    expect(await isSettled(failed)).toBe(true);
  });

  it('starts at once without a first paint', async () => {
    vi.useFakeTimers();
    expect(await isSettled(afterFirstPaint(document.createElement('div')))).toBe(true);
  });
});
