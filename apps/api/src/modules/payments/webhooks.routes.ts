import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webhookAckSchema } from '@croupier/contracts/payments';
import { errorResponseSchema } from '@croupier/contracts/errors';
import { WebhookRejected } from './payment-provider.js';
import { receiveWebhook } from './webhooks.service.js';

/**
 * `POST /api/payments/webhooks/<provider>` (WI-11): server to server, authenticated by the
 * provider's signature over the exact bytes it sent, so this plugin keeps JSON bodies as raw
 * text (its own scope: every other route still gets parsed JSON). No CSRF header is asked for.
 *
 * The raw text is kept beside the request rather than as its body: the card-number guard reads
 * bodies, and a large crypto amount in the JSON text can pass Luhn; the service masks card-like
 * strings itself before storing anything (IN-07).
 */
export async function webhooksRoutes(app: FastifyInstance): Promise<void> {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (request, body, done) => {
      rawBodies.set(request, typeof body === 'string' ? body : body.toString('utf8'));
      done(null, undefined);
    },
  );
  const api = app.withTypeProvider<ZodTypeProvider>();
  const provider = app.payments.provider;

  api.post(
    `/api/payments/webhooks/${provider.name}`,
    {
      config: { skipCsrf: true },
      schema: {
        tags: ['payments'],
        summary: 'Provider events (signed); any 2xx stops its retries',
        response: {
          200: webhookAckSchema,
          404: webhookAckSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const rawBody = rawBodies.get(request) ?? '';
      try {
        const answer = await receiveWebhook(app.deps, provider, {
          rawBody,
          headers: request.headers,
        });
        if (answer.outcome === 'applied' || answer.outcome === 'held') app.outbox.wake();
        return reply
          .status(answer.status)
          .send({ received: answer.status === 200, outcome: answer.outcome });
      } catch (error) {
        if (!(error instanceof WebhookRejected)) throw error;
        request.log.warn({ reason: error.message }, 'provider webhook refused');
        return reply.status(error.status).send({
          code: error.status === 401 ? 'invalid_signature' : 'malformed_request',
          errors: { base: [error.message] },
        });
      }
    },
  );
}
