import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lotterySchema } from '@croupier/contracts/lotteries';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { findLottery } from './lotteries.repository.js';
import { createLottery, drawLottery, getLottery } from './lotteries.service.js';

/**
 * `POST /__test/lotteries`: a lottery of its own for one e2e test, open now and drawing in
 * `minutes`, with the demo brand's deposit rule and cash prizes.
 *
 * `POST /__test/lotteries/{slug}/draw`: the e2e tests' "draw now": the lottery's `end_at` is
 * reached on the server's clock by drawing at `max(now, end_at)`, through the same draw the
 * timed task runs. Registered only with ENABLE_TEST_API.
 */
export async function lotteriesFixtureRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  api.post(
    '/__test/lotteries',
    {
      schema: {
        hide: true,
        body: z.object({
          slug: z.string().regex(/^[a-z0-9][a-z0-9-]{2,79}$/),
          minutes: z.number().int().min(1).max(1440),
        }),
        response: { 200: lotterySchema },
      },
    },
    async (request) => {
      const now = deps.clock.now();
      const { slug, minutes } = request.body;
      await createLottery(deps.database.db, {
        slug,
        frontendIdentifier: slug,
        title: { en: 'Test draw' },
        description: { en: 'A lottery of the end-to-end tests.' },
        startAt: new Date(now.getTime() - 60_000),
        endAt: new Date(now.getTime() + minutes * 60_000),
        prizes: [
          { place: 1, title: { en: '€25 cash' }, gift_template_key: 'lottery-cash-25' },
          { place: 2, title: { en: '€10 cash' }, gift_template_key: 'lottery-cash-10' },
        ],
        depositRule: { eurCentsPerTicket: 2000, maxTicketsPerDeposit: 5 },
        groupIds: [],
      });
      return getLottery(deps, { idOrSlug: slug, playerId: null, locale: 'en' });
    },
  );

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
