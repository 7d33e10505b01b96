import type { FastifyInstance } from 'fastify';
import { VALIDATION } from '@croupier/contracts/users';
import { AppError } from '../lib/app-error.js';
import { findString, fixStrings } from '../lib/input-walk.js';
import { isStorableText, toStorableText } from '../lib/storable-text.js';
import { fieldNameOf } from './error-handler.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Telemetry (client reports, UTM, messaging events): text PostgreSQL cannot store is
     * replaced by U+FFFD instead of refusing the report. A browser's log line cut in the middle
     * of an emoji is still worth keeping, and nobody reads the answer to a beacon.
     */
    sanitizeText?: boolean;
  }
}

const isUnstorable = (text: string) => !isStorableText(text);

/**
 * RELIABILITY IN-01: text PostgreSQL cannot store (NUL, lone UTF-16 surrogates) never reaches a
 * query, on every route, whatever its contract says. One check here instead of a refinement on
 * each contract string: records and free-form objects (`z.record`, `z.unknown`) have no string
 * schema to refine, and a new route is covered without anyone remembering to.
 *
 * - A path parameter holding one names nothing that can exist: 404, like any unknown id.
 * - A query or body field holding one is a player's input we cannot keep as written: 422 naming
 *   the field, so nothing is silently altered.
 * - Routes marked `sanitizeText` (telemetry) keep the report with U+FFFD in its place.
 *
 * Raw-body routes (wallet protocol, provider webhooks) parse their own bodies and apply the same
 * rule after parsing (`isStorableText`).
 */
export function registerStorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (findString(request.params, isUnstorable)) throw AppError.notFound('Not found');
    if (request.routeOptions.config.sanitizeText) {
      request.query = fixStrings(request.query, toStorableText);
      request.body = fixStrings(request.body, toStorableText);
      return;
    }
    const found = findString(request.query, isUnstorable) ?? findString(request.body, isUnstorable);
    if (found) throw AppError.invalid({ [fieldNameOf(found.path)]: [VALIDATION.INVALID] });
  });
}
