import { z } from 'zod';
import { errorResponseSchema } from './errors.js';
import {
  EARLIEST_BIRTH_YEAR,
  birthDateToIso,
  isPlausibleBirthDate,
  parseBirthDate,
  type CalendarDate,
} from '@croupier/domain/player/birthday';
import {
  EMAIL_MAX_LENGTH,
  isValidEmail,
  isValidNickname,
  isValidPersonName,
  isValidPhone,
} from '@croupier/domain/player/field-rules';
import {
  ageTimeZoneFor,
  isOldEnough,
  minimumAge,
  type Product,
} from '@croupier/domain/player/minimum-age';
import { passwordProblems, type PasswordProblem } from '@croupier/domain/player/password-policy';
import { isValidPostalCode } from '@croupier/domain/player/postal-code';

/**
 * Account payloads: registration, sign-in, password restore, e-mail confirmation and
 * auth-provider details (platform-core.md §7 Auth; requirements SS-007..SS-023; docs/api.md
 * "Accounts: field rules and payloads"). Built on `@croupier/domain/player/*` so the player site
 * and the api refuse the same values. Field messages are translation KEYS
 * (`VALIDATION.*`, in the api's `messages/<locale>/validation.json`), never English text; the
 * 422 body carries them as they are and the site translates them (VAL-034).
 *
 * The common-password check and the age check are not here: the first needs a 480 KB list the
 * site must not bundle, the second the clock; the api runs both (see `registrationAgeProblem`).
 */

export const VALIDATION = {
  REQUIRED: 'VALIDATION.REQUIRED',
  INVALID: 'VALIDATION.INVALID',
  TOO_LONG: 'VALIDATION.TOO_LONG',
  EMAIL_INVALID: 'VALIDATION.EMAIL_INVALID',
  EMAIL_TAKEN: 'VALIDATION.EMAIL_TAKEN',
  PASSWORD_TOO_SHORT: 'VALIDATION.PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG: 'VALIDATION.PASSWORD_TOO_LONG',
  PASSWORD_INVALID_CHARACTERS: 'VALIDATION.PASSWORD_INVALID_CHARACTERS',
  PASSWORD_CONTAINS_IDENTITY: 'VALIDATION.PASSWORD_CONTAINS_IDENTITY',
  PASSWORD_COMMON: 'VALIDATION.PASSWORD_COMMON',
  PASSWORD_CONFIRMATION_MISMATCH: 'VALIDATION.PASSWORD_CONFIRMATION_MISMATCH',
  NICKNAME_INVALID: 'VALIDATION.NICKNAME_INVALID',
  NAME_INVALID: 'VALIDATION.NAME_INVALID',
  PHONE_INVALID: 'VALIDATION.PHONE_INVALID',
  BIRTHDAY_INVALID: 'VALIDATION.BIRTHDAY_INVALID',
  /** Interpolation `{{age}}`: the minimum age where the player lives (`minimumAgeFor`). */
  AGE_TOO_YOUNG: 'VALIDATION.AGE_TOO_YOUNG',
  POSTAL_CODE_INVALID: 'VALIDATION.POSTAL_CODE_INVALID',
  GENDER_INVALID: 'VALIDATION.GENDER_INVALID',
  PERSONAL_ID_INVALID: 'VALIDATION.PERSONAL_ID_INVALID',
  ENGLISH_LETTERS_ONLY: 'VALIDATION.ENGLISH_LETTERS_ONLY',
  TERMS_REQUIRED: 'VALIDATION.TERMS_REQUIRED',
  CURRENCY_UNSUPPORTED: 'VALIDATION.CURRENCY_UNSUPPORTED',
  COUNTRY_UNSUPPORTED: 'VALIDATION.COUNTRY_UNSUPPORTED',
  LOCALE_UNSUPPORTED: 'VALIDATION.LOCALE_UNSUPPORTED',
  CONTEXT_UNKNOWN: 'VALIDATION.CONTEXT_UNKNOWN',
  GROUP_NOT_ALLOWED: 'VALIDATION.GROUP_NOT_ALLOWED',
  INVALID_CREDENTIALS: 'VALIDATION.INVALID_CREDENTIALS',
  CAPTCHA_REQUIRED: 'VALIDATION.CAPTCHA_REQUIRED',
  CAPTCHA_INVALID: 'VALIDATION.CAPTCHA_INVALID',
  OTP_REQUIRED: 'VALIDATION.OTP_REQUIRED',
  OTP_INVALID: 'VALIDATION.OTP_INVALID',
  TOKEN_INVALID: 'VALIDATION.TOKEN_INVALID',
  ALREADY_CONFIRMED: 'VALIDATION.ALREADY_CONFIRMED',
  REAUTH_REQUIRED: 'VALIDATION.REAUTH_REQUIRED',
  /** A verified player's name and birth date are fixed (KYC). */
  FIELD_LOCKED: 'VALIDATION.FIELD_LOCKED',
  FILE_TOO_LARGE: 'VALIDATION.FILE_TOO_LARGE',
  FILE_TYPE: 'VALIDATION.FILE_TYPE',
  MESSAGE_REQUIRED: 'VALIDATION.MESSAGE_REQUIRED',
  /** VAL-022. */
  NOT_ENOUGH_MONEY: 'VALIDATION.NOT_ENOUGH_MONEY',
  /** VAL-024, interpolation `{{step}}`. */
  AMOUNT_STEP: 'VALIDATION.AMOUNT_STEP',
  /** VAL-032, interpolations `{{min}}` / `{{max}}`. */
  NOT_INTEGER: 'VALIDATION.NOT_INTEGER',
  MIN_LENGTH: 'VALIDATION.MIN_LENGTH',
  MIN_VALUE: 'VALIDATION.MIN_VALUE',
  MAX_VALUE: 'VALIDATION.MAX_VALUE',
  // Money and responsible gaming (engagement.md §5; LM-009; RELIABILITY RG-06).
  LIMIT_REACHED: 'VALIDATION.LIMIT_REACHED',
  SELF_EXCLUDED: 'VALIDATION.SELF_EXCLUDED',
  PAYMENT_METHOD_UNAVAILABLE: 'VALIDATION.PAYMENT_METHOD_UNAVAILABLE',
  PROFILE_INCOMPLETE: 'VALIDATION.PROFILE_INCOMPLETE',
  KYC_REQUIRED: 'VALIDATION.KYC_REQUIRED',
  NOT_RECALLABLE: 'VALIDATION.NOT_RECALLABLE',
  BONUS_CODE_INVALID: 'VALIDATION.BONUS_CODE_INVALID',
  IDEMPOTENCY_CONFLICT: 'VALIDATION.IDEMPOTENCY_CONFLICT',
  IBAN_INVALID: 'VALIDATION.IBAN_INVALID',
  ADDRESS_INVALID: 'VALIDATION.ADDRESS_INVALID',
  LIMIT_INCREASE_PENDING: 'VALIDATION.LIMIT_INCREASE_PENDING',
  CARD_INVALID: 'VALIDATION.CARD_INVALID',
  CARD_EXPIRED: 'VALIDATION.CARD_EXPIRED',
  CARD_NOT_ALLOWED: 'VALIDATION.CARD_NOT_ALLOWED',
  /** IN-07: a card number reached the api; only the provider's hosted page takes them. */
  CARD_NUMBER_NOT_ACCEPTED: 'VALIDATION.CARD_NUMBER_NOT_ACCEPTED',
} as const;
export type ValidationKey = (typeof VALIDATION)[keyof typeof VALIDATION];
/** Every key a field message can be; each is translated in all ten locales (a test checks). */
export const VALIDATION_KEYS: readonly ValidationKey[] = Object.values(VALIDATION);

/** `PasswordProblem` → message key (AS-02 table in `password-policy.ts`). */
export const PASSWORD_PROBLEM_KEYS: Readonly<Record<PasswordProblem, ValidationKey>> = {
  too_short: VALIDATION.PASSWORD_TOO_SHORT,
  too_long: VALIDATION.PASSWORD_TOO_LONG,
  invalid_characters: VALIDATION.PASSWORD_INVALID_CHARACTERS,
  contains_identity: VALIDATION.PASSWORD_CONTAINS_IDENTITY,
};

const flag = z.boolean({ error: VALIDATION.INVALID });
/** A blank value is only "required"; the format checks after it would add noise. */
const REQUIRED_ABORT = { error: VALIDATION.REQUIRED, abort: true } as const;
/** An envelope (`{user: …}`) of the wrong type; its fields name their own problems. */
const ENVELOPE = { error: VALIDATION.INVALID } as const;

/** A string field whose absence says REQUIRED and whose wrong type says `invalid`. */
function requiredString(invalid: ValidationKey = VALIDATION.INVALID) {
  return z.string({
    error: (issue) => (issue.input === undefined ? VALIDATION.REQUIRED : invalid),
  });
}

/** Free text with a bound (city, address, tokens); blank counts as missing. */
function boundedText(max: number, invalid: ValidationKey = VALIDATION.INVALID) {
  return requiredString(invalid).trim().min(1, REQUIRED_ABORT).max(max, VALIDATION.TOO_LONG);
}

/** VAL-016. Trimmed; stored as typed, compared with `normalizeEmail` for uniqueness. */
export const emailSchema = requiredString(VALIDATION.EMAIL_INVALID)
  .trim()
  .min(1, REQUIRED_ABORT)
  .max(EMAIL_MAX_LENGTH, VALIDATION.EMAIL_INVALID)
  .refine(isValidEmail, VALIDATION.EMAIL_INVALID);

/**
 * AS-02 / VAL-018: length 8-128 and printable ASCII, one issue per broken rule. The rules that
 * need more than the password (its owner's e-mail or nickname, the common-password list) are
 * added by the request schemas and the api.
 */
export const passwordSchema = requiredString()
  .min(1, REQUIRED_ABORT)
  .superRefine((password, ctx) => {
    for (const problem of passwordProblems(password))
      ctx.addIssue({ code: 'custom', message: PASSWORD_PROBLEM_KEYS[problem] });
  });

/** VAL-015: 3-15 letters, digits, spaces, dots or hyphens; empty means "no nickname". */
export const nicknameSchema = requiredString(VALIDATION.NICKNAME_INVALID)
  .trim()
  .refine(isValidNickname, VALIDATION.NICKNAME_INVALID);

/** VAL-020: first and last names. */
export const personNameSchema = requiredString(VALIDATION.NAME_INVALID)
  .trim()
  .min(1, REQUIRED_ABORT)
  .refine(isValidPersonName, VALIDATION.NAME_INVALID);

/** VAL-021. */
export const phoneSchema = requiredString(VALIDATION.PHONE_INVALID)
  .trim()
  .min(1, REQUIRED_ABORT)
  .refine(isValidPhone, VALIDATION.PHONE_INVALID);

const isPlausibleYear = (date: CalendarDate | null) =>
  date !== null && date.year >= EARLIEST_BIRTH_YEAR;

/**
 * `date_of_birth` wherever it is written (registration, `update_details`, `PATCH /api/player`):
 * `DD/MM/YYYY` as the form types it (VAL-026) or `YYYY-MM-DD` (PR-003), a real date from 1900
 * on. The parsed value is `YYYY-MM-DD`, the one format every answer carries.
 */
export const birthDateSchema = requiredString(VALIDATION.BIRTHDAY_INVALID)
  .trim()
  .min(1, REQUIRED_ABORT)
  .refine((text) => isPlausibleYear(parseBirthDate(text)), VALIDATION.BIRTHDAY_INVALID)
  .overwrite((text) => birthDateToIso(text) ?? text);

/** ISO 3166 alpha-2, upper-cased; whether the brand serves it is the api's check. */
export const countryCodeSchema = requiredString(VALIDATION.COUNTRY_UNSUPPORTED)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, VALIDATION.COUNTRY_UNSUPPORTED);

/** A currency code (EUR, USDT); whether the brand offers it is the api's check. */
export const currencyCodeSchema = requiredString(VALIDATION.CURRENCY_UNSUPPORTED)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3,5}$/, VALIDATION.CURRENCY_UNSUPPORTED);

/** Shape only; the pattern depends on the country, checked by `checkPostalCode`. */
export const postalCodeSchema = boundedText(16, VALIDATION.POSTAL_CODE_INVALID);
export const stateSchema = boundedText(64);

/** Affiliate attribution from cookies (docs/api.md Info: stag and affb_id ≤100 characters). */
const attributionSchema = z
  .string({ error: VALIDATION.INVALID })
  .trim()
  .max(100, VALIDATION.TOO_LONG);
/** ALTCHA solution payload (base64 JSON); generous bound, verified by the api. */
const captchaSchema = z
  .string({ error: VALIDATION.CAPTCHA_INVALID })
  .max(4096, VALIDATION.CAPTCHA_INVALID);
/** SS-024: device fingerprint from the anti-fraud script. */
const dfpcSchema = z.string({ error: VALIDATION.INVALID }).max(512, VALIDATION.TOO_LONG);
/** A hash is computed for every sign-in attempt, so an unbounded password would be a DoS lever. */
const signInPasswordSchema = requiredString()
  .min(1, REQUIRED_ABORT)
  .max(1024, VALIDATION.INVALID_CREDENTIALS);
const tokenSchema = boundedText(256, VALIDATION.TOKEN_INVALID);

type Issues = z.RefinementCtx;

/** VAL-030: the postal code fits the country (when the payload carries both). */
function checkPostalCode(
  user: { country?: string | undefined; postal_code?: string | undefined },
  ctx: Issues,
): void {
  if (user.postal_code === undefined || user.country === undefined) return;
  if (!isValidPostalCode(user.country, user.postal_code))
    ctx.addIssue({
      code: 'custom',
      path: ['postal_code'],
      message: VALIDATION.POSTAL_CODE_INVALID,
    });
}

/** VAL-023: the confirmation, when sent, repeats the password. */
function checkConfirmation(
  user: { password: string; password_confirmation?: string | undefined },
  ctx: Issues,
): void {
  if (user.password_confirmation !== undefined && user.password_confirmation !== user.password)
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: VALIDATION.PASSWORD_CONFIRMATION_MISMATCH,
    });
}

/** AS-02: the password may not contain the e-mail's local part or the nickname. */
function checkIdentity(
  user: { password: string; email: string; nickname?: string | undefined },
  ctx: Issues,
): void {
  const problems = passwordProblems(user.password, { email: user.email, nickname: user.nickname });
  if (problems.includes('contains_identity'))
    ctx.addIssue({
      code: 'custom',
      path: ['password'],
      message: VALIDATION.PASSWORD_CONTAINS_IDENTITY,
    });
}

export const registrationUserSchema = z
  .object(
    {
      email: emailSchema,
      password: passwordSchema,
      password_confirmation: z.string({ error: VALIDATION.INVALID }).optional(),
      currency: currencyCodeSchema.optional(),
      country: countryCodeSchema.optional(),
      nickname: nicknameSchema.optional(),
      first_name: personNameSchema.optional(),
      last_name: personNameSchema.optional(),
      date_of_birth: birthDateSchema.optional(),
      mobile_phone: phoneSchema.optional(),
      postal_code: postalCodeSchema.optional(),
      state: stateSchema.optional(),
      receive_promos: flag.optional(),
      receive_sms_promos: flag.optional(),
      /** VAL-025: the terms box must be ticked. */
      terms_acceptance: z.literal(true, { error: VALIDATION.TERMS_REQUIRED }),
      dfpc: dfpcSchema.optional(),
      stag: attributionSchema.optional(),
      affb_id: attributionSchema.optional(),
      captcha: captchaSchema.optional(),
      /** SS-016: the A/B variant the visitor saw, for the registration funnel. */
      variant: z.enum(['a', 'b'], { error: VALIDATION.INVALID }).optional(),
      /** The registration gift chosen at sign-up (a template id from GET /api/bonuses/registration). */
      bonus_id: z
        .number({ error: VALIDATION.INVALID })
        .int({ error: VALIDATION.INVALID })
        .positive({ error: VALIDATION.INVALID })
        .max(2_147_483_647, { error: VALIDATION.INVALID })
        .nullable()
        .optional(),
    },
    ENVELOPE,
  )
  .superRefine((user, ctx) => {
    checkConfirmation(user, ctx);
    checkIdentity(user, ctx);
    checkPostalCode(user, ctx);
  });
export type RegistrationUser = z.infer<typeof registrationUserSchema>;

/** SS-012 / SS-013: `POST /api/users`. */
export const registrationRequestSchema = z.object({ user: registrationUserSchema }, ENVELOPE);
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/** Where a player lives, as far as the age rule cares. */
interface AgePlace {
  country?: string | null | undefined;
  state?: string | null | undefined;
  postal_code?: string | null | undefined;
}

/** The minimum age for `user` (the `{{age}}` of `VALIDATION.AGE_TOO_YOUNG`). */
export function minimumAgeFor(user: AgePlace, product: Product = 'casino'): number {
  return minimumAge({
    country: user.country,
    state: user.state,
    postalCode: user.postal_code,
    product,
  });
}

/** Shared by registration and profile: BIRTHDAY_INVALID, AGE_TOO_YOUNG or null. */
export function birthDateAgeProblem(
  birth: CalendarDate | null,
  place: AgePlace,
  today: Date,
  product: Product = 'casino',
): ValidationKey | null {
  if (birth === null || !isPlausibleBirthDate(birth, today)) return VALIDATION.BIRTHDAY_INVALID;
  // The age is reached on the day where the player lives, not on the UTC day (issue 14).
  const timeZone = ageTimeZoneFor(place.country);
  return isOldEnough(birth, today, minimumAgeFor(place, product), timeZone)
    ? null
    : VALIDATION.AGE_TOO_YOUNG;
}

/**
 * VAL-027 / VAL-028 for a registration: null when the birth date is absent (whether it is
 * required is the player_fields context's call) or old enough; otherwise the message key for
 * `date_of_birth`. The api calls it with its clock, the site with the browser's date.
 */
export function registrationAgeProblem(
  user: AgePlace & { date_of_birth?: string | null | undefined },
  today: Date,
  product: Product = 'casino',
): ValidationKey | null {
  if (user.date_of_birth === undefined || user.date_of_birth === null) return null;
  return birthDateAgeProblem(parseBirthDate(user.date_of_birth), user, today, product);
}

/** SS-007: `POST /api/users/sign_in`. The password is not policy-checked: old ones still work. */
export const signInRequestSchema = z.object(
  {
    user: z.object(
      {
        email: emailSchema,
        password: signInPasswordSchema,
        dfpc: dfpcSchema.optional(),
        captcha: captchaSchema.optional(),
        /** SS-009: TOTP code or a recovery code. */
        otp_attempt: z
          .string({ error: VALIDATION.OTP_INVALID })
          .trim()
          .max(64, VALIDATION.OTP_INVALID)
          .optional(),
        remember_me: flag.optional(),
      },
      ENVELOPE,
    ),
  },
  ENVELOPE,
);
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/**
 * SS-008: flags a 422 from sign-in, registration, restore or resend may carry beside `errors`.
 * `captcha_required`: send `user.captcha` next time (SS-011); `otp_required`: ask for the
 * two-factor code (never a 401, which would log the client out).
 */
export const authErrorFlagsSchema = z.object({
  captcha_required: z.boolean().optional(),
  otp_required: z.boolean().optional(),
});
export const authErrorResponseSchema = errorResponseSchema.extend(authErrorFlagsSchema.shape);
export type AuthErrorResponse = z.infer<typeof authErrorResponseSchema>;

/** SS-014 / SS-015: `POST /check-email`. */
export const checkEmailRequestSchema = z.object({ email: emailSchema }, ENVELOPE);
export const checkEmailResponseSchema = z.object({ exists: z.boolean() });
export type CheckEmailRequest = z.infer<typeof checkEmailRequestSchema>;
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;

/** SS-017 / SS-018: `POST /api/users/password`; always 200, so it never reveals an account. */
export const passwordRestoreRequestSchema = z.object(
  { user: z.object({ email: emailSchema, captcha: captchaSchema.optional() }, ENVELOPE) },
  ENVELOPE,
);
export type PasswordRestoreRequest = z.infer<typeof passwordRestoreRequestSchema>;

/**
 * SS-018: `PUT /api/users/password`. The identity and common-password checks run in the api,
 * which knows whose token it is.
 */
export const newPasswordRequestSchema = z.object(
  {
    user: z
      .object(
        {
          reset_password_token: tokenSchema,
          password: passwordSchema,
          password_confirmation: requiredString(),
          /** AS-09: a player with two-factor also gives a code; the reset cannot bypass it. */
          otp_attempt: z
            .string({ error: VALIDATION.OTP_INVALID })
            .trim()
            .max(64, VALIDATION.OTP_INVALID)
            .optional(),
        },
        ENVELOPE,
      )
      .superRefine(checkConfirmation),
  },
  ENVELOPE,
);
export type NewPasswordRequest = z.infer<typeof newPasswordRequestSchema>;

/** SS-019: `GET /api/users/confirmation?confirmation_token=`. */
export const confirmationQuerySchema = z.object({ confirmation_token: tokenSchema }, ENVELOPE);
export type ConfirmationQuery = z.infer<typeof confirmationQuerySchema>;

/** SS-020: `POST /api/users/confirmation`. */
export const confirmationResendRequestSchema = z.object(
  { user: z.object({ email: emailSchema, captcha: captchaSchema.optional() }, ENVELOPE) },
  ENVELOPE,
);
export type ConfirmationResendRequest = z.infer<typeof confirmationResendRequestSchema>;

/**
 * SS-022 / SS-023: `POST /api/auth_providers/update_details`, the fields an auth-provider
 * player still misses (`auth_fields_missed`); `terms_acceptance: true` closes the terms popup.
 */
export const updateDetailsRequestSchema = z.object(
  {
    user: z
      .object(
        {
          terms_acceptance: z.literal(true, { error: VALIDATION.TERMS_REQUIRED }).optional(),
          email: emailSchema.optional(),
          nickname: nicknameSchema.optional(),
          currency: currencyCodeSchema.optional(),
          country: countryCodeSchema.optional(),
          first_name: personNameSchema.optional(),
          last_name: personNameSchema.optional(),
          date_of_birth: birthDateSchema.optional(),
          mobile_phone: phoneSchema.optional(),
          postal_code: postalCodeSchema.optional(),
          state: stateSchema.optional(),
          receive_promos: flag.optional(),
          receive_sms_promos: flag.optional(),
        },
        ENVELOPE,
      )
      .superRefine(checkPostalCode),
  },
  ENVELOPE,
);
export type UpdateDetailsRequest = z.infer<typeof updateDetailsRequestSchema>;

/**
 * Zod issues → the 422 `errors` map: `{field: [key]}` keyed by the field name inside the
 * envelope (`user.email` → `email`, as SS-013 and PR-004 name them), `base` for the body.
 */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  envelope: string = 'user',
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.path[0] === envelope ? issue.path.slice(1) : issue.path;
    const field = path.map(String).join('.') || 'base';
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}
