import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { createTranslationCache, localeOfFile } from './translations.service.js';

/**
 * `GET /messages/{lang}.json` (EP-078; CMS-018, API-012, API-019). The client asks with a
 * 5-minute time-bucket query (`?v=floor(now/300000)`), so a 5-minute public cache lets a CDN
 * and the browser answer every other load; an ETag makes the next bucket's request a 304 when
 * nothing changed.
 */
export async function translationsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cache = createTranslationCache();

  api.get(
    '/messages/:file',
    {
      schema: {
        tags: ['translations'],
        summary: 'UI translations of one locale: nested UPPER_SNAKE keys to strings',
        params: z.object({ file: z.string().max(32) }),
        querystring: z.object({ v: z.string().max(32).optional() }).loose(),
      },
    },
    async (request, reply) => {
      const locale = localeOfFile(request.params.file);
      if (!locale) throw AppError.notFound(`No translations for ${request.params.file}`);
      const document = await cache.get(locale);
      if (document.conflicts.length > 0) {
        request.log.warn({ conflicts: document.conflicts }, 'translation keys defined twice');
      }
      reply.header('cache-control', 'public, max-age=300').header('etag', document.etag);
      if (request.headers['if-none-match'] === document.etag) return reply.status(304).send();
      // Already serialised: Fastify sends a string as is.
      return reply.type('application/json; charset=utf-8').send(document.json);
    },
  );
}
