import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { vipStatusProgressSchema, vipTiersResponseSchema } from '@croupier/contracts/vip';
import { progressOf, tiersView } from './vip.service.js';

const tags = ['vip'];

/**
 * VIP status and programme (engagement.md §7; VIP-006, VIP-012, VIP-016; docs/api.md "VIP"). The
 * progress needs a signed-in player (401); the tiers are public brand data.
 */
export async function vipRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  api.get(
    '/jam/vip_status_progress',
    {
      schema: {
        tags,
        summary: 'The player’s VIP status and the running quarter’s progress to the next tier',
        response: { 200: vipStatusProgressSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const progress = await progressOf(deps, playerId);
      return reply.header('cache-control', 'no-store').send(progress);
    },
  );

  api.get(
    '/api/vip/tiers',
    {
      schema: {
        tags,
        summary: 'Every VIP tier, lowest first: thresholds per currency, group, benefits',
        response: { 200: vipTiersResponseSchema },
      },
    },
    async (_request, reply) => {
      const tiers = await tiersView(deps);
      return reply.header('cache-control', 'public, max-age=60').send(tiers);
    },
  );
}
