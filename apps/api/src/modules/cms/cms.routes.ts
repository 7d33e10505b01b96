import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CMS_PAGE_NOT_FOUND_TEXT,
  cmsFilesResponseSchema,
  cmsLocaleQuerySchema,
  cmsPageSchema,
  cmsPagesResponseSchema,
  cmsSnippetsResponseSchema,
  type CmsLocaleQuery,
} from '@croupier/contracts/cms';
import { brandService, negotiateLocale } from '../brand/brand.service.js';
import { perMinute } from '../../plugins/rate-limit.js';
import { setCacheHeaders } from '../brand/http-cache.js';
import { geoContext } from '../geo/geo.service.js';
import {
  findPageByPath,
  findPageForAudience,
  hasVariants,
  listFilesFor,
  listPages,
  listSnippetsFor,
} from './cms.service.js';
import { requestContextOf } from '../../lib/request-context.js';

const slugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
const pathParamsSchema = z.object({ '*': z.string().min(1).max(400) });
const tags = ['cms'];
const localisedVary = ['Host', 'Accept-Language'];
/**
 * Each CMS read is a database query for anyone, so an address may make 300 a minute per route
 * (a page view asks for two or three).
 */
const cmsLimit = perMinute(300);

/** `GET /api/cms/*` (platform-core.md §7 CMS; EP-072..EP-076). Guest-readable (API-013). */
export async function cmsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  /** Brand id and the locale from `?l=`, `?locale=` or `Accept-Language`. */
  const context = async (request: FastifyRequest<{ Querystring: CmsLocaleQuery }>) => {
    const { id, config } = await brandService(app.deps).get();
    const explicit = request.query.l ?? request.query.locale;
    const hostname = requestContextOf(request).hostname;
    const locale = negotiateLocale(config, hostname, explicit, request.headers['accept-language']);
    return { brandId: id, locale };
  };

  // platform-core.md §8: a missing page answers with plain text, not JSON.
  const notFound = (reply: FastifyReply) =>
    reply.status(404).type('text/plain; charset=utf-8').send(CMS_PAGE_NOT_FOUND_TEXT);

  api.get(
    '/api/cms/pages',
    {
      config: cmsLimit,
      schema: {
        tags,
        querystring: cmsLocaleQuerySchema,
        response: { 200: cmsPagesResponseSchema },
      },
    },
    async (request, reply) => {
      const { brandId, locale } = await context(request);
      setCacheHeaders(reply, { scope: 'public', maxAge: 60, vary: localisedVary });
      return listPages(db, brandId, locale);
    },
  );

  api.get(
    '/api/cms/pages/:slug',
    {
      config: cmsLimit,
      schema: {
        tags,
        params: slugParamsSchema,
        querystring: cmsLocaleQuerySchema,
        response: { 200: cmsPageSchema },
      },
    },
    async (request, reply) => {
      const { brandId, locale } = await context(request);
      const geo = await geoContext(app.deps, requestContextOf(request));
      // The player's own licence replaces the host's once sessions carry `license_name`.
      const audience = { licence: geo.licence, behavesAs: geo.behavesAs };
      const page = await findPageForAudience(db, brandId, locale, request.params.slug, audience);
      if (!page) return notFound(reply);
      const perAudience = await hasVariants(db, brandId, request.params.slug);
      setCacheHeaders(reply, {
        scope: perAudience ? 'private' : 'public',
        maxAge: 60,
        vary: localisedVary,
      });
      return page;
    },
  );

  // `/api/cms/pages{path}`: the path appended as is, e.g. `/terms-and-conditions/au` (CMS-002).
  api.get(
    '/api/cms/pages/*',
    {
      config: cmsLimit,
      schema: {
        tags,
        params: pathParamsSchema,
        querystring: cmsLocaleQuerySchema,
        response: { 200: cmsPageSchema },
      },
    },
    async (request, reply) => {
      const { brandId, locale } = await context(request);
      const path = `/${request.params['*'].replace(/\/+$/, '')}`;
      const page = await findPageByPath(db, brandId, locale, path);
      if (!page) return notFound(reply);
      setCacheHeaders(reply, { scope: 'public', maxAge: 60, vary: localisedVary });
      return page;
    },
  );

  api.get(
    '/api/cms/snippets',
    {
      config: cmsLimit,
      schema: {
        tags,
        querystring: cmsLocaleQuerySchema,
        response: { 200: cmsSnippetsResponseSchema },
      },
    },
    async (request, reply) => {
      const { brandId, locale } = await context(request);
      setCacheHeaders(reply, { scope: 'public', maxAge: 60, vary: localisedVary });
      return listSnippetsFor(db, brandId, locale);
    },
  );

  api.get(
    '/api/cms/files',
    {
      config: cmsLimit,
      schema: {
        tags,
        querystring: cmsLocaleQuerySchema,
        response: { 200: cmsFilesResponseSchema },
      },
    },
    async (request, reply) => {
      const { brandId, locale } = await context(request);
      setCacheHeaders(reply, { scope: 'public', maxAge: 300, vary: localisedVary });
      return listFilesFor(db, brandId, locale);
    },
  );
}
