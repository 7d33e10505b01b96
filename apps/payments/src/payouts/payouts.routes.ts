import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pspCreatePayoutSchema, pspPayoutSchema } from '@croupier/contracts/psp';
import { pspErrorBodySchema } from '../plugins/error-handler.js';
import { presentPayout } from './payout-presenter.js';
import { createPayout, getPayout } from './payouts.service.js';

const idParams = z.object({ id: z.string().max(64) });

/** Merchant API: withdrawals. 201 for a new payout, 200 for a replay of the same request. */
export async function payoutsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { context } = app.sandbox;

  api.post(
    '/v1/payouts',
    {
      schema: {
        body: pspCreatePayoutSchema,
        response: {
          200: pspPayoutSchema,
          201: pspPayoutSchema,
          409: pspErrorBodySchema,
          422: pspErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { payout, created } = createPayout(context, request.body);
      return reply.status(created ? 201 : 200).send(presentPayout(payout));
    },
  );

  api.get(
    '/v1/payouts/:id',
    { schema: { params: idParams, response: { 200: pspPayoutSchema, 404: pspErrorBodySchema } } },
    async (request) => presentPayout(getPayout(context, request.params.id)),
  );
}
