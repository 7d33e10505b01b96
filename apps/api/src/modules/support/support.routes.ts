import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactMessageRequestSchema,
  contactMessageResponseSchema,
  restoreIdRequestSchema,
  restoreIdResponseSchema,
} from '@croupier/contracts/support';
import { perMinute } from '../../plugins/rate-limit.js';
import { restoreId, sendContactMessage } from './support.service.js';
import { requestContextOf } from '../../lib/request-context.js';

const tags = ['support'];

/**
 * The support contact form (PR-034) and the live-chat restore id (SH-046, API-012: served on
 * the site's own origin outside `/api`).
 */
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  api.post(
    '/api/send_contact_message',
    {
      // Anyone may write, so an address may send only a few a minute (each queues a mail).
      config: perMinute(5),
      schema: {
        tags,
        summary: 'Send a message to support (guest or player)',
        body: contactMessageRequestSchema,
        response: { 200: contactMessageResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = await app.auth.optional(request);
      await sendContactMessage(deps, requestContextOf(request), auth, request.body);
      app.outbox.wake();
      return reply.send({});
    },
  );

  for (const action of ['get', 'set'] as const) {
    api.post(
      `/restore-id/${action}`,
      {
        // A session lookup and a write for anyone: the chat asks once per page load.
        config: perMinute(60),
        schema: {
          tags,
          summary:
            action === 'get'
              ? 'The live-chat restore id of the signed-in player (null for a guest)'
              : 'Store the live-chat restore id of the signed-in player',
          body: restoreIdRequestSchema,
          response: { 200: restoreIdResponseSchema },
        },
      },
      async (request, reply) => {
        const auth = await app.auth.optional(request);
        const answer = await restoreId(deps, auth, request.body, action === 'set');
        return reply.header('cache-control', 'no-store').send(answer);
      },
    );
  }
}
