import { ApiError, NetworkError } from './api-client';
import { apiFieldErrors, type FieldErrors } from './field-errors';

// Apart from field-errors.ts: the sign-in code at start-up reads field messages only, so this
// policy stays in the chunks of the forms that submit (DESIGN.md §11 first-load budget).

/** The key of a form's message that belongs to no field. */
export const FORM_ERROR = 'base';

export const hasErrors = (errors: FieldErrors): boolean =>
  Object.values(errors).some((messages) => messages.length > 0);

/** What a form says when the api gives it no field message to show. */
export interface FailureMessages {
  /** Statuses whose field messages go in place; 422 unless a feature's api says more. */
  fieldStatuses?: readonly number[];
  /** A 429: the player is asked to wait. */
  tooMany?: string;
  /** No answer at all (offline, time-out). */
  network?: string;
  /** Anything else. */
  fallback: string;
}

/**
 * A failed submit as the form's errors: the api's field messages when the status carries them,
 * otherwise one form-level message (`base`) for throttling, the network or anything else.
 */
export function readFieldErrors(error: unknown, messages: FailureMessages): FieldErrors {
  if (error instanceof ApiError) {
    const fields = apiFieldErrors(error);
    const statuses = messages.fieldStatuses ?? [422];
    if (statuses.includes(error.status) && hasErrors(fields)) return fields;
    if (error.status === 429 && messages.tooMany) return { [FORM_ERROR]: [messages.tooMany] };
  }
  if (error instanceof NetworkError && messages.network) {
    return { [FORM_ERROR]: [messages.network] };
  }
  return { [FORM_ERROR]: [messages.fallback] };
}
