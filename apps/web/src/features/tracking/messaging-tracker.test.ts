import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessagingEventsRequest } from '@croupier/contracts/tracking';
import { messagingEventsRequestSchema } from '@croupier/contracts/tracking';
import { local } from '../../lib/storage';
import {
  startMessagingTracker,
  VISITOR_STORAGE_KEY,
  type MessagingTracker,
} from './messaging-tracker';

let tracker: MessagingTracker | undefined;
afterEach(() => {
  tracker?.stop();
  vi.useRealTimers();
  local.remove(VISITOR_STORAGE_KEY);
});

function track() {
  const sent: MessagingEventsRequest[] = [];
  tracker = startMessagingTracker({
    send: (body) => sent.push(body),
    now: () => new Date('2026-11-22T10:00:00Z'),
  });
  return { tracker, sent };
}

describe('the customer-messaging tracker (SH-051, TR-013)', () => {
  it('sends the pages a visitor opens in batches the api accepts, ten seconds after the first', () => {
    vi.useFakeTimers();
    const { tracker, sent } = track();
    tracker.page('/', 'en');
    tracker.page('/', 'en'); // the same view told twice
    tracker.page('/games/all?sort=new#top', 'en');
    vi.advanceTimersByTime(9_999);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    const [batch] = sent;
    expect(messagingEventsRequestSchema.parse(batch)).toEqual(batch);
    expect(batch?.events.map((event) => event.path)).toEqual(['/', '/games/all']);
  });

  it('keeps one visitor id across page loads', () => {
    const first = track().tracker;
    first.page('/', 'en');
    first.flush();
    first.stop();
    const { tracker, sent } = track();
    tracker.page('/promotions', 'de');
    tracker.flush();
    expect(sent[0]?.visitor_id).toBe(local.get(VISITOR_STORAGE_KEY));
    expect(sent[0]?.visitor_id).toMatch(/^[0-9a-f-]{16,64}$/);
  });

  it('sends what is queued when the page is hidden, and at ten events at once', () => {
    const { tracker, sent } = track();
    tracker.page('/a', 'en');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(sent).toHaveLength(1);
    for (let page = 0; page < 10; page += 1) tracker.page(`/p${page}`, 'en');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.events).toHaveLength(10);
  });
});
