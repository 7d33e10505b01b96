/** Field → messages, for a 422 the merchant can show next to its own inputs. */
export type FieldErrors = Record<string, string[]>;

/**
 * The one error the provider's services throw. `error` is a stable code for the merchant's code,
 * `message` is safe to log and show; the error handler maps it to HTTP.
 */
export class PspError extends Error {
  constructor(
    readonly status: 401 | 404 | 409 | 422,
    readonly error: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'PspError';
  }

  static invalid(fields: FieldErrors, message = 'The request is invalid'): PspError {
    return new PspError(422, 'invalid_request', message, fields);
  }

  static notFound(what: string): PspError {
    return new PspError(404, 'not_found', `No such ${what}`);
  }

  static conflict(message: string): PspError {
    return new PspError(409, 'idempotency_conflict', message);
  }
}
