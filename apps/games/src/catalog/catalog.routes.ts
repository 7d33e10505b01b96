import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogFeedSchema } from '@croupier/contracts/studio';
import type { StudioContext } from '../context.js';
import { casinoSignature } from '../plugins/casino-signature.js';
import { renderGameThumbnail } from './catalog-source.js';

const DAY = 24 * 60 * 60;

/** `GET /catalog` (signed, the casino's sync job) and the generated thumbnails. */
export function registerCatalogRoutes(app: FastifyInstance, ctx: StudioContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/catalog',
    {
      preValidation: casinoSignature(ctx.env.STUDIO_SECRET),
      schema: { response: { 200: catalogFeedSchema } },
    },
    async () => ctx.catalog.feed,
  );

  const thumbnails = new Map<string, string>();
  routes.get(
    '/thumbnails/:provider/:file',
    {
      schema: {
        params: z.object({
          provider: z.string().regex(/^[a-z0-9-]+$/),
          file: z.string().regex(/^[a-z0-9-]+\.svg$/),
        }),
      },
    },
    async (request, reply) => {
      const identifier = `${request.params.provider}/${request.params.file.replace(/\.svg$/, '')}`;
      const game = ctx.catalog.game(identifier);
      if (!game) return reply.status(404).send({ code: 'not_found', message: 'No such game' });
      let svg = thumbnails.get(identifier);
      if (svg === undefined) {
        svg = renderGameThumbnail(game, ctx.catalog.providerTitle(game.provider));
        thumbnails.set(identifier, svg);
      }
      // The art is a pure function of the catalog entry: cache it long, on any origin.
      return reply
        .header('cache-control', `public, max-age=${DAY}, stale-while-revalidate=${7 * DAY}`)
        .header('cross-origin-resource-policy', 'cross-origin')
        .type('image/svg+xml; charset=utf-8')
        .send(svg);
    },
  );
}
