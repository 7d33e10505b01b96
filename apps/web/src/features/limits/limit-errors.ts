import { ApiError } from '../../lib/api-client';

/** Field → messages; each a translation key (`VALIDATION.*`, `LIMITS.*`) or the server's text. */
export type FieldErrors = Record<string, string[]>;

/**
 * A limit call's failure as the form shows it (LM-005; platform-core.md §8: limit calls
 * rethrow): the field messages of a 422 (or of a 403/409 that carries some, such as the panic
 * button outside Germany) go in place; a 429 and anything else become one form message.
 */
export function limitErrors(error: unknown): FieldErrors {
  if (error instanceof ApiError) {
    const fields = error.fieldErrors;
    if ([403, 409, 422].includes(error.status) && Object.keys(fields).length > 0) {
      return fields;
    }
    if (error.status === 429) return { base: ['LIMITS.ERRORS.TOO_MANY'] };
  }
  return { base: ['LIMITS.ERRORS.GENERIC'] };
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
