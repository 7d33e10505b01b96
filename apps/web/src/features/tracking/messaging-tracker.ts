import type { MessagingEventsRequest, MessagingPageEvent } from '@croupier/contracts/tracking';
import { local } from '../../lib/storage';

/**
 * The customer-messaging tracker (platform-core.md §1; SH-051, TR-013): tells the messaging
 * platform which pages a visitor opens, so messages can follow what players look at. The api
 * links the events to the player when the visitor is signed in (the session says who, never the
 * body). Loaded once at start-up, after the first paint.
 */
export const VISITOR_STORAGE_KEY = 'visitor_id';
/** A batch goes when it has this many events (the api takes up to 20), ... */
const FLUSH_AT_EVENTS = 10;
/** ... or this long after its first event, or when the page is hidden or left. */
const FLUSH_AFTER_MS = 10_000;
const ENDPOINT = '/api/messaging/events';

export interface MessagingTracker {
  /** A page the visitor opened: its path without query or hash (they may carry tokens). */
  page(path: string, locale: string): void;
  /** Sends what is queued now. */
  flush(): void;
  stop(): void;
}

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return [...values].map((value) => value.toString(16).padStart(2, '0')).join('');
}

/** This browser's visitor id: made up once and kept, so a guest's visits join up. */
export function visitorId(): string {
  const stored = local.get(VISITOR_STORAGE_KEY);
  if (stored && /^[0-9a-f-]{16,64}$/.test(stored)) return stored;
  const created = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : randomHex(16);
  local.set(VISITOR_STORAGE_KEY, created);
  return created;
}

/** keepalive lets a batch sent as the page goes away still arrive; nothing here is retried. */
function post(body: MessagingEventsRequest): void {
  void fetch(ENDPOINT, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

export function startMessagingTracker({
  send = post,
  now = () => new Date(),
}: {
  send?: (body: MessagingEventsRequest) => void;
  now?: () => Date;
} = {}): MessagingTracker {
  const visitor = visitorId();
  let queue: MessagingPageEvent[] = [];
  let last: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    send({ visitor_id: visitor, events: queue });
    queue = [];
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);

  return {
    page(path, locale) {
      const clean = path.replace(/[?#].*$/, '') || '/';
      // The same page told twice in a row (a re-render, a locale switch back) is one view.
      const key = `${locale} ${clean}`;
      if (key === last) return;
      last = key;
      queue.push({ type: 'page', path: clean, locale, at: now().toISOString() });
      if (queue.length >= FLUSH_AT_EVENTS) flush();
      else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
    },
    flush,
    stop() {
      flush();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
    },
  };
}
