import type { FieldErrors } from '../../lib/field-errors';
import { readFieldErrors } from '../../lib/read-field-errors';

/**
 * What the api answered to a profile form, as field errors (PR-004): a 422's `errors` and a 403
 * `reauth_required` (its `errors.current_password`) go in place; a 429 and anything else
 * become one form-level message.
 */
export function profileFailure(error: unknown): FieldErrors {
  return readFieldErrors(error, {
    fieldStatuses: [422, 403],
    tooMany: 'PROFILE.ERRORS.TOO_MANY_ATTEMPTS',
    fallback: 'PROFILE.ERRORS.GENERIC',
  });
}
