import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gameBySlugResponseSchema,
  gameCollectionsResponseSchema,
  gameJackpotsResponseSchema,
  gameProvidersResponseSchema,
  gamesFilterRequestSchema,
  gamesPageSchema,
  gamesSelectRequestSchema,
  gamesSelectResponseSchema,
  type GamesPage,
} from '@croupier/contracts/games';
import { perMinute } from '../../plugins/rate-limit.js';
import { setCacheHeaders } from '../brand/http-cache.js';
import { encodedBody, normaliseQuery, preferredEncoding } from './catalog-read-model.js';
import { gameByPlayLink, selectGames } from './games.service.js';
import { jackpotCurrency } from './jackpots.js';
import { gameJackpotAmounts } from '../jackpots/jackpots.service.js';
import { requestContextOf } from '../../lib/request-context.js';

const tags = ['games'];
/** Catalog answers change only with a sync: a shared cache may keep them this long (API-019). */
const CATALOG_MAX_AGE = 60;

const slugParam = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9-]+$/);
export const playLinkParamsSchema = z.object({ provider: slugParam, seoTitle: slugParam });

/**
 * The game catalog (platform-core.md §7 Games; GM-010..GM-014, JP-003), guest-readable and
 * served from the in-memory read model (DESIGN.md §11), never a SQL query per request.
 */
export async function gamesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const catalog = () => app.gameCatalog.get();
  // Search does real work for anyone (a filter pass over the catalog for a page not cached yet).
  const searchLimit = perMinute(app.deps.env.SEARCH_RATE_LIMIT_PER_MINUTE);

  api.post(
    '/api/games_filter',
    {
      config: searchLimit,
      schema: {
        tags,
        summary:
          'Games by device, providers, title and categories (OR), in lobby order or by name or newest (GM-010, GM-011, GM-013)',
        body: gamesFilterRequestSchema,
        response: { 200: gamesPageSchema },
      },
    },
    async (request, reply) => {
      const page = (await catalog()).page(normaliseQuery(request.body));
      const { payload, encoding } = encodedBody(
        page,
        preferredEncoding(request.headers['accept-encoding']),
      );
      setCacheHeaders(reply, {
        scope: 'public',
        maxAge: CATALOG_MAX_AGE,
        vary: ['Accept-Encoding'],
      });
      // The page is already JSON (each game validated against the contract when the read model
      // was built) and maybe compressed: sent as it is, not serialised or compressed again.
      reply.type('application/json; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(payload as unknown as GamesPage);
    },
  );

  api.post(
    '/api/games_filter/select',
    {
      config: searchLimit,
      schema: {
        tags,
        summary:
          'The listed games in the request order; ids are identifiers or version ids (GM-012)',
        body: gamesSelectRequestSchema,
        response: { 200: gamesSelectResponseSchema },
      },
    },
    async (request, reply) => {
      setCacheHeaders(reply, { scope: 'public', maxAge: CATALOG_MAX_AGE });
      return selectGames(await catalog(), request.body.game_ids, request.body.device);
    },
  );

  api.get(
    '/api/games/providers',
    { schema: { tags, response: { 200: gameProvidersResponseSchema } } },
    async (_request, reply) => {
      setCacheHeaders(reply, { scope: 'public', maxAge: CATALOG_MAX_AGE });
      return [...(await catalog()).providers];
    },
  );

  api.get(
    '/api/games/collections',
    { schema: { tags, response: { 200: gameCollectionsResponseSchema } } },
    async (_request, reply) => {
      setCacheHeaders(reply, { scope: 'public', maxAge: CATALOG_MAX_AGE });
      return [...(await catalog()).collections];
    },
  );

  api.get(
    '/api/games/jackpots',
    {
      schema: {
        tags,
        summary:
          "Per-game jackpot amounts for the tiles, in the player's currency (a guest's: their country's, else the brand default): the total of the jackpot each game feeds (JP-003)",
        response: { 200: gameJackpotsResponseSchema },
      },
    },
    async (request, reply) => {
      const currency = await jackpotCurrency(
        app.deps,
        requestContextOf(request),
        await app.auth.optional(request),
      );
      // The currency depends on the visitor: never from a shared cache.
      setCacheHeaders(reply, { scope: 'private', maxAge: 10 });
      const games = (await catalog()).inCategory('jackpot').map((entry) => ({
        identifier: entry.row.identifier,
        provider: entry.provider.slug,
        categories: entry.row.categories,
      }));
      return gameJackpotAmounts(app.deps, games, currency?.code ?? 'EUR');
    },
  );

  api.get(
    '/api/games/:provider/:seoTitle',
    {
      schema: {
        tags,
        summary: 'The game of a play link /play/{provider}/{seo_title} (GM-032); 404 if none',
        params: playLinkParamsSchema,
        response: { 200: gameBySlugResponseSchema },
      },
    },
    async (request, reply) => {
      const entry = gameByPlayLink(
        await catalog(),
        request.params.provider,
        request.params.seoTitle,
      );
      setCacheHeaders(reply, { scope: 'public', maxAge: CATALOG_MAX_AGE });
      return entry.game;
    },
  );
}
