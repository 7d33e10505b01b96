/** Pure URL rules of the router (platform-core.md §2.5). */

/** RT-048: `/pokies/all/` → `/pokies/all`; the root stays `/`. */
export function stripTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/')
    ? pathname.replace(/\/+$/, '') || '/'
    : pathname;
}

export type HashAction =
  | { kind: 'route'; to: 'signIn' | 'signUp' | 'remind' | 'newPassword' }
  | { kind: 'sport'; popup: string | null }
  | { kind: 'chat' }
  | { kind: 'scroll'; id: string };

/** RT-049..RT-052: what a location hash asks for. */
export function hashAction(hash: string): HashAction | null {
  const value = decodeURIComponent(hash.replace(/^#/, ''));
  if (!value) return null;
  switch (value) {
    case 'sign-in':
      return { kind: 'route', to: 'signIn' };
    case 'sign-up':
      return { kind: 'route', to: 'signUp' };
    case 'remind':
      return { kind: 'route', to: 'remind' };
    case 'new-password':
      return { kind: 'route', to: 'newPassword' };
    case 'sport':
      return { kind: 'sport', popup: null };
    case 'chat':
      return { kind: 'chat' };
  }
  if (value.startsWith('sport_')) return { kind: 'sport', popup: value.slice('sport_'.length) };
  return { kind: 'scroll', id: value };
}

/** RT-051: live chat opens 1 s after `#chat`. */
export const CHAT_HASH_DELAY_MS = 1000;
/** RT-052: scroll-to-hash retry interval and limit. */
export const SCROLL_RETRY_MS = 200;
export const SCROLL_RETRY_LIMIT_MS = 5000;

/**
 * Scrolls to the element with `id`, retrying every 200 ms for up to 5000 ms while the page is
 * still rendering it. Returns a cancel function.
 */
export function scrollToHash(id: string, doc: Document = document): () => void {
  let elapsed = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const target = doc.getElementById(id);
    if (target) {
      target.scrollIntoView({ block: 'start' });
      return;
    }
    if (elapsed >= SCROLL_RETRY_LIMIT_MS) return;
    elapsed += SCROLL_RETRY_MS;
    timer = setTimeout(attempt, SCROLL_RETRY_MS);
  };
  attempt();
  return () => clearTimeout(timer);
}

/** Returns `search` without the given query parameters (`?` included when anything is left). */
export function withoutParams(search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}
