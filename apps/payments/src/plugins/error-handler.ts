import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pspErrorSchema } from '@croupier/contracts/psp';
import { PspError, type FieldErrors } from '../lib/psp-error.js';

/** `pspErrorSchema` plus the 422's field list (an addition the contract's readers may ignore). */
export const pspErrorBodySchema = pspErrorSchema.extend({
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
type ErrorBody = z.infer<typeof pspErrorBodySchema>;

// Fastify's own errors about the body itself: the merchant sent something unreadable.
const BODY_ERRORS = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

/**
 * Errors as JSON `{error, message, fields?}`: 401 bad key, 404, 409 idempotency conflict, 422
 * anything wrong with the request, 413/415 for size and type. A 5xx is a bug and never echoes
 * internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | PspError, request, reply) => {
    if (error instanceof PspError) {
      const body: ErrorBody = { error: error.error, message: error.message };
      if (error.fields) body.fields = error.fields;
      if (error.status === 401) void reply.header('www-authenticate', 'Bearer');
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldErrors = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        (fields[path] ??= []).push(issue.message ?? 'is invalid');
      }
      const where = error.validationContext === 'querystring' ? 'query' : 'request';
      return reply.status(422).send({
        error: 'invalid_request',
        message: `The ${where} is invalid`,
        fields,
      } satisfies ErrorBody);
    }
    if (BODY_ERRORS.has(error.code)) {
      return reply.status(422).send({
        error: 'invalid_request',
        message: 'The body is not valid JSON',
      } satisfies ErrorBody);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its contract');
      return reply.status(500).send(internalError());
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || status === 415) {
      const code = status === 413 ? 'payload_too_large' : 'unsupported_media_type';
      return reply.status(status).send({ error: code, message: error.message } satisfies ErrorBody);
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: 'bad_request', message: error.message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(internalError());
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: 'not_found',
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
}

function internalError(): ErrorBody {
  return { error: 'internal', message: 'Something went wrong on the provider side' };
}
