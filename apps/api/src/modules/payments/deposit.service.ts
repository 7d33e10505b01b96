import type { BrandPaymentMethod } from '@croupier/contracts/brand';
import type { CreatePaymentRequest } from '@croupier/contracts/payments';
import type { PspPayment } from '@croupier/contracts/psp';
import { VALIDATION } from '@croupier/contracts/users';
import type { AppDeps } from '../../app-deps.js';
import type { RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../lib/app-error.js';
import { lockPlayerMoney } from '../ledger/ledger.service.js';
import { assertCanDeposit } from '../limits/limit-check.js';
import type { Transaction } from '../../db/transaction.js';
import { updatePlayer } from '../player/player.service.js';
import { checkBonusCode } from './bonus-codes.js';
import { rememberAddress, webhookUrlFor } from './crypto-address.service.js';
import { assertFraudAllowed } from './fraud-check.service.js';
import { returnUrlFor, type PlayerPaymentContext } from './payment-context.js';
import { publishPaymentChange } from './payment-events.js';
import { isFiat, limitsOf, offeredMethods } from './payment-methods.js';
import { ProviderError, type PaymentProvider } from './payment-provider.js';
import { amountProblem, missingProfileFields } from './payment-rules.js';
import {
  findPlayerProfile,
  insertPayment,
  lockPayment,
  sumOpenDeposits,
  touchPaymentProfile,
  updatePaymentRow,
  type PaymentRow,
} from './payments.repository.js';
import { applyProviderPayment } from './provider-updates.service.js';
import { merchantReferenceOf } from './webhooks.service.js';

/** Deposits still open within this window count against the deposit limits. */
const PENDING_WINDOW_MS = 31 * 24 * 60 * 60 * 1000;

/** A deposit as stored, with what the provider call needs. */
export interface OpenedDeposit {
  row: PaymentRow;
  method: BrandPaymentMethod;
  savedToken: string | undefined;
}

/**
 * The checks of a deposit (CB-003, CB-012, CB-019, CB-021, LM-009), in the caller's
 * transaction: method, currency, amount, profile, saved card, bonus code, fraud score, then
 * the limit check under the player's money lock, and the payment row (pending).
 */
export async function openDeposit(
  deps: AppDeps,
  tx: Transaction,
  context: PlayerPaymentContext,
  body: CreatePaymentRequest,
): Promise<OpenedDeposit> {
  const { config, player } = context;
  const now = deps.clock.now();
  const method = offeredMethods(config, context, 'deposit').find(
    (entry) => entry.id === body.payment_method_id,
  );
  if (!method) {
    throw AppError.invalid({ payment_method_id: [VALIDATION.PAYMENT_METHOD_UNAVAILABLE] });
  }
  if (!context.accountCurrencies.includes(body.currency)) {
    throw AppError.invalid({ currency: [VALIDATION.CURRENCY_UNSUPPORTED] });
  }
  const limits = limitsOf(method, 'deposit', body.currency);
  if (!limits) {
    throw AppError.invalid({ payment_method_id: [VALIDATION.PAYMENT_METHOD_UNAVAILABLE] });
  }
  const problem = amountProblem(body.amount_cents, limits);
  if (problem) throw AppError.invalid({ amount: [problem] });
  if (isFiat(config, body.currency) && missingProfileFields(player).length > 0) {
    throw new AppError('invalid_input', 'Complete your profile first', {
      fields: { base: [VALIDATION.PROFILE_INCOMPLETE] },
      internal: `missing ${missingProfileFields(player).join(', ')}`,
    });
  }

  let savedToken: string | undefined;
  let savedProfileId: number | null = null;
  if (body.saved_profile_id !== undefined) {
    const profile = await findPlayerProfile(tx, player.id, body.saved_profile_id);
    if (!profile || method.type !== 'card' || profile.methodId !== method.id) {
      throw AppError.invalid({ saved_profile_id: [VALIDATION.INVALID] });
    }
    savedToken = profile.token;
    savedProfileId = profile.id;
    await touchPaymentProfile(tx, profile.id, now);
  }

  // A code typed into this deposit that cannot be taken is refused in place: the player must
  // not deposit believing a bonus comes with it. CB-019: a stored one is dropped and cleared,
  // and the deposit goes on without it.
  const offeredCode = body.bonus_code ?? player.depositBonusCode ?? undefined;
  const check =
    offeredCode === undefined
      ? undefined
      : checkBonusCode(config, offeredCode, { now, currency: body.currency });
  if (check && !check.ok) {
    if (body.bonus_code !== undefined) throw AppError.invalid({ bonus_code: [check.message] });
    await updatePlayer(deps, tx, player.id, { depositBonusCode: null });
  }
  const bonus = check?.ok ? check.code : undefined;
  // CB-029, GF-010: a deposit takes a bonus code or a deposit gift, not both.
  if (body.bonus_id && bonus) throw AppError.invalid({ bonus_id: [VALIDATION.INVALID] });

  // CB-017: a refusal says nothing of why; the score and the rules are in fraud_checks.
  await assertFraudAllowed(deps, tx, {
    config,
    player,
    groups: context.groups,
    type: 'transaction',
    amountCents: body.amount_cents,
    currency: body.currency,
    geoCountry: context.geoCountry,
    geoRestricted: context.geoRestricted,
  });

  await lockPlayerMoney(tx, player.id, body.currency, now);
  const pendingCents = await sumOpenDeposits(tx, {
    playerId: player.id,
    currency: body.currency,
    since: new Date(now.getTime() - PENDING_WINDOW_MS),
  });
  await assertCanDeposit(tx, deps, {
    playerId: player.id,
    currency: body.currency,
    amountCents: body.amount_cents,
    pendingCents,
    now,
  });

  const row = await insertPayment(tx, {
    playerId: player.id,
    action: 'deposit',
    state: 'pending',
    methodId: method.id,
    provider: method.provider,
    amountCents: body.amount_cents,
    currency: body.currency,
    bonusCode: bonus?.code ?? null,
    // The deposit gift chosen in the cashbox (CB-029): the credit names it to the gifts module
    // (payment-ledger.ts).
    giftTemplateId: body.bonus_id ?? null,
    savedProfileId,
    createdAt: now,
    updatedAt: now,
  });
  await publishPaymentChange(deps, tx, row, config, context);
  return { row, method, savedToken };
}

/**
 * Asks the provider for the payment, outside any transaction (a database transaction is never
 * held open over HTTP), then records its id, hosted page and, for a saved card that succeeded
 * at once, the credit. The create answer is applied like a webhook with the same ledger
 * reference, so whichever of the two arrives second books nothing.
 *
 * Provider refused the request → the deposit is declined. No answer → it stays pending and the
 * call is 503: a retry with the same Idempotency-Key asks again (idempotent at the provider by
 * our payment id); otherwise the cash-out job cancels it after PENDING_WITHOUT_PROVIDER_MS.
 */
export async function sendDepositToProvider(
  deps: AppDeps,
  provider: PaymentProvider,
  requestContext: RequestContext,
  context: PlayerPaymentContext,
  opened: OpenedDeposit,
): Promise<PaymentRow> {
  const { row, method } = opened;
  let answer: PspPayment;
  try {
    answer = await provider.createPayment({
      merchant_reference: merchantReferenceOf(row.id),
      method: method.providerMethod,
      amount: row.amountCents,
      currency: row.currency,
      customer: {
        id: String(row.playerId),
        email: context.player.email,
        ...(context.player.country ? { country: context.player.country } : {}),
      },
      return_url: returnUrlFor(requestContext, context.locale, row.id),
      webhook_url: webhookUrlFor(deps, provider),
      ...(opened.savedToken ? { saved_token: opened.savedToken } : {}),
      description: `${context.config.name} deposit #${row.id}`,
      locale: context.locale,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.kind === 'unavailable') {
      throw new AppError('unavailable', 'Payments are unavailable, please try again', {
        fields: { base: [VALIDATION.PAYMENT_METHOD_UNAVAILABLE] },
        internal: error.message,
      });
    }
    return deps.database.db.transaction(async (tx) => {
      const locked = await lockPayment(tx, row.id);
      if (!locked || locked.state !== 'pending' || locked.providerPaymentId !== null) {
        return locked ?? row;
      }
      const now = deps.clock.now();
      const declined = await updatePaymentRow(tx, row.id, {
        state: 'declined',
        reason: 'provider_rejected',
        finishedAt: now,
        updatedAt: now,
      });
      await publishPaymentChange(deps, tx, declined, context.config, context);
      return declined;
    });
  }

  return deps.database.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, row.id);
    if (!locked) throw new Error(`payment ${row.id} vanished`);
    const now = deps.clock.now();
    let current = locked;
    if (answer.status === 'requires_action' && current.state === 'pending') {
      current = await updatePaymentRow(tx, row.id, {
        redirectUrl: answer.redirect_url,
        updatedAt: now,
      });
    }
    if (answer.crypto) {
      await rememberAddress(tx, {
        playerId: row.playerId,
        currency: row.currency,
        provider: provider.name,
        address: answer.crypto.address,
        network: answer.crypto.network,
        memo: answer.crypto.memo,
        now,
      });
    }
    const applied = await applyProviderPayment(deps, tx, {
      config: context.config,
      row: current,
      payment: answer,
    });
    return applied.row;
  });
}
