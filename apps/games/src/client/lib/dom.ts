/** A tiny element builder: the clients are plain DOM (a small, fast iframe, no framework). */

type Child = Node | string | null | undefined | false;
export interface Props {
  class?: string;
  text?: string;
  attrs?: Record<string, string | number | boolean | undefined>;
  on?: Partial<{ [K in keyof HTMLElementEventMap]: (event: HTMLElementEventMap[K]) => void }>;
}

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  children: Child[] = [],
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (props.class) element.className = props.class;
  if (props.text !== undefined) element.textContent = props.text;
  for (const [name, value] of Object.entries(props.attrs ?? {})) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const [name, handler] of Object.entries(props.on ?? {})) {
    element.addEventListener(name, handler as EventListener);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

export function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number> = {},
  children: (SVGElement | string)[] = [],
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, String(value));
  for (const child of children) element.append(child);
  return element;
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `wait`, cut short when `signal` aborts: a player who presses again while a result is being
 * shown gets the rest of it at once (nothing but an unanswered call keeps the button locked).
 */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  if (!signal) return wait(ms);
  if (signal.aborted || ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

/**
 * Resolves when the animations end, or `ms` (+ a little) later at the latest: animation
 * timelines stop while the browser does not draw the iframe (a hidden tab, a frame scrolled
 * away, a starved phone), and a round must still end on time and reach the casino.
 */
export function animationsSettled(
  animations: readonly Animation[],
  ms: number,
  signal?: AbortSignal,
): Promise<void> {
  // Hurried: every animation jumps to its end state, so what is drawn is the final frame.
  const finishAll = () => {
    for (const animation of animations) animation.finish();
  };
  if (signal?.aborted) finishAll();
  else signal?.addEventListener('abort', finishAll, { once: true });
  const finished = Promise.all(animations.map((animation) => animation.finished)).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([finished, pause(ms + 100, signal)]).finally(() =>
    signal?.removeEventListener('abort', finishAll),
  );
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Counts a number up on screen (wins), in `ms`; instant when motion is reduced, and jumps to
 * `to` when `signal` aborts.
 */
export function countUp(
  from: number,
  to: number,
  ms: number,
  render: (value: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  if (ms <= 0 || to <= from || prefersReducedMotion() || signal?.aborted) {
    render(to);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const start = performance.now();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      signal?.removeEventListener('abort', finish);
      render(to);
      resolve();
    };
    signal?.addEventListener('abort', finish);
    const frame = (now: number) => {
      if (done) return;
      const progress = Math.min(1, (now - start) / ms);
      const eased = 1 - (1 - progress) ** 3;
      if (progress >= 1) finish();
      else {
        render(from + Math.floor((to - from) * eased));
        requestAnimationFrame(frame);
      }
    };
    requestAnimationFrame(frame);
    // Animation frames stop while the browser does not draw the iframe (a hidden tab, a
    // frame the page scrolled away): the round still ends on time and reaches the casino.
    setTimeout(finish, ms + 100);
  });
}
