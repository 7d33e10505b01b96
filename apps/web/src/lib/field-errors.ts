import { ApiError } from './api-client';

/**
 * Field → messages, as a form shows them: each message is a translation key (`VALIDATION.*`,
 * `AUTH.*`...) or the server's text. `base` holds what belongs to no field.
 */
export type FieldErrors = Record<string, string[]>;

/**
 * The field messages of an api answer (DESIGN.md §4: a 422 carries
 * `{"errors": {"field": ["message"]}}`, typed by the contracts' error schema): the `errors`
 * object of the body, empty for anything that is not such an answer. Kept this small on
 * purpose: sign-in code at start-up reads it (DESIGN.md §11 first-load budget).
 */
export function apiFieldErrors(error: unknown): FieldErrors {
  const errors: unknown =
    error instanceof ApiError && (error.body as { errors?: unknown } | null)?.errors;
  return typeof errors === 'object' && errors !== null ? (errors as FieldErrors) : {};
}
