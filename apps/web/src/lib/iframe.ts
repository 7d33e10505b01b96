/**
 * Iframe mode (platform-core.md §1; requirements SH-047, RT-043): the app posts
 * `{source:'casino-app', type, payload}` to the parent and never rewrites the locale prefix.
 */
export function isInIframe(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent makes window.top unreadable: that is an iframe too.
    return true;
  }
}

export type ParentMessageType =
  'route-change' | 'login' | 'logout' | 'balance' | 'modal-open' | 'modal-close';

export function postToParent(type: ParentMessageType, payload: unknown = null): void {
  if (!isInIframe()) return;
  window.parent.postMessage({ source: 'casino-app', type, payload }, '*');
}
