import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StudioContext } from '../context.js';
import type { ClientAsset, ClientBundle } from './client-bundle.js';
import { gamePageCsp, gamePageHtml, notFoundPageHtml } from './game-page.js';

const YEAR = 365 * 24 * 60 * 60;

/** `GET /play/:sessionId` (the iframe page) and the client bundle it loads. */
export function registerPageRoutes(
  app: FastifyInstance,
  ctx: StudioContext,
  clientBundle: () => Promise<ClientBundle>,
): void {
  const csp = gamePageCsp(ctx.env.PUBLIC_URL, ctx.env.CASINO_ORIGINS);

  app.get<{ Params: { sessionId: string } }>('/play/:sessionId', async (request, reply) => {
    void reply
      .header('content-security-policy', csp)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8');
    const session = ctx.store.sessions.get(request.params.sessionId);
    // An expired session still gets the page: the client then says the session has ended.
    if (!session) return reply.status(404).send(notFoundPageHtml());
    const bundle = await clientBundle();
    const game = ctx.catalog.game(session.game);
    return gamePageHtml({
      sessionId: session.id,
      title: game?.title ?? 'Game',
      locale: session.locale,
      jsVersion: bundle.js.version,
      cssVersion: bundle.css.version,
    });
  });

  const serve = (pick: (bundle: ClientBundle) => ClientAsset, type: string) => {
    return async (
      request: FastifyRequest<{ Querystring: { v?: string } }>,
      reply: FastifyReply,
    ) => {
      const file = pick(await clientBundle());
      // A versioned URL never changes content: cache it for a year; otherwise revalidate.
      const versioned = request.query.v === file.version;
      void reply
        .header('etag', file.etag)
        .header('cache-control', versioned ? `public, max-age=${YEAR}, immutable` : 'no-cache')
        .type(type);
      void reply.header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
      const accepted = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(file.br);
      if (/\bgzip\b/.test(accepted))
        return reply.header('content-encoding', 'gzip').send(file.gzip);
      return file.body;
    };
  };
  app.get(
    '/client/app.js',
    serve((bundle) => bundle.js, 'text/javascript; charset=utf-8'),
  );
  app.get(
    '/client/app.css',
    serve((bundle) => bundle.css, 'text/css; charset=utf-8'),
  );
}
