import { ApiError } from '../../lib/api-client';

/** Field → messages; each message is a translation key (`VALIDATION.*`) or plain text. */
export type FieldErrors = Record<string, string[]>;

/** The key a form's error that belongs to no field is shown under. */
export const BASE = 'base';

/** zod issues (the contracts' messages are translation keys) → the form's field errors. */
export function issuesToFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    // `{user:{…}}` bodies report fields without the `user.` prefix, as the api does.
    const path = issue.path.filter((part) => part !== 'user');
    const field = typeof path[0] === 'string' ? path[0] : BASE;
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * What the api answered, as field errors (PR-004): a 422's `errors` and a 403
 * `reauth_required` (its `errors.current_password`) go in place; a 429 and anything else
 * become one form-level message.
 */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (error instanceof ApiError) {
    const fields = error.fieldErrors;
    if ((error.status === 422 || error.status === 403) && Object.keys(fields).length > 0) {
      return fields;
    }
    if (error.status === 429) return { [BASE]: ['PROFILE.ERRORS.TOO_MANY_ATTEMPTS'] };
  }
  return { [BASE]: ['PROFILE.ERRORS.GENERIC'] };
}

export const hasErrors = (errors: FieldErrors) =>
  Object.values(errors).some((messages) => messages.length > 0);
