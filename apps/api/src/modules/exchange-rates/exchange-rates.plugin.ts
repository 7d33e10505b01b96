import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { exchangeRatesRefreshJob } from './exchange-rates.service.js';

/** The rates every tier reads (info's display rates, a bet's EUR amount): refreshed by a job. */
export const exchangeRatesPlugin = fp(
  async (app: FastifyInstance) => {
    app.outbox.addJob(exchangeRatesRefreshJob);
  },
  { name: 'exchange-rates', dependencies: ['outbox'] },
);
