import { describe, expect, it } from 'vitest';
import {
  emailChangeRequestSchema,
  passwordChangeRequestSchema,
  recoveryCodesResponseSchema,
  sessionsResponseSchema,
  twoFactorConfirmRequestSchema,
  twoFactorDisableRequestSchema,
} from './security.js';
import { fieldErrors } from './users.js';

function errorsOf(
  schema: {
    safeParse(value: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? null : fieldErrors(result.error?.issues ?? []);
}

describe('account security payloads (AS-02, AS-07, AS-08)', () => {
  it('a password change follows AS-02 and repeats the password; current_password may wait for a 403', () => {
    expect(
      passwordChangeRequestSchema.parse({
        password: 'long-enough-1',
        password_confirmation: 'long-enough-1',
      }),
    ).toEqual({ password: 'long-enough-1', password_confirmation: 'long-enough-1' });
    expect(
      errorsOf(passwordChangeRequestSchema, {
        current_password: 'old',
        password: 'short',
        password_confirmation: 'other',
      }),
    ).toEqual({
      password: ['VALIDATION.PASSWORD_TOO_SHORT'],
      password_confirmation: ['VALIDATION.PASSWORD_CONFIRMATION_MISMATCH'],
    });
    expect(errorsOf(passwordChangeRequestSchema, { password: 'long-enough-1' })).toEqual({
      password_confirmation: ['VALIDATION.REQUIRED'],
    });
  });

  it('a confirm code is six digits, spaces typed for readability dropped (AS-07)', () => {
    expect(twoFactorConfirmRequestSchema.parse({ otp: '123 456' })).toEqual({ otp: '123456' });
    expect(errorsOf(twoFactorConfirmRequestSchema, { otp: '12345' })).toEqual({
      otp: ['VALIDATION.OTP_INVALID'],
    });
    expect(errorsOf(twoFactorConfirmRequestSchema, {})).toEqual({ otp: ['VALIDATION.REQUIRED'] });
  });

  it('disabling takes a code or a recovery code', () => {
    expect(twoFactorDisableRequestSchema.parse({ otp: ' abcd-efgh ' }).otp).toBe('abcd-efgh');
    expect(errorsOf(twoFactorDisableRequestSchema, { otp: '' })).toEqual({
      otp: ['VALIDATION.REQUIRED'],
    });
  });

  it('an e-mail change names a valid address', () => {
    expect(errorsOf(emailChangeRequestSchema, { email: 'not-an-address' })).toEqual({
      email: ['VALIDATION.EMAIL_INVALID'],
    });
  });

  it('recovery codes come in tens, sessions with nullable origin fields', () => {
    expect(recoveryCodesResponseSchema.safeParse({ recovery_codes: ['a'] }).success).toBe(false);
    expect(
      sessionsResponseSchema.parse([
        {
          id: 's1',
          current: true,
          created_at: '2026-01-15T12:00:00.000Z',
          last_seen_at: '2026-01-15T12:00:00.000Z',
          ip: null,
          device: null,
          country: null,
        },
      ]),
    ).toHaveLength(1);
  });
});
