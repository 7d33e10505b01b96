import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  playRequestSchema,
  rollbackRequestSchema,
  WALLET_ERROR_CODES,
  WALLET_SIGNATURE_HEADER,
  walletErrorSchema,
  walletResponseSchema,
} from '@croupier/contracts/wallet-protocol';
import { AppError } from '../../lib/app-error.js';
import { isDatabaseUnavailable } from '../../lib/database-unavailable.js';
import { parseWalletBody } from './wallet-body.js';
import { handleWalletCall, type WalletOperation } from './wallet.service.js';
import { WalletRefusal, refuse } from './wallet-refusal.js';
import { assertSigned, studioSecrets } from './wallet-signature.js';
import { walletFixtureRoutes } from './wallet-fixture.routes.js';
import { registerWinsFeed } from './wins-feed.js';

/** A batch is at most 100 actions of a few hundred bytes; anything far larger is not the protocol. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * `POST /api/wallet/:studio/play|rollback` (DESIGN.md §6, wallet-protocol.ts): server to
 * server, authenticated by the studio's HMAC over the exact bytes it sent, so this scope keeps
 * every body raw (any content type) and checks the signature before parsing anything. No CSRF
 * header, no per-IP limit (studios call from a few addresses at high rates). Every answer,
 * refusals included, is the protocol's shape: never the api's error format, never a 500 for
 * bad input.
 */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  registerWinsFeed(app);
  if (app.deps.env.ENABLE_TEST_API) await app.register(walletFixtureRoutes);
  await app.register(walletProtocolRoutes);
}

async function walletProtocolRoutes(app: FastifyInstance): Promise<void> {
  const secrets = studioSecrets(app.deps.env);
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 4 * MAX_BODY_BYTES },
    (request, body, done) => {
      rawBodies.set(request, Buffer.isBuffer(body) ? body : Buffer.from(body));
      done(null, undefined);
    },
  );
  // Whatever fastify itself or an app-wide guard refuses (a body past the limit, a broken
  // stream, a card number or unstorable text in the query) still answers in the protocol's shape.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error instanceof AppError ? error.status : (error.statusCode ?? 500);
    if (status >= 400 && status < 500) {
      return reply.status(400).send(refuse.badRequest('The request is not the protocol').body());
    }
    if (isDatabaseUnavailable(error)) {
      // Busy or restarting: expected under a backlog, and logged without a stack so a
      // thousand retries a second do not cost the process more than the answers do.
      request.log.warn(
        { reason: (error as Error).message },
        'wallet call deferred: database unavailable',
      );
    } else {
      request.log.error({ err: error }, 'wallet call failed');
    }
    return reply.status(500).send({
      code: WALLET_ERROR_CODES.UNKNOWN_ERROR,
      message: 'Unknown error: try again with the same ids',
    });
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  const options = {
    config: { skipCsrf: true },
    bodyLimit: 4 * MAX_BODY_BYTES,
    // Answers of a few hundred bytes to a server: never worth compressing, and the hook that
    // decides so costs more per call than the answer's serialisation (issue 15 §4 profile).
    compress: false as const,
    // Every answer is built by typed code (WalletResponse, WalletRefusal.body): the response
    // schemas document the protocol, re-validating each answer with zod adds nothing on the
    // hot path.
    serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    schema: {
      tags: ['wallet'],
      params: z.object({ studio: z.string() }),
      response: {
        200: walletResponseSchema,
        400: walletErrorSchema,
        403: walletErrorSchema,
        409: walletErrorSchema,
        412: walletErrorSchema,
        500: walletErrorSchema,
      },
    },
  };

  const answer = async (
    request: FastifyRequest<{ Params: { studio: string } }>,
    reply: FastifyReply,
    operation: (rawBody: Buffer) => WalletOperation,
  ) => {
    const rawBody = rawBodies.get(request) ?? Buffer.alloc(0);
    const { studio } = request.params;
    try {
      assertSigned(secrets, studio, rawBody, request.headers[WALLET_SIGNATURE_HEADER]);
      if (rawBody.length > MAX_BODY_BYTES) throw refuse.badRequest('The body is too large');
      const response = await handleWalletCall(app.deps, studio, operation(rawBody));
      if (response.transactions.length > 0) app.outbox.wake();
      return await reply.status(200).send(response);
    } catch (error) {
      if (!(error instanceof WalletRefusal)) throw error;
      if (error.status !== 412) request.log.warn({ code: error.code }, error.message);
      return reply.status(error.status).send(error.body());
    }
  };

  api.post(
    '/api/wallet/:studio/play',
    { ...options, schema: { ...options.schema, summary: 'Bets and wins of a round (signed)' } },
    (request, reply) =>
      answer(request, reply, (raw) => ({
        kind: 'play',
        request: parseWalletBody(playRequestSchema, raw),
      })),
  );
  api.post(
    '/api/wallet/:studio/rollback',
    { ...options, schema: { ...options.schema, summary: 'Undo earlier actions (signed)' } },
    (request, reply) =>
      answer(request, reply, (raw) => ({
        kind: 'rollback',
        request: parseWalletBody(rollbackRequestSchema, raw),
      })),
  );
}
