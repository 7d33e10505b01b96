import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bonusSettingsRequestSchema,
  giftChangeAnswerSchema,
  giftOfferSchema,
  giftSchema,
} from '@croupier/contracts/gifts';
import { playerSchema } from '@croupier/contracts/player';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { requestContextOf } from '../../lib/request-context.js';
import { brandService, negotiateLocale } from '../brand/brand.service.js';
import { playerView } from '../player/player.read.js';
import { updatePlayer } from '../player/player.service.js';
import { depositOffers, playerGiftList, registrationOffers } from './gift-lists.service.js';
import { activateGift, cancelGift, presentGift } from './gifts.service.js';
import { findPlayerGift } from './gifts.repository.js';
import { giftsFixtureRoutes } from './gifts-fixture.routes.js';

const tags = ['gifts'];

/** A gift's id in the path: a positive integer (else 422). */
const giftIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
/** The currency offers are for (default: the player's). */
const offersQuerySchema = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3,4}$/)
    .optional(),
});

const FAMILY_OF_PATH = { bonuses: 'bonus', freespins: 'freespins' } as const;

/**
 * The gift lists and changes (engagement.md §7; GF-008, GF-009, GF-013, GF-014, GF-021;
 * docs/api.md "Gifts"). Lists need a signed-in player (401) except the offers: deposit offers
 * are empty for guests, registration offers are public. Another player's gift id, or a gift of
 * the other family's path, is a 404.
 */
export async function giftsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  if (deps.env.ENABLE_TEST_API) await app.register(giftsFixtureRoutes);

  const localeOf = async (request: FastifyRequest) => {
    const { config } = await brandService(deps).get();
    const hostname = requestContextOf(request).hostname;
    return negotiateLocale(config, hostname, undefined, request.headers['accept-language']);
  };

  const lists = [
    ['/api/player/bonuses', 'bonus', 'The player’s bonuses (bonus money, cash, cashback)'],
    ['/api/player/freespins', 'freespins', 'The player’s free-spin gifts'],
    ['/api/v2/bonuses', null, 'All the player’s gifts, with group_key'],
  ] as const;
  for (const [path, family, summary] of lists) {
    api.get(
      path,
      { schema: { tags, summary, response: { 200: z.array(giftSchema) } } },
      async (request, reply) => {
        const { playerId } = await app.auth.require(request);
        const gifts = await playerGiftList(deps, playerId, family, await localeOf(request));
        return reply.header('cache-control', 'no-store').send(gifts);
      },
    );
  }

  api.get(
    '/api/bonuses/deposit',
    {
      schema: {
        tags,
        summary: 'Deposit gifts the player may pick for their next deposit (guests: none)',
        querystring: offersQuerySchema,
        response: { 200: z.array(giftOfferSchema) },
      },
    },
    async (request, reply) => {
      const auth = await app.auth.optional(request);
      const offers = await depositOffers(
        deps,
        auth?.playerId ?? null,
        request.query.currency ?? null,
        await localeOf(request),
      );
      return reply.header('cache-control', 'no-store').send(offers);
    },
  );

  api.get(
    '/api/bonuses/registration',
    {
      schema: {
        tags,
        summary: 'Registration gifts a new account may pick (public)',
        querystring: offersQuerySchema,
        response: { 200: z.array(giftOfferSchema) },
      },
    },
    async (request, reply) => {
      const offers = await registrationOffers(
        deps,
        request.query.currency ?? null,
        await localeOf(request),
      );
      return reply.send(offers);
    },
  );

  for (const segment of ['bonuses', 'freespins'] as const) {
    const family = FAMILY_OF_PATH[segment];

    /** The player's gift of this path's family, or a 404. */
    const ownGift = async (playerId: number, giftId: number) => {
      const gift = await findPlayerGift(deps.database.db, playerId, giftId);
      if (!gift || gift.family !== family) throw AppError.notFound('No such gift');
      return gift;
    };

    api.post(
      `/api/player/${segment}/:id/activation`,
      {
        schema: {
          tags,
          summary: `Activate one of the player’s ${segment} (GF-008; 422 when not activatable)`,
          params: giftIdParamsSchema,
          response: { 200: giftChangeAnswerSchema },
        },
      },
      async (request, reply) => {
        const { playerId } = await app.auth.require(request);
        await ownGift(playerId, request.params.id);
        const now = deps.clock.now();
        const gift = await deps.database.db.transaction((tx) =>
          activateGift(tx, deps, { playerId, giftId: request.params.id, now }),
        );
        const view = presentGift(gift, await localeOf(request), now);
        return reply.header('cache-control', 'no-store').send({ stage: view.stage, gift: view });
      },
    );

    api.delete(
      `/api/player/${segment}/:id`,
      {
        schema: {
          tags,
          summary: `Cancel one of the player’s ${segment} (GF-009; the bonus money still locked is forfeited)`,
          params: giftIdParamsSchema,
          response: { 200: giftChangeAnswerSchema },
        },
      },
      async (request, reply) => {
        const { playerId } = await app.auth.require(request);
        await ownGift(playerId, request.params.id);
        const now = deps.clock.now();
        const gift = await deps.database.db.transaction((tx) =>
          cancelGift(tx, deps, { playerId, giftId: request.params.id, now, by: 'player' }),
        );
        const view = presentGift(gift, await localeOf(request), now);
        return reply.header('cache-control', 'no-store').send({ stage: view.stage, gift: view });
      },
    );
  }

  api.patch(
    '/api/player/update_bonus_settings',
    {
      schema: {
        tags,
        summary: 'Enable (or disable) gifts for the player (GF-021); answers the player',
        body: bonusSettingsRequestSchema,
        response: { 200: playerSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      await updatePlayer(deps, deps.database.db, playerId, {
        canIssueBonuses: request.body.can_issue,
      });
      return reply.header('cache-control', 'no-store').send(await playerView(deps, playerId));
    },
  );
}
