import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { playerSchema, type Player } from '@croupier/contracts/player';
import { playerView } from './player.read.js';

/**
 * `GET /api/player` (EP-019; SS-001, SS-002, API-005): the client is signed in exactly when the
 * body has `id`. A guest gets 200 `{}`, never 401, because any 401 logs the client out; a
 * cookie that no longer names a live session does get 401, so the client drops its state.
 */
export async function playerRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/player',
    {
      schema: {
        tags: ['player'],
        summary: 'The signed-in player, or {} for a guest',
        response: { 200: playerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const auth = await app.auth.optional(request);
      if (!auth) {
        const guest: Player = {};
        return reply.send(guest);
      }
      return reply.send(await playerView(app.deps, auth.playerId));
    },
  );
}
