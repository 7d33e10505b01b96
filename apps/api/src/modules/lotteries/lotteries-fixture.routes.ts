import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lotterySchema } from '@croupier/contracts/lotteries';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { findLottery } from './lotteries.repository.js';
import { drawLottery, getLottery } from './lotteries.service.js';

/**
 * `POST /__test/lotteries/{slug}/draw`: the e2e tests' "draw now": the lottery's `end_at` is
 * reached on the server's clock by drawing at `max(now, end_at)`, through the same draw the
 * timed task runs. Registered only with ENABLE_TEST_API.
 */
export async function lotteriesFixtureRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  api.post(
    '/__test/lotteries/:slug/draw',
    {
      schema: {
        hide: true,
        params: z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/) }),
        response: { 200: lotterySchema },
      },
    },
    async (request) => {
      const row = await findLottery(deps.database.db, request.params.slug);
      if (!row) throw AppError.notFound('No such lottery');
      const now = deps.clock.now();
      const at = now.getTime() < row.endAt.getTime() ? row.endAt : now;
      await deps.database.db.transaction((tx) =>
        drawLottery(tx, deps, { lotteryId: row.id, now: at, log: request.log }),
      );
      return getLottery(deps, { idOrSlug: row.slug, playerId: null, locale: 'en' });
    },
  );
}
