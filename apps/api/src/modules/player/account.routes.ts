import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { playerGroupsResponseSchema } from '@croupier/contracts/player';
import {
  playerGroupsRequestSchema,
  vipManagerRequestSchema,
  vipManagerResponseSchema,
} from '@croupier/contracts/profile';
import { playerSettingsSchema } from '@croupier/contracts/realtime';
import { brandService } from '../brand/brand.service.js';
import { addOwnGroups } from './groups.service.js';
import { managerFor } from './managers.service.js';
import { playerGroupIds } from './player.service.js';
import { requestContextOf } from '../../lib/request-context.js';

const tags = ['player'];

/**
 * The player's groups (PR-015, PR-016), real-time settings (PR-011) and VIP manager (PR-035);
 * their wallets and statistics are modules/accounts. Every answer is the player's own, so none
 * may be cached by a shared cache.
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  api.post(
    '/api/player/groups',
    {
      schema: {
        tags,
        summary: 'Join player-settable groups (others are 403)',
        body: playerGroupsRequestSchema,
        response: { 200: playerGroupsResponseSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const result = await addOwnGroups(
        deps,
        requestContextOf(request),
        playerId,
        request.body.groups.add,
      );
      app.outbox.wake();
      return reply.header('cache-control', 'no-store').send(result);
    },
  );

  api.get(
    '/api/player/settings',
    {
      schema: {
        tags,
        summary: 'The real-time connection: socket URL, channel user and a short-lived token',
        response: { 200: playerSettingsSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      return reply
        .header('cache-control', 'no-store')
        .send({ realtime: app.realtime.connectionFor(playerId, requestContextOf(request)) });
    },
  );

  api.post(
    '/api/fe/config/managers',
    {
      schema: {
        tags,
        summary: "The VIP manager of the player's own VIP group, or {}",
        body: vipManagerRequestSchema,
        response: { 200: vipManagerResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // The body's userGroups is the site's copy; only the groups on record count.
      const auth = await app.auth.optional(request);
      if (!auth) return reply.send({});
      const [{ config }, groups] = await Promise.all([
        brandService(deps).get(),
        playerGroupIds(deps, auth.playerId),
      ]);
      return reply.send(managerFor(config, groups));
    },
  );
}
