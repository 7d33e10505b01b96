import { z } from 'zod';
import type {
  CreatePaymentRequest,
  CreatePaymentResponse,
  Payment,
  PaymentAction,
} from '@croupier/contracts/payments';
import type { AppDeps } from '../../app-deps.js';
import type { RequestContext } from '../../lib/request-context.js';
import { withIdempotencyKey } from '../ledger/idempotency.service.js';
import type { Executor } from '../../db/transaction.js';
import { openCashout } from './cashout.service.js';
import { presentAddress } from './crypto-address.service.js';
import { openDeposit, sendDepositToProvider, type OpenedDeposit } from './deposit.service.js';
import { FraudRefused, recordRefusal } from './fraud-check.service.js';
import type { PlayerPaymentContext } from './payment-context.js';
import { paymentsConfig } from './payment-methods.js';
import type { PaymentProvider } from './payment-provider.js';
import { presentPayment } from './payment-view.js';
import {
  findCryptoAddress,
  findPayment,
  findPlayerProfile,
  listPlayerPayments,
  type PaymentRow,
} from './payments.repository.js';

/** What an idempotent create stores: the payment it made (the answer is rebuilt from it). */
const storedAnswerSchema = z.object({ payment_id: z.number().int() });

async function presentCreated(
  db: Executor,
  row: PaymentRow,
  context: PlayerPaymentContext,
): Promise<CreatePaymentResponse> {
  const payment = presentPayment(row, context);
  const isCrypto =
    row.action === 'deposit' &&
    paymentsConfig(context.config).methods.some(
      (method) => method.id === row.methodId && method.type === 'crypto',
    );
  const address = isCrypto ? await findCryptoAddress(db, row.playerId, row.currency) : undefined;
  return {
    ...payment,
    redirect_url: row.state === 'pending' && !isCrypto ? row.redirectUrl : null,
    crypto: address ? await presentAddress(address) : null,
    bonus_code: row.bonusCode,
  };
}

/**
 * `POST /api/player/payments` (CB-012). The checks and the payment row (and, for a cash-out,
 * the reserve) commit in one transaction; with an `Idempotency-Key` that transaction also
 * claims the key, so a retry gets this payment again instead of a second one (scope
 * `payments:<playerId>`). A deposit then goes to the provider outside the transaction; a retry
 * of a deposit the provider never answered asks it again (idempotent by our payment id).
 */
export async function createPayment(
  deps: AppDeps,
  provider: PaymentProvider,
  requestContext: RequestContext,
  context: PlayerPaymentContext,
  body: CreatePaymentRequest,
  idempotencyKey: string | undefined,
): Promise<CreatePaymentResponse> {
  const db = deps.database.db;
  let opened: OpenedDeposit | undefined;
  let paymentId: number;
  try {
    paymentId = await db.transaction(async (tx) => {
      const work = async () => {
        if (body.action === 'deposit') {
          opened = await openDeposit(deps, tx, context, body);
          return { statusCode: 201, body: { payment_id: opened.row.id } };
        }
        const row = await openCashout(deps, tx, context, body);
        return { statusCode: 201, body: { payment_id: row.id } };
      };
      if (idempotencyKey === undefined) return (await work()).body.payment_id;
      const result = await withIdempotencyKey(
        tx,
        {
          scope: `payments:${context.player.id}`,
          key: idempotencyKey,
          request: body,
          now: deps.clock.now(),
        },
        work,
      );
      return storedAnswerSchema.parse(result.body).payment_id;
    });
  } catch (error) {
    if (error instanceof FraudRefused) await recordRefusal(deps, error);
    throw error;
  }

  let row = await findPayment(db, paymentId);
  if (!row || row.playerId !== context.player.id) throw new Error('created payment vanished');
  if (!opened && row.action === 'deposit' && row.state === 'pending' && !row.providerPaymentId) {
    // A replay of a deposit whose provider call never got through: ask again.
    opened = await reopenDeposit(db, row, context);
  }
  if (opened) {
    row = await sendDepositToProvider(deps, provider, requestContext, context, opened);
  }
  return presentCreated(db, row, context);
}

async function reopenDeposit(
  db: Executor,
  row: PaymentRow,
  context: PlayerPaymentContext,
): Promise<OpenedDeposit | undefined> {
  const method = paymentsConfig(context.config).methods.find((m) => m.id === row.methodId);
  if (!method) return undefined;
  const profile =
    row.savedProfileId === null
      ? undefined
      : await findPlayerProfile(db, row.playerId, row.savedProfileId);
  return { row, method, savedToken: profile?.token };
}

/** CB-004: the player's own payments, newest first; `recallable` for the request's licence. */
export async function listPayments(
  deps: AppDeps,
  context: PlayerPaymentContext,
  query: { action?: PaymentAction | undefined; page: number; page_size: number },
): Promise<Payment[]> {
  const rows = await listPlayerPayments(deps.database.db, {
    playerId: context.player.id,
    action: query.action,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return rows.map((row) => presentPayment(row, context));
}
