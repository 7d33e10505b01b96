/**
 * The one error type services throw. `code` is stable for clients and tests, `message` is
 * user-safe, `internal` is for logs only (never sent).
 */
export type AppErrorCode =
  | 'invalid_input'
  | 'invalid_credentials'
  | 'captcha_required'
  | 'captcha_invalid'
  | 'otp_required'
  | 'otp_invalid'
  | 'malformed_request'
  | 'not_signed_in'
  | 'forbidden'
  | 'reauth_required'
  | 'csrf_rejected'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'rate_limited'
  | 'geo_restricted'
  | 'unavailable'
  /** The movement would take an account below zero. */
  | 'insufficient_funds'
  /** A responsible-gaming limit refuses the movement (LM-009). */
  | 'limit_reached'
  /** Self-exclusion, time-out or panic block in force (RG-06, RG-07). */
  | 'blocked_by_exclusion'
  /** Game launch refusals (contracts/games.ts LAUNCH_ERRORS). */
  | 'login_required'
  | 'profile_incomplete'
  | 'currency_not_supported'
  | 'demo_not_available'
  | 'country_restricted'
  | 'studio_unavailable';

const statusByCode: Record<AppErrorCode, number> = {
  invalid_input: 422,
  // Auth failures are 422, never 401: a 401 makes the client log out (SS-008).
  invalid_credentials: 422,
  captcha_required: 422,
  captcha_invalid: 422,
  otp_required: 422,
  otp_invalid: 422,
  malformed_request: 400,
  not_signed_in: 401,
  forbidden: 403,
  reauth_required: 403,
  csrf_rejected: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  geo_restricted: 451,
  unavailable: 503,
  insufficient_funds: 422,
  limit_reached: 422,
  blocked_by_exclusion: 403,
  // A guest asking for real play: 403, never 401 (a 401 makes the client log out, GM-009).
  login_required: 403,
  profile_incomplete: 422,
  currency_not_supported: 422,
  demo_not_available: 422,
  country_restricted: 451,
  studio_unavailable: 503,
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly fields: Record<string, string[]> | undefined;
  readonly internal: string | undefined;
  /** Flags sent beside `errors`, e.g. `captcha_required` (contracts/users authErrorFlagsSchema). */
  readonly flags: Record<string, boolean> | undefined;
  /** Facts sent beside `errors` for the player to act on, e.g. `limit` (contracts/errors). */
  readonly details: Record<string, unknown> | undefined;
  /** Sent as `Retry-After` (seconds): when the refused call may work again (a 429's end). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: {
      fields?: Record<string, string[]>;
      internal?: string;
      flags?: Record<string, boolean>;
      details?: Record<string, unknown>;
      /** Another status than the code's usual one (a launch answers `limit_reached` with 403). */
      status?: number;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? statusByCode[code];
    this.fields = options.fields;
    this.internal = options.internal;
    this.flags = options.flags;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  static invalid(fields: Record<string, string[]>): AppError {
    return new AppError('invalid_input', 'Invalid input', { fields });
  }

  static notFound(what = 'Not found'): AppError {
    return new AppError('not_found', what);
  }
}
