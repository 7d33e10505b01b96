import { session } from '../../lib/storage';

/**
 * Coming back from the provider's hosted page is a fresh page load, and a cashbox route loaded
 * without a previous page goes to main (RT-009). So before leaving, the deposit is remembered
 * for this tab; on return the shell reopens the deposit step on it (over main) and shows how it
 * ended. The provider's own `?payment=&status=` is not trusted: the state comes from our api.
 */
const KEY = 'cashbox.hostedPayment';
/** A return later than this is not the same visit. */
const RETURN_WINDOW_MS = 2 * 60 * 60_000;

export function rememberHostedPayment(id: number, now: number): void {
  session.set(KEY, JSON.stringify({ id, at: now }));
}

/** The payment the player left for, once; null when there is none (or it is stale). */
export function takeHostedPayment(now: number): number | null {
  const raw = session.get(KEY);
  if (raw === null) return null;
  session.remove(KEY);
  try {
    const parsed = JSON.parse(raw) as { id?: unknown; at?: unknown };
    if (typeof parsed.id !== 'number' || !Number.isInteger(parsed.id)) return null;
    if (typeof parsed.at !== 'number' || now - parsed.at > RETURN_WINDOW_MS) return null;
    return parsed.id;
  } catch {
    return null;
  }
}

/**
 * The payment id a deposit route shows the result of: `payment_id` (ours, as the api's return
 * URL and the shell's reopening name it). The provider's own `payment` is its id, not ours.
 */
export const RESULT_PARAM = 'payment_id';

export function paymentIdFromQuery(query: unknown): number | null {
  if (typeof query !== 'object' || query === null) return null;
  const value = (query as Record<string, unknown>)[RESULT_PARAM];
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/** Leaves for the provider's hosted page (a seam for tests: jsdom cannot navigate away). */
export const hostedPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/**
 * A created deposit that continues on the provider's hosted page: remembered for the return,
 * then the tab goes there. False when there is no hosted page (crypto, settled at once).
 */
export function leaveForHostedPage(
  payment: { id: number; redirect_url: string | null },
  now: number = Date.now(),
): boolean {
  if (!payment.redirect_url) return false;
  rememberHostedPayment(payment.id, now);
  hostedPage.open(payment.redirect_url);
  return true;
}
