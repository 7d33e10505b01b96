import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StudioContext } from '../context.js';
import { forceNextDrop } from './jackpot-drops.js';

/**
 * `POST /__test/jackpots/drop {user_id}`: the player's next bet that feeds a jackpot drops its
 * levels (the e2e's fixture). Registered only outside production (APP_ENV development, test).
 */
export function registerJackpotFixtureRoutes(app: FastifyInstance, ctx: StudioContext): void {
  if (ctx.env.APP_ENV === 'production') return;
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/__test/jackpots/drop',
      { schema: { body: z.object({ user_id: z.string().min(1).max(128) }) } },
      async (request, reply) => {
        forceNextDrop(ctx, request.body.user_id);
        return reply.status(204).send();
      },
    );
}
