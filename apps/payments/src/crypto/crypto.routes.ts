import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pspCryptoAddressRequestSchema, pspCryptoAddressSchema } from '@croupier/contracts/psp';
import { pspErrorBodySchema } from '../plugins/error-handler.js';
import { ensureCryptoAddress, presentAddress } from './crypto.service.js';

/** Merchant API: the customer's stable deposit address for a currency. */
export async function cryptoRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { context } = app.sandbox;

  api.post(
    '/v1/crypto/addresses',
    {
      schema: {
        body: pspCryptoAddressRequestSchema,
        response: { 200: pspCryptoAddressSchema, 422: pspErrorBodySchema },
      },
    },
    async (request) => {
      const { customer, currency, webhook_url } = request.body;
      return presentAddress(ensureCryptoAddress(context, customer, currency, webhook_url));
    },
  );
}
