import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { playerSchema } from '@croupier/contracts/player';
import {
  playerUpdateRequestSchema,
  subscriptionsSchema,
  updateLocaleRequestSchema,
} from '@croupier/contracts/profile';
import {
  getSubscriptions,
  updateLocale,
  updateProfile,
  updateSubscriptions,
} from './profile.service.js';
import { requestContextOf } from '../../lib/request-context.js';

const tags = ['player'];

/**
 * The player's own profile: `PATCH /api/player` (PR-004, PR-005, PR-009; AC-02), the language
 * (PR-027) and the promo subscriptions (PR-028, PR-029). Signed-in only.
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  api.patch(
    '/api/player',
    {
      schema: {
        tags,
        summary: "Edit the player's profile; fields a player may not write are ignored",
        body: playerUpdateRequestSchema,
        response: { 200: playerSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const { user, context } = request.body;
      const player = await updateProfile(deps, requestContextOf(request), playerId, user, context);
      return reply.header('cache-control', 'no-store').send(player);
    },
  );

  api.patch(
    '/api/player/update_locale',
    {
      schema: {
        tags,
        summary: "Store the player's language (a locale the brand enables)",
        body: updateLocaleRequestSchema,
        response: { 200: playerSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const player = await updateLocale(deps, playerId, request.body.locale);
      return reply.header('cache-control', 'no-store').send(player);
    },
  );

  api.get(
    '/api/subscriptions',
    {
      schema: {
        tags,
        summary: 'Promo e-mail and SMS subscriptions',
        response: { 200: subscriptionsSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      return reply.header('cache-control', 'no-store').send(await getSubscriptions(deps, playerId));
    },
  );

  api.put(
    '/api/subscriptions',
    {
      schema: {
        tags,
        summary: 'Change the promo e-mail and SMS subscriptions',
        body: subscriptionsSchema,
        response: { 200: subscriptionsSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const saved = await updateSubscriptions(deps, playerId, request.body);
      return reply.header('cache-control', 'no-store').send(saved);
    },
  );
}
