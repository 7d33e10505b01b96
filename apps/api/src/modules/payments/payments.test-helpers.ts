import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CreatePaymentResponse } from '@croupier/contracts/payments';
import { registerTestPlayer, type TestPlayer } from '../../testing/players.js';
import { xhr } from '../../testing/test-app.js';
import { postTransaction } from '../ledger/ledger.service.js';
import { updatePlayer } from '../player/player.service.js';

/** Shared by the cashbox tests: players ready to pay, money on their account, payment calls. */

/** CB-003: every field a fiat player needs before the cashbox opens. */
export const COMPLETE_PROFILE = {
  firstName: 'Anna',
  lastName: 'Berg',
  dateOfBirth: '1990-04-12',
  country: 'DE',
  city: 'Berlin',
  address: 'Unter den Linden 1',
  postalCode: '10117',
  mobilePhone: '+49 30 1234567',
} as const;

export interface PayingPlayer extends TestPlayer {
  id: number;
}

/** A registered player with a complete profile; `verified` (KYC) and a currency on request. */
export async function payingPlayer(
  app: FastifyInstance,
  options: {
    currency?: string;
    verified?: boolean;
    profile?: Partial<Record<keyof typeof COMPLETE_PROFILE, string | null>>;
  } = {},
): Promise<PayingPlayer> {
  const registered = await registerTestPlayer(
    app,
    options.currency ? { currency: options.currency } : {},
  );
  const id = registered.player.id;
  await updatePlayer(app.deps, app.deps.database.db, id, {
    ...COMPLETE_PROFILE,
    ...options.profile,
    verified: options.verified ?? false,
  });
  return { ...registered, id };
}

/** Puts cash on the player's account through the ledger (as a settled deposit would). */
export async function fund(
  app: FastifyInstance,
  playerId: number,
  currency: string,
  amountCents: number,
): Promise<void> {
  await app.deps.database.db.transaction((tx) =>
    postTransaction(tx, {
      reference: `test-fund:${randomUUID()}`,
      kind: 'adjustment',
      currency,
      legs: [
        { account: { kind: 'house' }, amount: -amountCents },
        { account: { kind: 'player_real', playerId }, amount: amountCents },
      ],
      now: app.deps.clock.now(),
    }),
  );
}

export function createPaymentRequest(
  app: FastifyInstance,
  cookie: string,
  body: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/player/payments',
    headers: {
      ...xhr,
      cookie,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: body,
  });
}

/** Creates a payment and insists on a 201. */
export async function createPayment(
  app: FastifyInstance,
  cookie: string,
  body: Record<string, unknown>,
): Promise<CreatePaymentResponse> {
  const response = await createPaymentRequest(app, cookie, body);
  if (response.statusCode !== 201) {
    throw new Error(`payment refused: ${response.statusCode} ${response.body}`);
  }
  return response.json<CreatePaymentResponse>();
}

export function playerGet(app: FastifyInstance, cookie: string, url: string) {
  return app.inject({ method: 'GET', url, headers: { cookie } });
}

export async function realBalance(
  app: FastifyInstance,
  cookie: string,
  currency: string,
): Promise<number> {
  const accounts = (await playerGet(app, cookie, '/api/player/accounts')).json<
    { currency: string; available_to_cashout_cents: number }[]
  >();
  return accounts.find((account) => account.currency === currency)?.available_to_cashout_cents ?? 0;
}
