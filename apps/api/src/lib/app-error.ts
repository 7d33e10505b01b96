/**
 * The one error type services throw. `code` is stable for clients and tests, `message` is
 * user-safe, `internal` is for logs only (never sent).
 */
export type AppErrorCode =
  | 'invalid_input'
  | 'malformed_request'
  | 'not_signed_in'
  | 'forbidden'
  | 'csrf_rejected'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'rate_limited'
  | 'geo_restricted'
  | 'unavailable';

const statusByCode: Record<AppErrorCode, number> = {
  invalid_input: 422,
  malformed_request: 400,
  not_signed_in: 401,
  forbidden: 403,
  csrf_rejected: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  geo_restricted: 451,
  unavailable: 503,
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly fields: Record<string, string[]> | undefined;
  readonly internal: string | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { fields?: Record<string, string[]>; internal?: string } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = statusByCode[code];
    this.fields = options.fields;
    this.internal = options.internal;
  }

  static invalid(fields: Record<string, string[]>): AppError {
    return new AppError('invalid_input', 'Invalid input', { fields });
  }

  static notFound(what = 'Not found'): AppError {
    return new AppError('not_found', what);
  }
}
