import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { NON_PAGE_SEGMENTS } from '@croupier/domain/reserved-paths';
import { AppError } from '../lib/app-error.js';
import { renderFirstPaint } from './first-paint.js';

const nonPageSegments = new Set(NON_PAGE_SEGMENTS);
/** A last segment with a file extension (`/favicon.ico`, `/payments/visa.svg`) asks for a file. */
const fileName = /\.[a-z0-9]{1,12}$/i;
/** Where index.html takes the server-written first paint (apps/web/index.html). */
const HEAD_SLOT = '<!--first-paint-head-->';
const BODY_SLOT = '<!--first-paint-->';

/**
 * Whether a GET or HEAD of `path` that no route answered gets the site's document: any path but
 * the api's, a static folder's or a file's, unless the client's `Accept` names types and HTML
 * is not among them. "Any type", as curl and load balancers' health checks send, and no header
 * at all get the page too (only `text/html` used to, so they saw a 404 for `/`).
 */
export function isPageRequest(method: string, path: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const segments = path.split('/').filter((segment) => segment !== '');
  if (nonPageSegments.has((segments[0] ?? '').toLowerCase())) return false;
  if (fileName.test(segments.at(-1) ?? '')) return false;
  if (accept === undefined || accept.trim() === '') return true;
  return /(^|,)\s*(text\/html|text\/\*|\*\/\*)\s*(;|,|$)/i.test(accept);
}

/**
 * Serves the built player site: hashed assets cached for a year, every other page path gets
 * index.html so the client router decides (platform-core.md §2), with the page's first paint
 * written in (decision 0202); should that fail, the plain document still works.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
): Promise<void> {
  const indexPath = distDir ? join(distDir, 'index.html') : undefined;
  const hasSite = indexPath !== undefined && existsSync(indexPath);
  if (hasSite && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each asset (tooling/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }
  const indexHtml = hasSite && indexPath ? readFileSync(indexPath, 'utf8') : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isPageRequest(request.method, path, request.headers.accept) && indexHtml !== undefined) {
      let html = indexHtml;
      try {
        const paint = await renderFirstPaint(app, request, path, app.deps.clock.now());
        html = html
          .replace('<html lang="en">', `<html lang="${paint.lang}">`)
          .replace(HEAD_SLOT, paint.head)
          .replace(BODY_SLOT, paint.body);
      } catch (error) {
        request.log.warn({ err: error }, 'first paint failed; serving the bare document');
      }
      reply
        .type('text/html; charset=utf-8')
        // The first paint depends on the visitor (locale, session, stag): never shared.
        .header('cache-control', 'private, no-cache')
        .header('vary', 'accept-encoding');
      // @fastify/compress works on routes only, and this answer is the not-found handler's.
      const accepted = request.headers['accept-encoding'] ?? '';
      if (accepted.includes('br')) {
        const quality = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
        return reply.header('content-encoding', 'br').send(brotliCompressSync(html, quality));
      }
      if (accepted.includes('gzip'))
        return reply.header('content-encoding', 'gzip').send(gzipSync(html));
      return reply.send(html);
    }
    throw AppError.notFound(`No route for ${request.method} ${path}`);
  });
}
