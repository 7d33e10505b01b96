import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error.js';

const apiPrefixes = ['/api/', '/messages/', '/__test/'];

/**
 * Serves the built player site: hashed assets cached for a year, every other GET that wants
 * HTML gets index.html so the client router decides (platform-core.md §2).
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

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isApi = apiPrefixes.some((prefix) => path.startsWith(prefix)) || path === '/api';
    if (request.method === 'GET' && wantsHtml && !isApi && indexHtml !== undefined) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml);
    }
    throw AppError.notFound(`No route for ${request.method} ${path}`);
  });
}
