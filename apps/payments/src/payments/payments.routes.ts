import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pspCreatePaymentSchema, pspPaymentSchema } from '@croupier/contracts/psp';
import { pspErrorBodySchema } from '../plugins/error-handler.js';
import { presentPayment } from './payment-presenter.js';
import { createPayment, getPayment } from './payments.service.js';

const idParams = z.object({ id: z.string().max(64) });

/** Merchant API: deposits. 201 for a new payment, 200 for a replay of the same request. */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { context } = app.sandbox;

  api.post(
    '/v1/payments',
    {
      schema: {
        body: pspCreatePaymentSchema,
        response: {
          200: pspPaymentSchema,
          201: pspPaymentSchema,
          409: pspErrorBodySchema,
          422: pspErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { payment, created } = createPayment(context, request.body);
      return reply.status(created ? 201 : 200).send(presentPayment(payment));
    },
  );

  api.get(
    '/v1/payments/:id',
    { schema: { params: idParams, response: { 200: pspPaymentSchema, 404: pspErrorBodySchema } } },
    async (request) => presentPayment(getPayment(context, request.params.id)),
  );
}
