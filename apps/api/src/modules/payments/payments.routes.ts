import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPaymentRequestSchema,
  createPaymentResponseSchema,
  cryptoAddressSchema,
  fraudCheckRequestSchema,
  fraudCheckResponseSchema,
  paymentIdParamsSchema,
  paymentMethodParamsSchema,
  paymentMethodTableQuerySchema,
  paymentMethodTableSchema,
  paymentMethodsQuerySchema,
  paymentMethodsResponseSchema,
  paymentSchema,
  paymentsQuerySchema,
  paymentsResponseSchema,
} from '@croupier/contracts/payments';
import { VALIDATION } from '@croupier/contracts/users';
import { AppError } from '../../lib/app-error.js';
import { setCacheHeaders } from '../brand/http-cache.js';
import { recallCashout } from './cashout.service.js';
import { playerCryptoAddress } from './crypto-address.service.js';
import { fraudCheckForSite } from './fraud-check.service.js';
import { playerPaymentContext } from './payment-context.js';
import { listPlayerMethods, paymentMethodTable } from './payment-methods.service.js';
import { createPayment, listPayments } from './payments.service.js';
import { requestContextOf } from '../../lib/request-context.js';

const tags = ['payments'];

/** A client's `Idempotency-Key`: printable, at most 255 characters (a UUID per attempt). */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(header)) {
    throw AppError.invalid({ idempotency_key: [VALIDATION.INVALID] });
  }
  return header;
}

/**
 * The cashbox (engagement.md §3, §4 Payments, §7; CB-004..CB-027): payment methods, the payments
 * page, deposits and cash-outs, recall, crypto addresses and the fraud check. Everything but
 * the payments page is the signed-in player's own and never cached by a shared cache.
 */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const contextOf = async (request: FastifyRequest) => {
    const { playerId } = await app.auth.require(request);
    return playerPaymentContext(deps, requestContextOf(request), playerId);
  };

  api.get(
    '/api/player/payment_methods',
    {
      schema: {
        tags,
        summary: 'Methods for the player, action and currency (CB-008)',
        querystring: paymentMethodsQuerySchema,
        response: { 200: paymentMethodsResponseSchema },
      },
    },
    async (request, reply) => {
      const context = await contextOf(request);
      const methods = await listPlayerMethods(
        deps,
        context,
        request.query.action,
        request.query.currency,
      );
      return reply.header('cache-control', 'no-store').send(methods);
    },
  );

  api.get(
    '/api/payment_methods/table',
    {
      schema: {
        tags,
        summary: 'The payments page: every method with its limits (CB-015)',
        querystring: paymentMethodTableQuerySchema,
        response: { 200: paymentMethodTableSchema },
      },
    },
    async (request, reply) => {
      setCacheHeaders(reply, {
        scope: 'private',
        maxAge: 60,
        vary: ['Host', 'Accept-Language'],
      });
      return paymentMethodTable(deps, requestContextOf(request), request.query);
    },
  );

  api.get(
    '/api/player/payments',
    {
      schema: {
        tags,
        summary: 'Payment history, newest first (CB-004)',
        querystring: paymentsQuerySchema,
        response: { 200: paymentsResponseSchema },
      },
    },
    async (request, reply) => {
      const context = await contextOf(request);
      const payments = await listPayments(deps, context, request.query);
      return reply.header('cache-control', 'no-store').send(payments);
    },
  );

  api.post(
    '/api/player/payments',
    {
      schema: {
        tags,
        summary: 'A deposit or a cash-out (CB-012); send an Idempotency-Key header',
        body: createPaymentRequestSchema,
        response: { 201: createPaymentResponseSchema },
      },
    },
    async (request, reply) => {
      const context = await contextOf(request);
      const key = idempotencyKeyOf(request);
      const created = await createPayment(
        deps,
        app.payments.provider,
        requestContextOf(request),
        context,
        request.body,
        key,
      );
      app.outbox.wake();
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  api.post(
    '/api/player/payments/:id/recall',
    {
      schema: {
        tags,
        summary: 'Recall a pending cash-out (CB-010)',
        params: paymentIdParamsSchema,
        response: { 200: paymentSchema },
      },
    },
    async (request, reply) => {
      const context = await contextOf(request);
      const payment = await recallCashout(deps, context, request.params.id);
      app.outbox.wake();
      return reply.header('cache-control', 'no-store').send(payment);
    },
  );

  api.get(
    '/api/player/payment_methods/:id/address',
    {
      schema: {
        tags,
        summary: "The player's stable deposit address for a crypto method (CB-026)",
        params: paymentMethodParamsSchema,
        response: { 200: cryptoAddressSchema },
      },
    },
    async (request, reply) => {
      const context = await contextOf(request);
      const address = await playerCryptoAddress(
        deps,
        app.payments.provider,
        context,
        request.params.id,
      );
      return reply.header('cache-control', 'no-store').send(address);
    },
  );

  api.post(
    '/api/users/transaction',
    {
      schema: {
        tags,
        summary: 'Fraud check before a payment (CB-016, CB-017)',
        body: fraudCheckRequestSchema,
        response: { 200: fraudCheckResponseSchema },
      },
    },
    async (request, reply) => {
      const context = await contextOf(request);
      const decision = await fraudCheckForSite(deps, context, request.body);
      return reply.header('cache-control', 'no-store').send(decision);
    },
  );
}
