import type { PspPayout } from '@croupier/contracts/psp';
import type { AppDeps } from '../../app-deps.js';
import { brandService } from '../brand/brand.service.js';
import type { ScheduledJob } from '../outbox/outbox.service.js';
import { getPlayerRow, playerGroupIds } from '../player/player.service.js';
import { webhookUrlFor } from './crypto-address.service.js';
import { checkFraud } from './fraud-check.service.js';
import { publishPaymentChange } from './payment-events.js';
import { releaseWithdrawal } from './payment-ledger.js';
import { paymentsConfig } from './payment-methods.js';
import { ProviderError, type PaymentProvider } from './payment-provider.js';
import {
  findCashoutsInState,
  findUnacknowledgedDeposits,
  findUnsentCashouts,
  lockPayment,
  updatePaymentRow,
  type PaymentRow,
} from './payments.repository.js';
import { applyProviderPayout } from './provider-updates.service.js';
import { merchantReferenceOf } from './webhooks.service.js';

const BATCH = 50;
/** A deposit the provider never acknowledged is given up after this long. */
export const PENDING_WITHOUT_PROVIDER_MS = 30 * 60_000;

/**
 * pending → reserved: the fraud rules run on each new cash-out (type payout); one they refuse
 * stays pending, held for an operator (and still recallable by the player).
 */
export async function approvePendingCashouts(deps: AppDeps): Promise<number> {
  const { config } = await brandService(deps).get();
  const pending = await findCashoutsInState(deps.database.db, { state: 'pending', limit: BATCH });
  let approved = 0;
  for (const candidate of pending) {
    const player = await getPlayerRow(deps, candidate.playerId);
    const groups = await playerGroupIds(deps, candidate.playerId);
    if (!player) continue;
    await deps.database.db.transaction(async (tx) => {
      const row = await lockPayment(tx, candidate.id);
      if (!row || row.state !== 'pending' || row.heldForReview) return;
      const decision = await checkFraud(deps, tx, {
        config,
        player,
        groups,
        type: 'payout',
        amountCents: row.amountCents,
        currency: row.currency,
        // No request here: the profile's own country stands for the geo.
        geoCountry: player.country ?? '',
        geoRestricted: false,
      });
      const now = deps.clock.now();
      const updated = await updatePaymentRow(
        tx,
        row.id,
        decision.allowed
          ? { state: 'reserved', updatedAt: now }
          : { heldForReview: true, reason: 'fraud_review', updatedAt: now },
      );
      await publishPaymentChange(deps, tx, updated, config);
      if (decision.allowed) approved += 1;
    });
  }
  return approved;
}

/**
 * reserved → processing, under the row lock (WI-12): the recall takes the same lock, so only
 * one of them moves the cash-out. Returns the row when this call claimed it.
 */
async function claimForSending(deps: AppDeps, paymentId: number): Promise<PaymentRow | null> {
  const { config } = await brandService(deps).get();
  return deps.database.db.transaction(async (tx) => {
    const row = await lockPayment(tx, paymentId);
    if (!row || row.state !== 'reserved' || row.heldForReview) return null;
    const claimed = await updatePaymentRow(tx, row.id, {
      state: 'processing',
      updatedAt: deps.clock.now(),
    });
    await publishPaymentChange(deps, tx, claimed, config);
    return claimed;
  });
}

/** Creates the payout at the provider for a cash-out in processing (idempotent by our id). */
async function createProviderPayout(
  deps: AppDeps,
  provider: PaymentProvider,
  row: PaymentRow,
): Promise<void> {
  const { config } = await brandService(deps).get();
  const method = paymentsConfig(config).methods.find((entry) => entry.id === row.methodId);
  const player = await getPlayerRow(deps, row.playerId);
  let payout: PspPayout;
  try {
    if (!method || !player) throw new ProviderError('rejected', 'method or player gone');
    const destination = row.destination ?? {};
    payout = await provider.createPayout({
      merchant_reference: merchantReferenceOf(row.id),
      method: method.providerMethod,
      amount: row.amountCents,
      currency: row.currency,
      customer: { id: String(row.playerId), email: player.email },
      destination: {
        ...(destination.token ? { token: destination.token } : {}),
        ...(destination.address ? { address: destination.address } : {}),
        ...(destination.iban ? { iban: destination.iban } : {}),
        ...(destination.wallet_email ? { wallet_email: destination.wallet_email } : {}),
      },
      webhook_url: webhookUrlFor(deps, provider),
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // No answer: the next run sends again (same reference, so never twice at the provider).
    if (error.kind === 'unavailable') return;
    await deps.database.db.transaction(async (tx) => {
      const locked = await lockPayment(tx, row.id);
      if (!locked || locked.state !== 'processing' || locked.providerPaymentId !== null) return;
      const now = deps.clock.now();
      await releaseWithdrawal(tx, locked, now, 'rejected');
      const rejected = await updatePaymentRow(tx, row.id, {
        state: 'rejected',
        reason: 'provider_rejected',
        finishedAt: now,
        updatedAt: now,
      });
      await publishPaymentChange(deps, tx, rejected, config);
    });
    return;
  }
  await deps.database.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, row.id);
    if (!locked) return;
    await applyProviderPayout(deps, tx, { config, row: locked, payout });
  });
}

/**
 * Sends one cash-out if it is still reserved (the payout sender's step; the race test drives
 * it against a recall). True when this call sent it.
 */
export async function sendCashout(
  deps: AppDeps,
  provider: PaymentProvider,
  paymentId: number,
): Promise<boolean> {
  const claimed = await claimForSending(deps, paymentId);
  if (!claimed) return false;
  await createProviderPayout(deps, provider, claimed);
  return true;
}

/** reserved cash-outs older than CASHOUT_HOLD_MS go to the provider; unsent ones are retried. */
export async function sendDueCashouts(deps: AppDeps, provider: PaymentProvider): Promise<number> {
  const db = deps.database.db;
  const due = await findCashoutsInState(db, {
    state: 'reserved',
    createdBefore: new Date(deps.clock.now().getTime() - deps.env.CASHOUT_HOLD_MS),
    limit: BATCH,
  });
  let sent = 0;
  for (const row of due) {
    if (await sendCashout(deps, provider, row.id)) sent += 1;
  }
  for (const row of await findUnsentCashouts(db, BATCH)) {
    await createProviderPayout(deps, provider, row);
  }
  return sent;
}

/** Deposits whose provider call never got an answer are canceled after a while (limits count open ones). */
export async function cancelUnacknowledgedDeposits(deps: AppDeps): Promise<number> {
  const { config } = await brandService(deps).get();
  const stale = await findUnacknowledgedDeposits(deps.database.db, {
    before: new Date(deps.clock.now().getTime() - PENDING_WITHOUT_PROVIDER_MS),
    limit: BATCH,
  });
  let canceled = 0;
  for (const candidate of stale) {
    await deps.database.db.transaction(async (tx) => {
      const row = await lockPayment(tx, candidate.id);
      if (!row || row.state !== 'pending' || row.providerPaymentId !== null) return;
      const now = deps.clock.now();
      const updated = await updatePaymentRow(tx, row.id, {
        state: 'canceled',
        reason: 'provider_unavailable',
        finishedAt: now,
        updatedAt: now,
      });
      await publishPaymentChange(deps, tx, updated, config);
      canceled += 1;
    });
  }
  return canceled;
}

/** `cashout-processing`, every ~5 s: approve, send what is due, tidy unacknowledged deposits. */
export function cashoutProcessingJob(deps: AppDeps, provider: PaymentProvider): ScheduledJob {
  return {
    name: 'cashout-processing',
    intervalMs: 5_000,
    async run() {
      const approved = await approvePendingCashouts(deps);
      const sent = await sendDueCashouts(deps, provider);
      const canceled = await cancelUnacknowledgedDeposits(deps);
      return `approved ${approved}, sent ${sent}, canceled deposits ${canceled}`;
    },
  };
}
