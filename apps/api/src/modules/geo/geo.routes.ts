import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientContextResponseSchema,
  currentIpResponseSchema,
  geoOverrideQuerySchema,
} from '@croupier/contracts/geo';
import { clientContext, geoContext, rememberGeoOverride } from './geo.service.js';
import { requestContextOf } from '../../lib/request-context.js';

/**
 * `GET /api/current_ip` (GEO-014, GEO-015) and `GET /client-context` (CMS-024, SH-031).
 * Not encapsulated: the development `?geo=XX` cookie hook must see every request, including
 * the page loads the player site serves, so a developer can click around as that country.
 */
export const geoRoutes = fp(
  async function geoRoutes(app: FastifyInstance): Promise<void> {
    const api = app.withTypeProvider<ZodTypeProvider>();

    if (app.deps.env.GEO_DEV_OVERRIDE) {
      app.addHook('onRequest', async (request, reply) => {
        rememberGeoOverride(request, reply, app.deps.env);
      });
    }

    api.get(
      '/api/current_ip',
      {
        schema: {
          tags: ['geo'],
          querystring: geoOverrideQuerySchema,
          response: { 200: currentIpResponseSchema },
        },
      },
      async (request, reply) => {
        const context = requestContextOf(request);
        const geo = await geoContext(app.deps, context);
        reply.header('cache-control', 'no-store');
        return { ip: context.ip, country_code: geo.country, restricted: geo.restricted };
      },
    );

    api.get(
      '/client-context',
      { schema: { tags: ['geo'], response: { 200: clientContextResponseSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, max-age=300');
        reply.header('vary', 'User-Agent');
        return clientContext(request.headers['user-agent']);
      },
    );
  },
  { name: 'geo-routes' },
);
