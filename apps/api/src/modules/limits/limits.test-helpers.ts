import type { MovementKind } from '@croupier/contracts/events';
import type { PlayContext } from '@croupier/contracts/events';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { userLimitsResponseSchema, type UserLimit } from '@croupier/contracts/limits';
import type { TestApp } from '../../testing/test-app.js';
import { xhr } from '../../testing/test-app.js';
import { cookieHeader, signInRequest, uniqueTestAddress } from '../../testing/players.js';
import { lockPlayerMoney, postTransaction, type Leg } from '../ledger/ledger.service.js';
import { mailsTo } from '../auth/security.test-helpers.js';
import { assertCanBet, assertCanDeposit } from './limit-check.js';

/** Shared by the limits tests: the HTTP calls, mailed tokens and money movements. */

export function limitsApi(app: FastifyInstance) {
  // Each call from its own address: the per-IP rate limits must not leak between tests.
  const headers = (cookie?: string) => ({ ...xhr, ...(cookie ? { cookie } : {}) });
  return {
    list: async (cookie: string): Promise<UserLimit[]> => {
      const response = await app.inject({ url: '/api/user_limits', headers: headers(cookie) });
      if (response.statusCode !== 200)
        throw new Error(`list: ${response.statusCode} ${response.body}`);
      return userLimitsResponseSchema.parse(response.json());
    },
    set: (cookie: string, body: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/user_limits',
        headers: headers(cookie),
        remoteAddress: uniqueTestAddress(),
        payload: body as Record<string, unknown>,
      }),
    remove: (cookie: string, id: number | string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/user_limits/${id}`,
        headers: headers(cookie),
        remoteAddress: uniqueTestAddress(),
      }),
    confirm: (token: string, cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user_limits/confirm',
        headers: headers(cookie),
        remoteAddress: uniqueTestAddress(),
        payload: { token },
      }),
  };
}

/** The token of the newest `limit_confirm` mail to `email`, and the link it sits in. */
export async function mailedLimitLink(
  app: FastifyInstance,
  email: string,
): Promise<{ token: string; url: string; count: number }> {
  const mails = await mailsTo(app, email, 'limit_confirm');
  const match = /(https?:\/\/\S+\/profile\/limits\/confirm\?token=([\w-]{43}))/.exec(
    mails[0]?.text ?? '',
  );
  if (!match?.[1] || !match[2]) throw new Error('no limit confirmation link in the mail');
  return { url: match[1], token: match[2], count: mails.length };
}

/** Signs in again (after the clock moved past the idle time-out); returns the new cookie. */
export async function signIn(app: FastifyInstance, email: string, password: string) {
  const response = await signInRequest(
    app,
    { email, password },
    { remoteAddress: uniqueTestAddress() },
  );
  if (response.statusCode !== 200)
    throw new Error(`sign-in: ${response.statusCode} ${response.body}`);
  return cookieHeader(response);
}

/** Money movements as the payments module and the games wallet make them, checks included. */
export function money(test: Pick<TestApp, 'app' | 'database' | 'clock'>) {
  const { app, database, clock } = test;
  const book = async (
    input: { playerId: number; currency: string; amount: number },
    kind: MovementKind,
    legs: (amount: number) => Leg[],
    check?: 'deposit' | 'bet',
    pendingCents = 0,
  ) =>
    database.db.transaction(async (tx) => {
      const now = clock.now();
      await lockPlayerMoney(tx, input.playerId, input.currency, now);
      const base = {
        playerId: input.playerId,
        currency: input.currency,
        amountCents: input.amount,
        now,
      };
      if (check === 'deposit') await assertCanDeposit(tx, app.deps, { ...base, pendingCents });
      if (check === 'bet') await assertCanBet(tx, app.deps, base);
      const reference = `${kind}:${randomUUID()}`;
      return postTransaction(tx, {
        reference,
        kind,
        currency: input.currency,
        now,
        legs: legs(input.amount),
        // A bet or win carries what it was played on (contracts events.ts), as the wallet's do.
        ...(kind === 'bet' || kind === 'win' ? { play: testPlay(reference, input.amount) } : {}),
      });
    });

  const testPlay = (actionId: string, amount: number): PlayContext => ({
    studio: 'test',
    actionId,
    game: 'test/slot',
    provider: 'test',
    categories: ['slots'],
    round: actionId,
    roundFinished: true,
    split: { realCents: amount, bonusCents: 0 },
    eurCents: amount,
  });
  type Move = { playerId: number; currency: string; amount: number };
  const real = (move: Move) => ({ kind: 'player_real' as const, playerId: move.playerId });
  return {
    /** A deposit through `assertCanDeposit` (psp_clearing → player_real). */
    deposit: (move: Move, pendingCents = 0) =>
      book(
        move,
        'deposit',
        (amount) => [
          { account: { kind: 'psp_clearing' }, amount: -amount },
          { account: real(move), amount },
        ],
        'deposit',
        pendingCents,
      ),
    /** A deposit without any limit check (to fund a player for bets). */
    fund: (move: Move) =>
      book(move, 'deposit', (amount) => [
        { account: { kind: 'psp_clearing' }, amount: -amount },
        { account: real(move), amount },
      ]),
    /** A stake through `assertCanBet`. */
    bet: (move: Move) =>
      book(
        move,
        'bet',
        (amount) => [
          { account: real(move), amount: -amount },
          { account: { kind: 'provider_clearing' }, amount },
        ],
        'bet',
      ),
    /** A win: never checked (invariant 8). */
    win: (move: Move) =>
      book(move, 'win', (amount) => [
        { account: { kind: 'provider_clearing' }, amount: -amount },
        { account: real(move), amount },
      ]),
    /** A withdrawal request: never checked (RG-06). */
    withdraw: (move: Move) =>
      book(move, 'withdrawal_reserve', (amount) => [
        { account: real(move), amount: -amount },
        { account: { kind: 'withdrawals_pending' }, amount },
      ]),
  };
}
