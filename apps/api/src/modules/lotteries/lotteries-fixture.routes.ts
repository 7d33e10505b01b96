import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lotterySchema } from '@croupier/contracts/lotteries';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { addGroupsBySystem } from '../player/player.service.js';
import { findLottery } from './lotteries.repository.js';
import { createLottery, drawLottery, getLottery } from './lotteries.service.js';

// Far above the spec's group ids (hundreds) and the VIP levels' groups.
const FIXTURE_GROUP_BASE = 1_900_000_000;
const FIXTURE_GROUP_SPAN = 100_000_000;
let nextFixtureGroup = Math.floor(Math.random() * FIXTURE_GROUP_SPAN);

/**
 * `POST /__test/lotteries`: a lottery of its own for one e2e test, open now and drawing in
 * `minutes`, with the demo brand's deposit rule and cash prizes. With `private`, it is shown
 * to (and takes tickets from) the signed-in caller alone, through a player group of its own:
 * other tests' deposits at the same time cannot join the draw and take its prizes.
 *
 * `POST /__test/lotteries/{slug}/draw`: the e2e tests' "draw now": the lottery's `end_at` is
 * reached on the server's clock by drawing at `max(now, end_at)`, through the same draw the
 * timed task runs. Registered only with ENABLE_TEST_API.
 */
export async function lotteriesFixtureRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  /** A group id no seeded or operator group uses, given to the caller alone (one per call). */
  const groupForCaller = async (request: FastifyRequest) => {
    const { playerId } = await app.auth.require(request);
    const groupId = FIXTURE_GROUP_BASE + (nextFixtureGroup++ % FIXTURE_GROUP_SPAN);
    await addGroupsBySystem(deps, deps.database.db, playerId, [groupId], 'e2e-fixture');
    return { playerId, groupIds: [groupId] };
  };
  api.post(
    '/__test/lotteries',
    {
      schema: {
        hide: true,
        body: z.object({
          slug: z.string().regex(/^[a-z0-9][a-z0-9-]{2,79}$/),
          minutes: z.number().int().min(1).max(1440),
          private: z.boolean().default(false),
        }),
        response: { 200: lotterySchema },
      },
    },
    async (request) => {
      const now = deps.clock.now();
      const { slug, minutes } = request.body;
      const { playerId, groupIds } = request.body.private
        ? await groupForCaller(request)
        : { playerId: null, groupIds: [] };
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
        groupIds,
      });
      return getLottery(deps, { idOrSlug: slug, playerId, locale: 'en' });
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
      // A private lottery is shown to its one player only: answer as the caller.
      const playerId = (await app.auth.optional(request))?.playerId ?? null;
      return getLottery(deps, { idOrSlug: row.slug, playerId, locale: 'en' });
    },
  );
}
