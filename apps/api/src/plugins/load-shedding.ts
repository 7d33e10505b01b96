import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import type { ErrorResponse } from '@croupier/contracts/errors';
import { WALLET_ERROR_CODES } from '@croupier/contracts/wallet-protocol';
import type { Env } from '../config/env.js';

/** Probes answer under pressure too: a load balancer must tell "busy" from "dead". */
const ALWAYS_ANSWERED = new Set(['/healthz', '/readyz']);
const RETRY_AFTER_SECONDS = 2;

/**
 * Load shedding (RELIABILITY WI-08): when the event loop falls behind by more than
 * SHED_LOAD_AT_DELAY_MS, new requests are answered 503 at once rather than queued behind the
 * ones in progress. Without it an overload feeds itself: answers come after the callers' time-outs,
 * the callers retry, and the process spends its time on work nobody waits for (seen in the crash
 * drill: the api restarted into the studios' backlog of retries and never caught up). The wallet
 * answers in its protocol's own words, 500 "try again with the same ids".
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  env: Pick<Env, 'SHED_LOAD_AT_DELAY_MS'>,
  databaseKind: 'pglite' | 'postgres',
): Promise<void> {
  // The embedded database runs its queries on this very event loop: there a long query is
  // delay too, and shedding would refuse requests because of the database's own work.
  if (env.SHED_LOAD_AT_DELAY_MS === 0 || databaseKind === 'pglite') return;
  await app.register(underPressure, {
    maxEventLoopDelay: env.SHED_LOAD_AT_DELAY_MS,
    sampleInterval: 250,
    pressureHandler: (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (ALWAYS_ANSWERED.has(path)) return;
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      if (path.startsWith('/api/wallet/')) {
        void reply
          .status(500)
          .send({ code: WALLET_ERROR_CODES.UNKNOWN_ERROR, message: 'Try again with the same ids' });
        return;
      }
      void reply.status(503).send({
        code: 'unavailable',
        errors: { base: ['The service is briefly unavailable, please try again'] },
      } satisfies ErrorResponse);
    },
  });
}
