import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Server-to-server callbacks (wallet, PSP webhooks) authenticate by signature instead. */
    skipCsrf?: boolean;
  }
}

/**
 * DESIGN.md §4: unsafe methods need `X-Requested-With: XMLHttpRequest` (a non-simple request
 * that a cross-site form cannot send) and, when the browser names one, a same-site `Origin`.
 */
export function registerCsrfGuard(
  app: FastifyInstance,
  isAllowedOrigin: (origin: URL, request: FastifyRequest) => boolean,
): void {
  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method)) return;
    if (request.routeOptions.config.skipCsrf) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      throw new AppError('csrf_rejected', 'Missing X-Requested-With header');
    }
    const origin = request.headers.origin;
    if (origin === undefined) return;
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw new AppError('csrf_rejected', 'Cross-site request refused');
    }
    if (!isAllowedOrigin(parsed, request)) {
      throw new AppError('csrf_rejected', 'Cross-site request refused');
    }
  });
}

/** Same host as the request, or any host the brand serves (its mirrors). */
export function sameSiteOrigin(brandHosts: () => readonly string[]) {
  return (origin: URL, request: FastifyRequest): boolean => {
    const requestHost = request.host.split(':')[0];
    if (origin.hostname === requestHost) return true;
    return brandHosts().includes(origin.hostname);
  };
}
