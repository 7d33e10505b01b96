import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  lotteriesResponseSchema,
  lotteryDrawSchema,
  lotterySchema,
  lotteryStatusesSchema,
  lotteryStatusSchema,
} from '@croupier/contracts/lotteries';
import { z } from 'zod';
import { requestContextOf } from '../../lib/request-context.js';
import { brandService, negotiateLocale } from '../brand/brand.service.js';
import { lotteriesFixtureRoutes } from './lotteries-fixture.routes.js';
import {
  getLottery,
  listLotteries,
  lotteryStatus,
  lotteryStatuses,
  publishedDraw,
} from './lotteries.service.js';

const tags = ['lotteries'];

/** RT-028: a numeric id or a slug. */
const idOrSlugParamsSchema = z.object({
  idOrSlug: z.string().regex(/^(\d{1,9}|[a-z0-9][a-z0-9-]{0,79})$/, 'an id or a slug'),
});

/**
 * Lotteries (engagement.md §7; TN-014..TN-019, RT-028, API-013; docs/api.md "Lotteries"). The
 * list, one lottery and its published draw are guest-readable (a signed-in player also gets
 * their own tickets); statuses need a session (401).
 */
export async function lotteriesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  if (deps.env.ENABLE_TEST_API) await app.register(lotteriesFixtureRoutes);

  const localeOf = async (request: FastifyRequest) => {
    const { config } = await brandService(deps).get();
    const hostname = requestContextOf(request).hostname;
    return negotiateLocale(config, hostname, undefined, request.headers['accept-language']);
  };
  const playerIdOf = async (request: FastifyRequest) =>
    (await app.auth.optional(request))?.playerId ?? null;

  api.get(
    '/api/lotteries',
    {
      schema: {
        tags,
        summary: 'Every lottery the player may see, with their own tickets (TN-014, TN-018)',
        response: { 200: lotteriesResponseSchema },
      },
    },
    async (request, reply) => {
      const lotteries = await listLotteries(deps, {
        playerId: await playerIdOf(request),
        locale: await localeOf(request),
      });
      return reply.header('cache-control', 'no-store').send(lotteries);
    },
  );

  api.get(
    '/api/lotteries/statuses',
    {
      schema: {
        tags,
        summary: 'The common ticket balance and the player’s tickets per lottery (TN-017)',
        response: { 200: lotteryStatusesSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      return reply.header('cache-control', 'no-store').send(await lotteryStatuses(deps, playerId));
    },
  );

  api.get(
    '/api/lotteries/:idOrSlug',
    {
      schema: {
        tags,
        summary: 'One lottery by id or slug, its prizes, proof and winners (RT-028, TN-019)',
        params: idOrSlugParamsSchema,
        response: { 200: lotterySchema },
      },
    },
    async (request, reply) => {
      const lottery = await getLottery(deps, {
        idOrSlug: request.params.idOrSlug,
        playerId: await playerIdOf(request),
        locale: await localeOf(request),
      });
      return reply.header('cache-control', 'no-store').send(lottery);
    },
  );

  api.get(
    '/api/lotteries/:idOrSlug/status',
    {
      schema: {
        tags,
        summary: 'The player’s tickets in one lottery (TN-014)',
        params: idOrSlugParamsSchema,
        response: { 200: lotteryStatusSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const status = await lotteryStatus(deps, { idOrSlug: request.params.idOrSlug, playerId });
      return reply.header('cache-control', 'no-store').send(status);
    },
  );

  api.get(
    '/api/lotteries/:idOrSlug/draw',
    {
      schema: {
        tags,
        summary:
          'A drawn lottery’s seed, frozen ticket list and winners, to recompute (409 before)',
        params: idOrSlugParamsSchema,
        response: { 200: lotteryDrawSchema },
      },
    },
    async (request, reply) => {
      const draw = await publishedDraw(deps, request.params.idOrSlug);
      // Final once drawn: the same answer forever.
      return reply.header('cache-control', 'public, max-age=300').send(draw);
    },
  );
}
