import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createStudioSessionSchema, studioSessionSchema } from '@croupier/contracts/studio';
import type { StudioContext } from '../context.js';
import { casinoSignature } from '../plugins/casino-signature.js';
import { sessionViewSchema } from '../shared/client-api.js';
import { buildSessionView } from './session-view.js';
import { createSession, requireSession } from './sessions.service.js';

export const sessionParams = z.object({ sid: z.string().min(1).max(100) });

/** `POST /sessions` (the casino, signed) and `GET /api/sessions/:sid` (the game client). */
export function registerSessionRoutes(app: FastifyInstance, ctx: StudioContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/sessions',
    {
      preValidation: casinoSignature(ctx.env.STUDIO_SECRET),
      schema: { body: createStudioSessionSchema, response: { 200: studioSessionSchema } },
    },
    async (request) => createSession(ctx, request.body),
  );

  routes.get(
    '/api/sessions/:sid',
    { schema: { params: sessionParams, response: { 200: sessionViewSchema } } },
    async (request, reply) => {
      const session = requireSession(ctx, request.params.sid);
      void reply.header('cache-control', 'no-store');
      return buildSessionView(ctx, session);
    },
  );
}
