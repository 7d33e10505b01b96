import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** One year, subdomains included (RELIABILITY IN-04); also written by `client-error.ts`. */
export const HSTS_MAX_AGE = 31_536_000;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Security headers on every response (RELIABILITY.md IN-04): HSTS, nosniff, referrer policy
 * and a strict CSP with no inline script. `frame-src` and `frame-ancestors` widen as the
 * game studio and payment origins arrive.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const { env } = app.deps;
  // The game page iframes the studio's own origin (DESIGN.md §6); thumbnails stay on ours.
  const studioOrigin = new URL(env.GAMES_PUBLIC_URL ?? env.GAMES_API_URL).origin;
  await app.register(helmet, {
    global: true,
    hsts: { maxAge: HSTS_MAX_AGE, includeSubDomains: true },
    referrerPolicy: { policy: REFERRER_POLICY },
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", studioOrigin],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
  });
}
