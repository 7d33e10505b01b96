import { describe, expect, it } from 'vitest';
import {
  authErrorResponseSchema,
  checkEmailRequestSchema,
  checkEmailResponseSchema,
  confirmationQuerySchema,
  confirmationResendRequestSchema,
  birthDateSchema,
  emailSchema,
  fieldErrors,
  minimumAgeFor,
  newPasswordRequestSchema,
  nicknameSchema,
  passwordRestoreRequestSchema,
  passwordSchema,
  personNameSchema,
  phoneSchema,
  registrationAgeProblem,
  registrationRequestSchema,
  signInRequestSchema,
  updateDetailsRequestSchema,
  VALIDATION_KEYS,
} from './users.js';

/** The 422 `errors` map a payload would get, or null when it is accepted. */
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

const messages = (schema: Parameters<typeof errorsOf>[0], value: unknown) =>
  errorsOf(schema, value)?.base ?? [];

const validUser = {
  email: 'new.player@example.com',
  password: 'lucky-seven-77',
  password_confirmation: 'lucky-seven-77',
  currency: 'CAD',
  country: 'CA',
  terms_acceptance: true,
  dfpc: 'fp-1',
} as const;

describe('field schemas answer with translation keys', () => {
  it('every message is a VALIDATION key', () => {
    expect(VALIDATION_KEYS.every((key) => /^VALIDATION\.[A-Z_]+$/.test(key))).toBe(true);
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
  });

  it('VAL-016: e-mail', () => {
    expect(emailSchema.parse(' a@b.co ')).toBe('a@b.co');
    expect(messages(emailSchema, 'a@b')).toEqual(['VALIDATION.EMAIL_INVALID']);
    expect(messages(emailSchema, '')).toEqual(['VALIDATION.REQUIRED']);
    expect(messages(emailSchema, undefined)).toEqual(['VALIDATION.REQUIRED']);
    expect(messages(emailSchema, 42)).toEqual(['VALIDATION.EMAIL_INVALID']);
  });

  it('AS-02 / VAL-018 / VAL-019: password, one message per broken rule', () => {
    expect(passwordSchema.safeParse('abcdefgh').success).toBe(true);
    expect(passwordSchema.safeParse('x'.repeat(64)).success).toBe(true);
    expect(messages(passwordSchema, 'abc 1')).toEqual([
      'VALIDATION.PASSWORD_TOO_SHORT',
      'VALIDATION.PASSWORD_INVALID_CHARACTERS',
    ]);
    expect(messages(passwordSchema, 'x'.repeat(129))).toEqual(['VALIDATION.PASSWORD_TOO_LONG']);
    expect(messages(passwordSchema, '')).toEqual(['VALIDATION.REQUIRED']);
  });

  it('VAL-015: nickname, empty allowed', () => {
    expect(nicknameSchema.parse('')).toBe('');
    expect(nicknameSchema.parse('Lucky Ace')).toBe('Lucky Ace');
    expect(messages(nicknameSchema, 'ab')).toEqual(['VALIDATION.NICKNAME_INVALID']);
    expect(messages(nicknameSchema, 'a_b')).toEqual(['VALIDATION.NICKNAME_INVALID']);
  });

  it('VAL-020 / VAL-021: names and phones', () => {
    expect(personNameSchema.parse('Anne-Marie')).toBe('Anne-Marie');
    expect(messages(personNameSchema, 'Ann!')).toEqual(['VALIDATION.NAME_INVALID']);
    expect(phoneSchema.parse('+1 (555)')).toBe('+1 (555)');
    expect(messages(phoneSchema, '+123456')).toEqual(['VALIDATION.PHONE_INVALID']);
  });

  it('VAL-026 / PR-003: a birthday is written DD/MM/YYYY or YYYY-MM-DD and read as YYYY-MM-DD', () => {
    expect(birthDateSchema.parse('29/02/2000')).toBe('2000-02-29');
    expect(birthDateSchema.parse('2000-02-29')).toBe('2000-02-29');
    for (const bad of [
      '31/02/2000',
      '2000-02-31',
      '1/02/2000',
      '01/13/2000',
      '2000-13-01',
      '01/01/1899',
      '1899-12-31',
      '2000/02/29',
    ])
      expect(messages(birthDateSchema, bad), bad).toEqual(['VALIDATION.BIRTHDAY_INVALID']);
  });
});

describe('registration (SS-012, SS-013)', () => {
  it('accepts the SS-013 payload and normalises codes', () => {
    const parsed = registrationRequestSchema.parse({
      user: { ...validUser, country: 'ca', currency: 'cad', nickname: '', stag: 'aff_1' },
    });
    expect(parsed.user).toMatchObject({ country: 'CA', currency: 'CAD', nickname: '' });
  });

  it('accepts every optional field the form may show', () => {
    const full = {
      ...validUser,
      nickname: 'Lucky Ace',
      first_name: 'Anne-Marie',
      last_name: 'Tremblay',
      date_of_birth: '15/06/2000',
      mobile_phone: '+1 (416) 555-0100',
      postal_code: 'M5V 3L9',
      state: 'Ontario',
      receive_promos: true,
      receive_sms_promos: false,
      affb_id: '122',
      captcha: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=',
      variant: 'b',
    };
    expect(registrationRequestSchema.safeParse({ user: full }).success).toBe(true);
  });

  it('VAL-025: terms must be accepted', () => {
    expect(
      errorsOf(registrationRequestSchema, { user: { ...validUser, terms_acceptance: false } }),
    ).toEqual({
      terms_acceptance: ['VALIDATION.TERMS_REQUIRED'],
    });
    const { terms_acceptance: _omitted, ...withoutTerms } = validUser;
    expect(errorsOf(registrationRequestSchema, { user: withoutTerms })).toEqual({
      terms_acceptance: ['VALIDATION.TERMS_REQUIRED'],
    });
  });

  it('names each missing required field under its own key', () => {
    expect(errorsOf(registrationRequestSchema, { user: { terms_acceptance: true } })).toEqual({
      email: ['VALIDATION.REQUIRED'],
      password: ['VALIDATION.REQUIRED'],
    });
    // A missing envelope is a problem of the body as a whole.
    expect(errorsOf(registrationRequestSchema, {})).toEqual({ base: ['VALIDATION.INVALID'] });
    expect(errorsOf(registrationRequestSchema, null)).toEqual({ base: ['VALIDATION.INVALID'] });
  });

  it('VAL-023: the confirmation must repeat the password', () => {
    expect(
      errorsOf(registrationRequestSchema, {
        user: { ...validUser, password_confirmation: 'other-pass-1' },
      }),
    ).toEqual({ password_confirmation: ['VALIDATION.PASSWORD_CONFIRMATION_MISMATCH'] });
  });

  it('AS-02: the password may not contain the e-mail name or the nickname', () => {
    const user = {
      ...validUser,
      password: 'new.player2025',
      password_confirmation: 'new.player2025',
    };
    expect(errorsOf(registrationRequestSchema, { user })).toEqual({
      password: ['VALIDATION.PASSWORD_CONTAINS_IDENTITY'],
    });
    const byNickname = {
      ...validUser,
      nickname: 'Spinner',
      password: 'spinner-99',
      password_confirmation: 'spinner-99',
    };
    expect(errorsOf(registrationRequestSchema, { user: byNickname })).toEqual({
      password: ['VALIDATION.PASSWORD_CONTAINS_IDENTITY'],
    });
  });

  it('VAL-030: the postal code must fit the country', () => {
    expect(
      errorsOf(registrationRequestSchema, { user: { ...validUser, postal_code: '12345' } }),
    ).toEqual({
      postal_code: ['VALIDATION.POSTAL_CODE_INVALID'],
    });
    expect(
      registrationRequestSchema.safeParse({
        user: { ...validUser, country: 'DE', postal_code: '10115' },
      }).success,
    ).toBe(true);
  });

  it('bounds the device fingerprint and refuses a bad variant', () => {
    expect(
      errorsOf(registrationRequestSchema, { user: { ...validUser, dfpc: 'x'.repeat(513) } }),
    ).toEqual({
      dfpc: ['VALIDATION.TOO_LONG'],
    });
    expect(errorsOf(registrationRequestSchema, { user: { ...validUser, variant: 'c' } })).toEqual({
      variant: ['VALIDATION.INVALID'],
    });
  });
});

describe('registration age check (VAL-027, VAL-028)', () => {
  const today = new Date('2025-06-15T12:00:00Z');

  it('passes without a birth date and at exactly the minimum age', () => {
    expect(registrationAgeProblem({ country: 'DE' }, today)).toBeNull();
    expect(
      registrationAgeProblem({ country: 'DE', date_of_birth: '15/06/2007' }, today),
    ).toBeNull();
    expect(
      registrationAgeProblem({ country: 'EE', date_of_birth: '15/06/2004' }, today),
    ).toBeNull();
  });

  it('refuses a day too young, with the age for the message', () => {
    const german = { country: 'DE', date_of_birth: '16/06/2007' };
    expect(registrationAgeProblem(german, today)).toBe('VALIDATION.AGE_TOO_YOUNG');
    expect(minimumAgeFor(german)).toBe(18);
    const estonian = { country: 'EE', date_of_birth: '15/06/2005' };
    expect(registrationAgeProblem(estonian, today)).toBe('VALIDATION.AGE_TOO_YOUNG');
    expect(minimumAgeFor(estonian)).toBe(21);
  });

  it('applies 19 in Ontario by state or postal code', () => {
    const eighteen = '15/06/2007';
    expect(
      registrationAgeProblem({ country: 'CA', state: 'Ontario', date_of_birth: eighteen }, today),
    ).toBe('VALIDATION.AGE_TOO_YOUNG');
    expect(
      registrationAgeProblem(
        { country: 'CA', postal_code: 'K1A 0B1', date_of_birth: eighteen },
        today,
      ),
    ).toBe('VALIDATION.AGE_TOO_YOUNG');
    expect(
      registrationAgeProblem(
        { country: 'CA', postal_code: 'H2X 1Y4', date_of_birth: eighteen },
        today,
      ),
    ).toBeNull();
  });

  it('calls an impossible or future birth date invalid, not too young', () => {
    expect(registrationAgeProblem({ date_of_birth: '31/02/2000' }, today)).toBe(
      'VALIDATION.BIRTHDAY_INVALID',
    );
    expect(registrationAgeProblem({ date_of_birth: '16/06/2025' }, today)).toBe(
      'VALIDATION.BIRTHDAY_INVALID',
    );
  });
});

describe('sign-in and the other account calls (SS-007..SS-023)', () => {
  it('SS-007: sign-in takes email, password and the optional extras', () => {
    const body = {
      user: {
        email: 'a@b.co',
        password: 'any old pw',
        dfpc: 'fp',
        otp_attempt: '123456',
        remember_me: true,
      },
    };
    expect(signInRequestSchema.parse(body)).toEqual(body);
    // An old password that breaks today's policy must still reach the credential check.
    expect(
      signInRequestSchema.safeParse({ user: { email: 'a@b.co', password: 'short' } }).success,
    ).toBe(true);
    expect(errorsOf(signInRequestSchema, { user: { email: 'a@b.co', password: '' } })).toEqual({
      password: ['VALIDATION.REQUIRED'],
    });
    expect(
      errorsOf(signInRequestSchema, { user: { email: 'a@b.co', password: 'x'.repeat(1025) } }),
    ).toEqual({
      password: ['VALIDATION.INVALID_CREDENTIALS'],
    });
  });

  it('SS-008: a 422 may carry captcha_required or otp_required', () => {
    const body = {
      code: 'invalid_input',
      errors: { otp_attempt: ['VALIDATION.OTP_REQUIRED'] },
      otp_required: true,
    };
    expect(authErrorResponseSchema.parse(body)).toEqual(body);
  });

  it('SS-014 / SS-015: check-email', () => {
    expect(checkEmailRequestSchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
    expect(checkEmailResponseSchema.parse({ exists: false })).toEqual({ exists: false });
    expect(checkEmailResponseSchema.safeParse({ exists: 'no' }).success).toBe(false);
  });

  it('SS-017 / SS-018: restore and new password', () => {
    expect(passwordRestoreRequestSchema.safeParse({ user: { email: 'a@b.co' } }).success).toBe(
      true,
    );
    const base = {
      reset_password_token: 'tok',
      password: 'fresh-pass-9',
      password_confirmation: 'fresh-pass-9',
    };
    expect(newPasswordRequestSchema.safeParse({ user: base }).success).toBe(true);
    expect(
      errorsOf(newPasswordRequestSchema, { user: { ...base, password_confirmation: 'other' } }),
    ).toEqual({
      password_confirmation: ['VALIDATION.PASSWORD_CONFIRMATION_MISMATCH'],
    });
    expect(
      errorsOf(newPasswordRequestSchema, { user: { ...base, reset_password_token: '' } }),
    ).toEqual({
      reset_password_token: ['VALIDATION.REQUIRED'],
    });
  });

  it('SS-019 / SS-020: confirmation and resend', () => {
    expect(confirmationQuerySchema.parse({ confirmation_token: 'abc' })).toEqual({
      confirmation_token: 'abc',
    });
    expect(
      confirmationResendRequestSchema.safeParse({ user: { email: 'a@b.co', captcha: 'x' } })
        .success,
    ).toBe(true);
  });

  it('SS-022 / SS-023: update_details takes the missing terms or fields', () => {
    expect(updateDetailsRequestSchema.parse({ user: { terms_acceptance: true } })).toEqual({
      user: { terms_acceptance: true },
    });
    expect(errorsOf(updateDetailsRequestSchema, { user: { terms_acceptance: false } })).toEqual({
      terms_acceptance: ['VALIDATION.TERMS_REQUIRED'],
    });
    expect(errorsOf(updateDetailsRequestSchema, { user: { email: 'nope' } })).toEqual({
      email: ['VALIDATION.EMAIL_INVALID'],
    });
  });

  it('maps issues to field names without the envelope', () => {
    expect(
      fieldErrors([
        { path: ['user', 'email'], message: 'VALIDATION.EMAIL_INVALID' },
        { path: ['user', 'email'], message: 'VALIDATION.EMAIL_INVALID' },
        { path: [], message: 'VALIDATION.INVALID' },
        { path: ['groups', 'add', 0], message: 'VALIDATION.INVALID' },
      ]),
    ).toEqual({
      email: ['VALIDATION.EMAIL_INVALID'],
      base: ['VALIDATION.INVALID'],
      'groups.add.0': ['VALIDATION.INVALID'],
    });
  });
});
