import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WALLET_SIGNATURE_HEADER } from '@croupier/contracts/wallet-protocol';
import { isValidSignature } from '../lib/signature.js';

const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * JSON bodies are parsed here so the exact bytes stay beside the request: the casino's
 * `X-REQUEST-SIGN` is over the raw body, and a re-serialised body would not match it.
 */
export function registerRawJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      rawBodies.set(request, text);
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        const error = new Error('The body is not valid JSON') as Error & { statusCode: number };
        error.statusCode = 400;
        done(error, undefined);
      }
    },
  );
}

/**
 * A `preValidation` hook for the casino's server-to-server calls: 403 unless `X-REQUEST-SIGN` is
 * the HMAC of the raw body (of `''` for a GET) with the shared secret, checked in constant time
 * before the body is even validated.
 */
export function casinoSignature(secret: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const raw = request.method === 'GET' ? '' : (rawBodies.get(request) ?? '');
    if (!isValidSignature(secret, raw, request.headers[WALLET_SIGNATURE_HEADER])) {
      await reply.status(403).send({ code: 'bad_signature', message: 'Bad or missing signature' });
    }
  };
}
