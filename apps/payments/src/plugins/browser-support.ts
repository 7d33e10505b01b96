import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STYLESHEET } from '../hosted/styles.js';

/**
 * What the hosted pages need from the server: urlencoded form posts, the stylesheet, and
 * defensive headers on every answer (JSON ones too).
 */
export function registerBrowserSupport(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      // First value wins: a form field sent twice cannot smuggle a second meaning.
      for (const [key, value] of new URLSearchParams(String(body))) fields[key] ??= value;
      done(null, fields);
    },
  );

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    }
    return payload;
  });

  app.get('/assets/pay.css', async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(STYLESHEET),
  );
}

/**
 * Forms must come from our own pages: a post with another site's Origin is refused, so a page
 * elsewhere cannot approve or cancel a player's payment behind their back. (`null` comes from
 * privacy-sensitive contexts and is let through; the sandbox holds no real money.)
 */
export function isForeignOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}
