import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

/**
 * The deepest JSON body any contract needs is a handful of levels; 32 leaves room for every
 * free-form report while keeping a hostile body (arrays 4,000 deep, objects 10,000 deep, well
 * under the body limit) from reaching code that walks it (RELIABILITY IN-01, IN-05).
 */
export const MAX_JSON_DEPTH = 32;

/** Whether JSON text nests arrays and objects deeper than `limit`; one pass, no recursion. */
export function isNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * JSON bodies are parsed by Fastify's own parser (prototype-poisoning checks included) after a
 * depth check: a body nested deeper than `MAX_JSON_DEPTH` is a 400 before anything parses it.
 * Routes that keep raw bodies (wallet protocol, webhooks) replace this parser in their scope.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (isNestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        new AppError(
          'malformed_request',
          `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`,
        ),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
}
