import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { compPointsBalanceSchema } from '@croupier/contracts/comp-points';
import { z } from 'zod';
import { presentBalances } from './accrual.service.js';
import { findBalances } from './comp-points.repository.js';
import { awardPrizePoints } from './prize-points.service.js';

/**
 * `POST /__test/comp_points`: points for the signed-in player, as a prize pays them (both
 * balances, `comps_award`, a level reached grants its gift), so an e2e test can shop in the
 * mart without playing a slot first. Registered only with ENABLE_TEST_API.
 */
export async function compPointsFixtureRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  api.post(
    '/__test/comp_points',
    {
      schema: {
        hide: true,
        body: z.object({ points: z.number().int().min(1).max(1_000_000) }),
        response: { 200: compPointsBalanceSchema },
      },
    },
    async (request) => {
      const { playerId } = await app.auth.require(request);
      await deps.database.db.transaction((tx) =>
        awardPrizePoints(tx, deps, playerId, request.body.points, deps.clock.now()),
      );
      return presentBalances(await findBalances(deps.database.db, playerId));
    },
  );
}
