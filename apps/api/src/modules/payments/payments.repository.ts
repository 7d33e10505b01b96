import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  cryptoAddresses,
  fraudChecks,
  paymentProfiles,
  payments,
  providerWebhooks,
} from '../../db/schema/payments.js';
import type { Executor } from '../../db/transaction.js';

/** The only place with SQL for payments, saved profiles, crypto addresses, webhooks, fraud checks. */
export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type PaymentProfileRow = typeof paymentProfiles.$inferSelect;
export type CryptoAddressRow = typeof cryptoAddresses.$inferSelect;
export type WebhookEventRow = typeof providerWebhooks.$inferSelect;

// ---- payments ----------------------------------------------------------------------------------

export async function insertPayment(db: Executor, row: NewPaymentRow): Promise<PaymentRow> {
  const [inserted] = await db.insert(payments).values(row).returning();
  if (!inserted) throw new Error('payment insert returned no row');
  return inserted;
}

export async function findPayment(db: Executor, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/**
 * Locks a payment row for the rest of the transaction (WI-12): the recall and the payout sender
 * both take this lock and re-read the state, so exactly one of them moves it on. With
 * `playerId`, another player's payment reads as missing (IDOR).
 */
export async function lockPayment(
  db: Executor,
  id: number,
  playerId?: number,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      playerId === undefined
        ? eq(payments.id, id)
        : and(eq(payments.id, id), eq(payments.playerId, playerId)),
    )
    .for('update');
  return row;
}

export async function lockPaymentByProviderId(
  db: Executor,
  provider: string,
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
    .for('update');
  return row;
}

export async function updatePaymentRow(
  db: Executor,
  id: number,
  patch: Partial<NewPaymentRow>,
): Promise<PaymentRow> {
  const [row] = await db.update(payments).set(patch).where(eq(payments.id, id)).returning();
  if (!row) throw new Error(`payment ${id} vanished during an update`);
  return row;
}

export async function listPlayerPayments(
  db: Executor,
  input: { playerId: number; action?: string | undefined; limit: number; offset: number },
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.playerId, input.playerId),
        input.action === undefined ? undefined : eq(payments.action, input.action),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(input.limit)
    .offset(input.offset);
}

/** Σ of the player's deposits in `currency` still waiting on the provider (limits count them). */
export async function sumOpenDeposits(
  db: Executor,
  input: { playerId: number; currency: string; since: Date },
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${payments.amountCents})` })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, input.playerId),
        eq(payments.action, 'deposit'),
        eq(payments.currency, input.currency),
        inArray(payments.state, ['pending', 'processing']),
        gte(payments.createdAt, input.since),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function countPlayerPaymentsSince(
  db: Executor,
  input: { playerId: number; action: string; since: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, input.playerId),
        eq(payments.action, input.action),
        gte(payments.createdAt, input.since),
      ),
    );
  return row?.count ?? 0;
}

export async function hasSucceededDeposit(db: Executor, playerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.action, 'deposit'),
        eq(payments.state, 'succeeded'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Cash-outs waiting for approval, oldest first; ones held for an operator are left alone. */
export async function findCashoutsInState(
  db: Executor,
  input: { state: string; createdBefore?: Date; limit: number },
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.action, 'cashout'),
        eq(payments.state, input.state),
        eq(payments.heldForReview, false),
        input.createdBefore === undefined
          ? undefined
          : lte(payments.createdAt, input.createdBefore),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(input.limit);
}

/** Cash-outs marked processing whose payout the provider has not confirmed receiving. */
export async function findUnsentCashouts(db: Executor, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.action, 'cashout'),
        eq(payments.state, 'processing'),
        isNull(payments.providerPaymentId),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(limit);
}

/** Deposits the provider never acknowledged (no id) created before `before`. */
export async function findUnacknowledgedDeposits(
  db: Executor,
  input: { before: Date; limit: number },
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.action, 'deposit'),
        eq(payments.state, 'pending'),
        isNull(payments.providerPaymentId),
        lte(payments.createdAt, input.before),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(input.limit);
}

/**
 * Payments the provider should report as settled in [from, to): succeeded deposits (charged
 * back ones included: they did settle) and paid cash-outs by `finished_at`, and charge-backs by
 * the time we booked them (`updated_at` of a charged-back deposit).
 */
export async function findSettledPayments(
  db: Executor,
  input: { provider: string; from: Date; to: Date },
): Promise<{ settled: PaymentRow[]; chargedBack: PaymentRow[] }> {
  const settled = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, input.provider),
        eq(payments.state, 'succeeded'),
        gte(payments.finishedAt, input.from),
        sql`${payments.finishedAt} < ${input.to.toISOString()}::timestamptz`,
      ),
    );
  const chargedBack = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, input.provider),
        eq(payments.action, 'deposit'),
        sql`${payments.reason} LIKE 'charged_back%'`,
        gte(payments.updatedAt, input.from),
        sql`${payments.updatedAt} < ${input.to.toISOString()}::timestamptz`,
      ),
    );
  return { settled, chargedBack };
}

// ---- saved payment profiles --------------------------------------------------------------------

/** Stores a saved card once per provider token; true when it is new. */
export async function insertPaymentProfile(
  db: Executor,
  row: typeof paymentProfiles.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(paymentProfiles)
    .values(row)
    .onConflictDoNothing({ target: [paymentProfiles.provider, paymentProfiles.token] })
    .returning({ id: paymentProfiles.id });
  return inserted.length > 0;
}

export async function findPlayerProfiles(
  db: Executor,
  playerId: number,
): Promise<PaymentProfileRow[]> {
  return db
    .select()
    .from(paymentProfiles)
    .where(eq(paymentProfiles.playerId, playerId))
    .orderBy(desc(paymentProfiles.createdAt), desc(paymentProfiles.id));
}

export async function findPlayerProfile(
  db: Executor,
  playerId: number,
  id: number,
): Promise<PaymentProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentProfiles)
    .where(and(eq(paymentProfiles.id, id), eq(paymentProfiles.playerId, playerId)));
  return row;
}

export async function touchPaymentProfile(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(paymentProfiles).set({ lastUsedAt: now }).where(eq(paymentProfiles.id, id));
}

// ---- crypto addresses --------------------------------------------------------------------------

export async function findCryptoAddress(
  db: Executor,
  playerId: number,
  currency: string,
): Promise<CryptoAddressRow | undefined> {
  const [row] = await db
    .select()
    .from(cryptoAddresses)
    .where(and(eq(cryptoAddresses.playerId, playerId), eq(cryptoAddresses.currency, currency)));
  return row;
}

/** Keeps the first address stored for a player and coin (two racing requests get the same). */
export async function insertCryptoAddress(
  db: Executor,
  row: typeof cryptoAddresses.$inferInsert,
): Promise<CryptoAddressRow> {
  await db.insert(cryptoAddresses).values(row).onConflictDoNothing();
  const stored = await findCryptoAddress(db, row.playerId, row.currency);
  if (!stored) throw new Error('crypto address missing right after insert');
  return stored;
}

/** The address's row, locked: two events for one unsolicited transfer open one deposit. */
export async function lockCryptoAddressByAddress(
  db: Executor,
  provider: string,
  address: string,
): Promise<CryptoAddressRow | undefined> {
  const [row] = await db
    .select()
    .from(cryptoAddresses)
    .where(and(eq(cryptoAddresses.provider, provider), eq(cryptoAddresses.address, address)))
    .for('update');
  return row;
}

// ---- provider webhooks -------------------------------------------------------------------------

/** Records an event by its id; false when it was already recorded (a redelivery). */
export async function insertWebhookEvent(
  db: Executor,
  row: typeof providerWebhooks.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(providerWebhooks)
    .values(row)
    .onConflictDoNothing()
    .returning({ eventId: providerWebhooks.eventId });
  return inserted.length > 0;
}

export async function lockWebhookEvent(
  db: Executor,
  provider: string,
  eventId: string,
): Promise<WebhookEventRow | undefined> {
  const [row] = await db
    .select()
    .from(providerWebhooks)
    .where(and(eq(providerWebhooks.provider, provider), eq(providerWebhooks.eventId, eventId)))
    .for('update');
  return row;
}

export async function setWebhookOutcome(
  db: Executor,
  provider: string,
  eventId: string,
  outcome: string,
): Promise<void> {
  await db
    .update(providerWebhooks)
    .set({ outcome })
    .where(and(eq(providerWebhooks.provider, provider), eq(providerWebhooks.eventId, eventId)));
}

// ---- fraud checks ------------------------------------------------------------------------------

export async function insertFraudCheck(
  db: Executor,
  row: typeof fraudChecks.$inferInsert,
): Promise<void> {
  await db.insert(fraudChecks).values(row);
}
