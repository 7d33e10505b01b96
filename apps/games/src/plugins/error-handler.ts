import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { CasinoCallError, StudioError } from '../lib/studio-error.js';

/**
 * Every refusal as JSON. The game client's API (`/api/…`) answers `clientErrorSchema`
 * (`invalid_bet` for a malformed request); the casino's calls answer `{code, message, fields?}`.
 * Bad input is always a 4xx; a 5xx is a bug and never echoes internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | StudioError | CasinoCallError, request, reply) => {
    const isClientApi = request.url.startsWith('/api/');
    if (error instanceof StudioError) return reply.status(error.status).send(error.toBody());
    if (error instanceof CasinoCallError) {
      return reply.status(error.status).send({ code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        (fields[path] ??= []).push(issue.message ?? 'is invalid');
      }
      const first = Object.entries(fields)[0];
      const message = first ? `${first[0]}: ${first[1].join(', ')}` : 'The request is invalid';
      if (isClientApi) return reply.status(422).send({ code: 'invalid_bet', message });
      return reply.status(422).send({ code: 'invalid_request', message, fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its contract');
      return reply.status(500).send({ code: 'internal', message: 'Something went wrong' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? 'The body is too large' : error.message;
      if (isClientApi) return reply.status(status).send({ code: 'invalid_bet', message });
      return reply.status(status).send({ code: 'bad_request', message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'internal', message: 'Something went wrong' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      code: 'not_found',
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
}
