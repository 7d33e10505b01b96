import type { FastifyInstance } from 'fastify';
import { cryptoRoutes } from './crypto/crypto.routes.js';
import { hostedRoutes } from './hosted/hosted.routes.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { payoutsRoutes } from './payouts/payouts.routes.js';
import { requireMerchantKey } from './plugins/merchant-auth.js';
import { sandboxRoutes } from './sandbox/sandbox.routes.js';
import { settlementsRoutes } from './settlements/settlements.routes.js';

/** The provider's whole surface, in one list. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  // Merchant API (server to server, API key).
  await app.register(async (merchant) => {
    requireMerchantKey(merchant, app.sandbox.context.env.PAYMENTS_API_KEY);
    await merchant.register(paymentsRoutes);
    await merchant.register(cryptoRoutes);
    await merchant.register(payoutsRoutes);
    await merchant.register(settlementsRoutes);
  });
  // The player's browser and the sandbox operator.
  await app.register(hostedRoutes);
  await app.register(sandboxRoutes);
}
