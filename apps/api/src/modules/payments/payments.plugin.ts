import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { cashoutProcessingJob } from './cashout-processing.job.js';
import type { PaymentProvider } from './payment-provider.js';
import { pspReconciliationJob } from './reconciliation.service.js';
import { createSandboxProvider } from './sandbox-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The cashbox's payment provider (DESIGN.md §7; a real PSP is one more adapter). */
    payments: { provider: PaymentProvider };
  }
}

/**
 * The cashbox's platform side: the provider adapter and its jobs (`cashout-processing`,
 * `psp-reconciliation`). Registered before the route modules, which read
 * `app.payments.provider`.
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const deps = app.deps;
    const provider = createSandboxProvider({
      baseUrl: deps.env.PAYMENTS_API_URL,
      apiKey: deps.env.PAYMENTS_API_KEY,
      webhookSecret: deps.env.PAYMENTS_WEBHOOK_SECRET,
      timeoutMs: deps.env.PAYMENTS_TIMEOUT_MS,
    });
    app.decorate('payments', { provider });
    app.outbox.addJob(cashoutProcessingJob(deps, provider));
    app.outbox.addJob(pspReconciliationJob(deps, provider));
  },
  { name: 'payments', dependencies: ['outbox'] },
);
