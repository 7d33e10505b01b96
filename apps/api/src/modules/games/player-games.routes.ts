import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  favoriteGamesResponseSchema,
  favoriteIdsResponseSchema,
  favoriteToggleResponseSchema,
  playedGamesResponseSchema,
} from '@croupier/contracts/games';
import { setCacheHeaders } from '../brand/http-cache.js';
import {
  addFavorite,
  favoriteGames,
  favoriteVersionIds,
  removeFavorite,
} from './favorites.service.js';
import { playedGames } from './played-games.service.js';

const tags = ['games'];
const versionIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** PR-014: the games history page; 20 rows unless asked, at most 100. */
const playedGamesQuery = z.object({
  page: z.coerce.number().int().positive().max(10_000).default(1),
  page_size: z.coerce.number().int().positive().max(100).default(20),
});

/** PR-025: `Accept-Client: v2` asks for whole games instead of `[{id}]`. */
function wantsGames(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim().toLowerCase() === 'v2';
}

/**
 * The player's games: favourites (PR-024, PR-025; API-007) and the games history (PR-013,
 * PR-014). Signed-in only, like every `/api/player/*` route (a guest gets 401 `not_signed_in`).
 */
export async function playerGamesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const catalog = () => app.gameCatalog.get();

  api.get(
    '/api/player/favorite_games',
    {
      schema: {
        tags,
        summary: 'Favourites: [{id}] version ids, or whole games with Accept-Client: v2 (PR-025)',
        response: { 200: z.union([favoriteGamesResponseSchema, favoriteIdsResponseSchema]) },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      // API-007: one URL, two shapes: a cache must key on the header.
      setCacheHeaders(reply, { scope: 'private', maxAge: 0, vary: ['Accept-Client'] });
      if (wantsGames(request.headers['accept-client'])) {
        return favoriteGames(deps, await catalog(), playerId);
      }
      const ids = await favoriteVersionIds(deps, await catalog(), playerId);
      return ids.map((id) => ({ id }));
    },
  );

  api.put(
    '/api/player/favorite_games/:id',
    {
      schema: {
        tags,
        summary: "Adds a favourite by the game's version id in the player's currency (PR-024)",
        params: versionIdParams,
        response: { 200: favoriteToggleResponseSchema },
      },
    },
    async (request) => {
      const { playerId } = await app.auth.require(request);
      await addFavorite(deps, await catalog(), playerId, request.params.id);
      return { id: request.params.id };
    },
  );

  api.delete(
    '/api/player/favorite_games/:id',
    {
      schema: {
        tags,
        summary: 'Removes a favourite (204, also when it was not one)',
        params: versionIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      await removeFavorite(deps, playerId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/api/player/played_games',
    {
      schema: {
        tags,
        summary: 'The games history: per game and currency, rounds and totals (PR-013, PR-014)',
        querystring: playedGamesQuery,
        response: { 200: playedGamesResponseSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      reply.header('cache-control', 'no-store');
      return playedGames(deps, playerId, request.query.page, request.query.page_size);
    },
  );
}
