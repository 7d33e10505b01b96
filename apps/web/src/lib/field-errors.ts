import { ApiError, NetworkError } from './api-client';

/**
 * Field → messages, as a form shows them: each message is a translation key (`VALIDATION.*`,
 * `AUTH.*`...) or the server's text. `base` holds what belongs to no field.
 */
export type FieldErrors = Record<string, string[]>;

/** The key of a form's message that belongs to no field. */
export const FORM_ERROR = 'base';

export const hasErrors = (errors: FieldErrors): boolean =>
  Object.values(errors).some((messages) => messages.length > 0);

/**
 * The field messages of an api answer (DESIGN.md §4: a 422 carries
 * `{"errors": {"field": ["message"]}}`): the `errors` object of the body, keeping only lists of
 * strings, so a body of another shape never reaches a form as something it cannot draw. Empty
 * for anything that is not such an answer.
 */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors: unknown = body.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const fields: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (!Array.isArray(messages)) continue;
    const texts = messages.filter((message): message is string => typeof message === 'string');
    if (texts.length > 0) fields[field] = texts;
  }
  return fields;
}

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
