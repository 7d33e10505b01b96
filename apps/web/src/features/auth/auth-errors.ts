import { ApiError } from '../../lib/api-client';
import { apiFieldErrors, type FieldErrors } from '../../lib/field-errors';

/**
 * A 422 from an auth call, read once (docs/api.md Accounts; SS-008): its code, the field
 * messages (translation keys `VALIDATION.*`, field names without the `user.` prefix) and what
 * the form has to do next.
 */
export interface AuthFailure {
  status: number;
  code: string | null;
  fields: FieldErrors;
  needsCaptcha: boolean;
  needsOtp: boolean;
}

const CAPTCHA_CODES = new Set(['captcha_required', 'captcha_invalid']);
const OTP_CODES = new Set(['otp_required', 'otp_invalid']);

export function readFailure(error: unknown): AuthFailure | null {
  if (!(error instanceof ApiError)) return null;
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as {
    code?: unknown;
    captcha_required?: unknown;
    otp_required?: unknown;
  };
  const code = typeof body.code === 'string' ? body.code : null;
  const fields = apiFieldErrors(error);
  return {
    status: error.status,
    code,
    fields,
    needsCaptcha: body.captcha_required === true || (code !== null && CAPTCHA_CODES.has(code)),
    needsOtp: body.otp_required === true || (code !== null && OTP_CODES.has(code)),
  };
}

/** The first message of a field, if any. */
export const firstError = (fields: FieldErrors, field: string): string | undefined =>
  fields[field]?.[0];

/** 429 and 451 have no field: they get a sentence of their own. */
export function statusMessageKey(status: number): string | null {
  if (status === 429) return 'AUTH.ERRORS.THROTTLED';
  if (status === 451) return 'AUTH.ERRORS.RESTRICTED';
  if (status >= 500 || status === 0) return 'AUTH.ERRORS.UNAVAILABLE';
  return null;
}
