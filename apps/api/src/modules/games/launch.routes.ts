import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { launchRequestSchema, launchResponseSchema } from '@croupier/contracts/games';
import { perMinute } from '../../plugins/rate-limit.js';
import { launchGame } from './launch.service.js';
import { matchesEtag, thumbnailOf } from './thumbnails.js';
import { requestContextOf } from '../../lib/request-context.js';

const tags = ['games'];
const slug = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9-]+$/);
const identifierParams = z.object({ provider: slug, key: slug });

/**
 * Game launch (GM-009, PX-01: `POST /api/games/{identifier}/launch` with the identifier's `/`
 * kept as a path separator) and the tile thumbnails (GM-002).
 */
export async function launchRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/games/:provider/:key/launch',
    {
      // Each launch opens a studio session: plenty for a person, a brake on a script.
      config: perMinute(120),
      schema: {
        tags,
        summary:
          'Opens a game session at the studio and answers the iframe URL; refusals per LAUNCH_ERRORS',
        params: identifierParams,
        body: launchRequestSchema,
        response: { 200: launchResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = await app.auth.optional(request);
      const launched = await launchGame(
        app.deps,
        await app.gameCatalog.get(),
        requestContextOf(request),
        {
          identifier: `${request.params.provider}/${request.params.key}`,
          body: request.body,
          auth,
        },
      );
      reply.header('cache-control', 'no-store');
      return launched;
    },
  );

  api.get(
    '/images/games/:provider/:key.svg',
    {
      schema: {
        tags,
        summary:
          "A game's tile image (GM-002); 404 for an unknown game (the site shows a placeholder)",
        params: identifierParams,
      },
    },
    async (request, reply) => {
      const catalog = await app.gameCatalog.get();
      const entry = catalog.byIdentifierAny(`${request.params.provider}/${request.params.key}`);
      if (!entry) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      }
      const { svg, etag } = thumbnailOf(entry);
      // The art of an identifier changes only with a catalog sync, and then the ETag with it.
      reply.header('cache-control', 'public, max-age=86400, immutable');
      reply.header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        return reply.status(304).send();
      }
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
}
