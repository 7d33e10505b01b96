import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createFixturePlayer, logoutFixturePlayer } from './wallet-fixture.service.js';

const fixturePlayerSchema = z.object({
  user_id: z.string(),
  session_id: z.string(),
  game: z.string(),
  currency: z.string(),
});

/**
 * `POST /__test/wallet/players` and `/__test/wallet/logout`: the fixture API the wallet
 * conformance suite (packages/wallet-conformance) drives. Registered only with ENABLE_TEST_API.
 */
export async function walletFixtureRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/__test/wallet/players',
    {
      config: { skipCsrf: true },
      schema: {
        hide: true,
        body: z.object({
          currency: z.string().regex(/^[A-Z0-9]{3,5}$/),
          balance: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
        }),
        response: { 200: fixturePlayerSchema },
      },
    },
    async (request) => createFixturePlayer(app.deps, request.body),
  );
  api.post(
    '/__test/wallet/logout',
    {
      config: { skipCsrf: true },
      schema: {
        hide: true,
        body: z.object({
          user_id: z.string().regex(/^\d{1,15}$/),
          session_id: z.string().max(128),
        }),
      },
    },
    async (request, reply) => {
      const found = await logoutFixturePlayer(app.deps, {
        playerId: Number(request.body.user_id),
        sessionId: request.body.session_id,
      });
      return reply.status(found ? 204 : 404).send();
    },
  );
}
