import { PSP_SIGNATURE_HEADER, type PspWebhook } from '@croupier/contracts/psp';
import { nowIso, type PspContext } from '../context.js';
import type { JobOutcome } from '../jobs/job-queue.js';
import { newId } from '../lib/ids.js';
import { presentPayment } from '../payments/payment-presenter.js';
import { presentPayout } from '../payouts/payout-presenter.js';
import type {
  JobRecord,
  PaymentRecord,
  PayoutRecord,
  WebhookEventRecord,
} from '../store/records.js';
import { signWebhook } from './signature.js';

type PaymentEventType = Extract<PspWebhook, { data: { redirect_url: unknown } }>['type'];
type PayoutEventType = Exclude<PspWebhook['type'], PaymentEventType>;

function queueEvent(
  context: PspContext,
  webhook: PspWebhook,
  objectId: string,
  url: string,
): WebhookEventRecord {
  const event = context.store.events.put({
    id: webhook.id,
    type: webhook.type,
    object_id: objectId,
    url,
    created_at: webhook.created_at,
    body: JSON.stringify(webhook),
    attempts: [],
    delivered_at: null,
    next_attempt_at: webhook.created_at,
  });
  context.jobs.schedule('deliver_webhook', event.id, 0);
  return event;
}

/** A payment changed: its webhook carries the payment as it stands now. */
export function emitPaymentEvent(
  context: PspContext,
  type: PaymentEventType,
  payment: PaymentRecord,
): WebhookEventRecord {
  const webhook: PspWebhook = {
    id: newId('evt'),
    type,
    created_at: nowIso(context),
    data: presentPayment(payment),
  };
  return queueEvent(context, webhook, payment.id, payment.webhook_url);
}

export function emitPayoutEvent(
  context: PspContext,
  type: PayoutEventType,
  payout: PayoutRecord,
): WebhookEventRecord {
  const webhook: PspWebhook = {
    id: newId('evt'),
    type,
    created_at: nowIso(context),
    data: presentPayout(payout),
  };
  return queueEvent(context, webhook, payout.id, payout.webhook_url);
}

/** 1 s, 2 s, 4 s … after the 1st, 2nd, 3rd failure, capped (10 min by default). */
export function retryDelayMs(context: PspContext, failures: number): number {
  const { WEBHOOK_RETRY_BASE_MS: base, WEBHOOK_RETRY_MAX_MS: max } = context.env;
  // 2^30 already passes any sane cap; stop doubling before the number loses meaning.
  return Math.min(base * 2 ** Math.min(failures - 1, 30), max);
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return 'network error';
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timeout';
  // fetch says "fetch failed"; the cause names the reason (ECONNREFUSED, ENOTFOUND, bad port).
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message.slice(0, 200);
  return error.message.slice(0, 200);
}

/**
 * One delivery attempt. Any 2xx acknowledges the event; anything else (other status, network
 * error, timeout) is recorded and retried with exponential backoff until acknowledged.
 */
export async function deliverWebhook(context: PspContext, job: JobRecord): Promise<JobOutcome> {
  const event = context.store.events.get(job.ref);
  if (!event || event.delivered_at) return;
  const startedAt = context.clock.now();
  const t = Math.floor(startedAt.getTime() / 1000);
  let status: number | null = null;
  let failure: string | null = null;
  try {
    ({ status } = await context.sendWebhook({
      url: event.url,
      body: event.body,
      timeoutMs: context.env.WEBHOOK_TIMEOUT_MS,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'CroupierPay-Sandbox/1.0',
        [PSP_SIGNATURE_HEADER]: signWebhook(context.env.PAYMENTS_WEBHOOK_SECRET, event.body, t),
      },
    }));
  } catch (error) {
    failure = describeFailure(error);
  }
  const acknowledged = status !== null && status >= 200 && status < 300;
  const attempts = [...event.attempts, { at: startedAt.toISOString(), status, error: failure }];
  if (acknowledged) {
    context.store.events.put({
      ...event,
      attempts,
      delivered_at: nowIso(context),
      next_attempt_at: null,
    });
    return;
  }
  const failures = attempts.filter((attempt) => attempt.status === null || attempt.status >= 300);
  const retryAt = new Date(context.clock.now().getTime() + retryDelayMs(context, failures.length));
  context.store.events.put({ ...event, attempts, next_attempt_at: retryAt.toISOString() });
  context.log.warn(
    { event: event.id, url: event.url, status, error: failure, retryAt },
    'webhook not acknowledged, will retry',
  );
  return { retryAt };
}

/** Sandbox control: send an unacknowledged event again right away instead of at its backoff. */
export function retryWebhookNow(context: PspContext, eventId: string): boolean {
  const event = context.store.events.get(eventId);
  if (!event || event.delivered_at) return false;
  const job = context.store.jobs
    .values()
    .find((candidate) => candidate.kind === 'deliver_webhook' && candidate.ref === eventId);
  if (job) context.store.jobs.delete(job.id);
  context.jobs.schedule('deliver_webhook', eventId, 0);
  context.store.events.put({ ...event, next_attempt_at: nowIso(context) });
  return true;
}
