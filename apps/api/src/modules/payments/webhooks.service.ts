import type { BrandConfig } from '@croupier/contracts/brand';
import type { PspPayment, PspWebhook } from '@croupier/contracts/psp';
import type { AppDeps } from '../../app-deps.js';
import { brandService } from '../brand/brand.service.js';
import type { Transaction } from '../../db/transaction.js';
import { findString } from '../../lib/input-walk.js';
import { isStorableText } from '../../lib/storable-text.js';
import { maskPans } from './pan-guard.js';
import { WebhookRejected, type PaymentProvider } from './payment-provider.js';
import { paymentsConfig } from './payment-methods.js';
import {
  lockCryptoAddressByAddress,
  insertPayment,
  insertWebhookEvent,
  lockPayment,
  lockPaymentByProviderId,
  lockWebhookEvent,
  setWebhookOutcome,
  type PaymentRow,
} from './payments.repository.js';
import { applyProviderPayment, applyProviderPayout } from './provider-updates.service.js';

export interface WebhookAnswer {
  status: 200 | 404;
  outcome: 'applied' | 'duplicate' | 'ignored' | 'held' | 'unknown';
}

type PayoutEvent = Extract<
  PspWebhook,
  { data: { status: 'pending' | 'processing' | 'paid' | 'failed' } }
>;
type PaymentEvent = Exclude<PspWebhook, PayoutEvent>;

function isPayoutEvent(event: PspWebhook): event is PayoutEvent {
  return event.type.startsWith('payout.');
}

/** Our payment id is the provider's `merchant_reference`. */
export const merchantReferenceOf = (paymentId: number): string => String(paymentId);
function paymentIdOf(reference: string): number | undefined {
  return /^\d{1,15}$/.test(reference) ? Number(reference) : undefined;
}

/**
 * Coins sent to a player's deposit address without a cashbox deposit first: the address tells
 * whose they are, so the deposit is opened here and credited like any other.
 */
async function openUnsolicitedCryptoDeposit(
  deps: AppDeps,
  tx: Transaction,
  config: BrandConfig,
  provider: string,
  payment: PspPayment,
): Promise<PaymentRow | undefined> {
  if (payment.method !== 'crypto' || !payment.crypto) return undefined;
  const owner = await lockCryptoAddressByAddress(tx, provider, payment.crypto.address);
  const method = paymentsConfig(config).methods.find(
    (entry) => entry.type === 'crypto' && entry.currencies.includes(payment.currency),
  );
  if (!owner || owner.currency !== payment.currency || !method) return undefined;
  // Under the address lock: a concurrent event for the same transfer may have opened it already.
  const opened = await lockPaymentByProviderId(tx, provider, payment.id);
  if (opened) return opened;
  const now = deps.clock.now();
  const row = await insertPayment(tx, {
    playerId: owner.playerId,
    action: 'deposit',
    state: 'pending',
    methodId: method.id,
    provider,
    providerPaymentId: payment.id,
    amountCents: payment.amount,
    currency: payment.currency,
    createdAt: now,
    updatedAt: now,
  });
  return lockPayment(tx, row.id);
}

async function findTarget(
  deps: AppDeps,
  tx: Transaction,
  config: BrandConfig,
  provider: string,
  event: PspWebhook,
): Promise<PaymentRow | undefined> {
  const byProviderId = await lockPaymentByProviderId(tx, provider, event.data.id);
  if (byProviderId) return byProviderId;
  const id = paymentIdOf(event.data.merchant_reference);
  const byReference = id === undefined ? undefined : await lockPayment(tx, id);
  if (byReference && byReference.provider === provider) return byReference;
  if (isPayoutEvent(event)) return undefined;
  return openUnsolicitedCryptoDeposit(deps, tx, config, provider, event.data);
}

/**
 * `POST /api/payments/webhooks/<provider>` (WI-11). The signature and age are checked before
 * anything is read. Then, in one transaction, the event is recorded by its id (a redelivery is
 * acknowledged and changes nothing), the payment is locked and the event applied; the ledger
 * reference (`deposit:<id>` ...) makes a second booking impossible even across event ids.
 * An event for a payment we do not know is stored and answered 404, so the provider retries it
 * (it may have raced our own commit) and an operator can see it.
 */
export async function receiveWebhook(
  deps: AppDeps,
  provider: PaymentProvider,
  input: { rawBody: string; headers: Record<string, string | string[] | undefined> },
): Promise<WebhookAnswer> {
  const now = deps.clock.now();
  const event = provider.verifyWebhook({ ...input, now });
  // RELIABILITY IN-01: the event is stored as sent (jsonb), which cannot hold NUL or a lone
  // surrogate; no real provider sends one, so a definitive refusal rather than a retried 500.
  if (findString(event, (text) => !isStorableText(text))) {
    throw new WebhookRejected(400, 'body has text that cannot be stored');
  }
  const { config } = await brandService(deps).get();
  return deps.database.db.transaction(async (tx) => {
    const isNew = await insertWebhookEvent(tx, {
      provider: provider.name,
      eventId: event.id,
      type: event.type,
      payload: maskPans(event),
      outcome: 'received',
      receivedAt: now,
    });
    if (!isNew) {
      const stored = await lockWebhookEvent(tx, provider.name, event.id);
      if (stored?.outcome !== 'unknown') return { status: 200, outcome: 'duplicate' };
    }
    const row = await findTarget(deps, tx, config, provider.name, event);
    if (!row) {
      await setWebhookOutcome(tx, provider.name, event.id, 'unknown');
      return { status: 404, outcome: 'unknown' };
    }
    const result = isPayoutEvent(event)
      ? await applyProviderPayout(deps, tx, { config, row, payout: event.data })
      : await applyProviderPayment(deps, tx, {
          config,
          row,
          payment: (event satisfies PaymentEvent).data,
          chargedBack: event.type === 'payment.charged_back',
        });
    await setWebhookOutcome(tx, provider.name, event.id, result.outcome);
    return { status: 200, outcome: result.outcome };
  });
}
