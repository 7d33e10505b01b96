import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@croupier/contracts/errors';
import { AppError } from '../lib/app-error.js';
import { isDatabaseUnavailable } from '../lib/database-unavailable.js';

/**
 * The name a field error is reported under: its dotted path, without the `{user: {...}}`
 * envelope (`email`, not `user.email`: requirements SS-013); `base` for the input as a whole.
 */
export function fieldNameOf(path: ReadonlyArray<string | number>): string {
  const inEnvelope = path[0] === 'user' ? path.slice(1) : path;
  return inEnvelope.join('.') || 'base';
}

/**
 * One place maps errors to HTTP (DESIGN.md §4): 422 with field messages for invalid input,
 * 4xx for everything the caller did, and a 5xx that never echoes internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500)
        request.log.error({ err: error, internal: error.internal }, error.message);
      const body: ErrorResponse = {
        ...error.flags,
        ...error.details,
        code: error.code,
        errors: error.fields ?? { base: [error.message] },
      };
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path = fieldNameOf(issue.instancePath.split('/').slice(1));
        (errors[path] ??= []).push(issue.message ?? 'is invalid');
      }
      return reply.status(422).send({ code: 'invalid_input', errors } satisfies ErrorResponse);
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its contract');
      return reply.status(500).send(internalError());
    }

    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ code: 'rate_limited', errors: { base: ['Too many requests, try again later'] } });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, body too large, wrong content type): safe to name.
      const code =
        status === 413
          ? 'payload_too_large'
          : status === 415
            ? 'unsupported_media_type'
            : 'malformed_request';
      return reply
        .status(status)
        .send({ code, errors: { base: [error.message] } } satisfies ErrorResponse);
    }

    if (isDatabaseUnavailable(error)) {
      // A database restart or failover: nothing was done, and the same call will work shortly.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({
          code: 'unavailable',
          errors: { base: ['The service is briefly unavailable, please try again'] },
        } satisfies ErrorResponse);
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(internalError());
  });
}

function internalError(): ErrorResponse {
  return { code: 'internal', errors: { base: ['Something went wrong, please try again'] } };
}
