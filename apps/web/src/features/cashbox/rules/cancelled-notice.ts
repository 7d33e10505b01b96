import type { Payment } from '@croupier/contracts/payments';
import { local } from '../../../lib/storage';

/**
 * CB-006 (engagement.md §4 Payments, §9): a cancelled payment that finished within the last
 * 5 minutes is announced once per transaction id, naming its action. The ids already announced
 * are kept in localStorage, so a reload does not repeat the warning.
 */
export const CANCELLED_NOTICE_WINDOW_MS = 5 * 60_000;
const STORAGE_KEY = 'cashbox.cancelledNotices';
/** Enough to cover any burst; older ids are long outside the 5-minute window anyway. */
const KEEP_IDS = 50;

export function isFreshCancellation(payment: Payment, now: number): boolean {
  if (payment.state !== 'canceled' || !payment.finished_at) return false;
  const finished = Date.parse(payment.finished_at);
  return Number.isFinite(finished) && now - finished <= CANCELLED_NOTICE_WINDOW_MS;
}

export function announcedIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(local.get(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/**
 * The payments to announce now, and records them as announced: call it with every list or
 * push the player receives; each id comes out at most once.
 */
export function takeCancelledNotices(payments: readonly Payment[], now: number): Payment[] {
  const seen = new Set(announcedIds());
  const fresh = payments.filter(
    (payment) => !seen.has(payment.id) && isFreshCancellation(payment, now),
  );
  if (fresh.length > 0) {
    const ids = [...seen, ...fresh.map((payment) => payment.id)].slice(-KEEP_IDS);
    local.set(STORAGE_KEY, JSON.stringify(ids));
  }
  return fresh;
}
