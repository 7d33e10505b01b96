import type { FieldErrors } from '../../lib/field-errors';
import { readFieldErrors } from '../../lib/read-field-errors';

/**
 * A limit call's failure as the form shows it (LM-005; platform-core.md §8: limit calls
 * rethrow): the field messages of a 422 (or of a 403/409 that carries some, such as the panic
 * button outside Germany) go in place; a 429 and anything else become one form message.
 */
export function limitErrors(error: unknown): FieldErrors {
  return readFieldErrors(error, {
    fieldStatuses: [403, 409, 422],
    tooMany: 'LIMITS.ERRORS.TOO_MANY',
    fallback: 'LIMITS.ERRORS.GENERIC',
  });
}

/** The messages of `field`, and everything else for the form-level error. */
export function splitErrors(
  errors: FieldErrors,
  field: string,
): { field: string[]; rest: string[] } {
  const rest = Object.entries(errors)
    .filter(([key]) => key !== field)
    .flatMap(([, messages]) => messages);
  return { field: errors[field] ?? [], rest };
}
