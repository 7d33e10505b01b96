import { z } from 'zod';
import { emailSchema, passwordSchema, VALIDATION } from './users.js';

/**
 * A signed-in player's own account security: password and e-mail change, two-factor enrolment,
 * recovery codes, live sessions and the security log (platform-core.md §7 Player; RELIABILITY.md
 * AS-04..AS-08; docs/api.md "Accounts: security endpoints"). Field messages are `VALIDATION.*`
 * translation keys as in `users.ts`. These bodies are not wrapped in `{user: …}`.
 *
 * `current_password` is optional everywhere: a session that proved the password or a second
 * factor less than 10 minutes ago may change things without it (AS-08); otherwise the api
 * answers 403 `reauth_required` with `errors.current_password`, and the form asks for it.
 */

const ENVELOPE = { error: VALIDATION.INVALID } as const;

/** Hashed on every use, so it is bounded like the sign-in password. */
const currentPasswordSchema = z
  .string({ error: VALIDATION.INVALID })
  .max(1024, VALIDATION.INVALID_CREDENTIALS);

/** A 6-digit TOTP code; spaces typed for readability are dropped. */
const totpCodeSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? VALIDATION.REQUIRED : VALIDATION.OTP_INVALID),
  })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: VALIDATION.REQUIRED, abort: true })
      .regex(/^\d{6}$/, VALIDATION.OTP_INVALID),
  );

/** A TOTP code or, when the authenticator is lost, one of the recovery codes. */
const secondFactorSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? VALIDATION.REQUIRED : VALIDATION.OTP_INVALID),
  })
  .trim()
  .min(1, { error: VALIDATION.REQUIRED, abort: true })
  .max(64, VALIDATION.OTP_INVALID);

/** `POST /api/player/two_factor`: starts (or restarts) enrolment; 2FA is not on yet. */
export const twoFactorEnrolRequestSchema = z.object(
  { current_password: currentPasswordSchema.optional() },
  ENVELOPE,
);
export type TwoFactorEnrolRequest = z.infer<typeof twoFactorEnrolRequestSchema>;

export const twoFactorEnrolResponseSchema = z.object({
  /** Base32 seed (160 bit) for typing into an authenticator by hand. */
  secret: z.string(),
  /** `otpauth://totp/<brand>:<email>?secret=…&issuer=<brand>&algorithm=SHA1&digits=6&period=30`. */
  otpauth_url: z.string(),
  /**
   * The QR code of `otpauth_url` as a `data:image/svg+xml;base64,…` URL, to be shown with
   * `<img src>` (never injected as markup).
   */
  qr_svg: z.string(),
});
export type TwoFactorEnrolResponse = z.infer<typeof twoFactorEnrolResponseSchema>;

/** `POST /api/player/two_factor/confirm`: a code from the authenticator turns 2FA on (AS-07). */
export const twoFactorConfirmRequestSchema = z.object({ otp: totpCodeSchema }, ENVELOPE);
export type TwoFactorConfirmRequest = z.infer<typeof twoFactorConfirmRequestSchema>;

/** Ten fresh one-time recovery codes (`xxxx-xxxx`); shown once, only their hashes are kept. */
export const recoveryCodesResponseSchema = z.object({
  recovery_codes: z.array(z.string()).length(10),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** `DELETE /api/player/two_factor`: `otp` is a TOTP code or a recovery code. */
export const twoFactorDisableRequestSchema = z.object(
  { current_password: currentPasswordSchema.optional(), otp: secondFactorSchema },
  ENVELOPE,
);
export type TwoFactorDisableRequest = z.infer<typeof twoFactorDisableRequestSchema>;

/** `POST /api/player/two_factor/recovery_codes`: replaces every earlier recovery code. */
export const recoveryCodesRequestSchema = twoFactorDisableRequestSchema;
export type RecoveryCodesRequest = z.infer<typeof recoveryCodesRequestSchema>;

/** `GET /api/player/sessions`: the player's live sessions, newest first. */
export const sessionSchema = z.object({
  id: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string().nullable(),
  /** A short label from the user agent, e.g. "Firefox on Windows". */
  device: z.string().nullable(),
  /** ISO 3166 alpha-2 of the sign-in, when known. */
  country: z.string().nullable(),
});
export type PlayerSession = z.infer<typeof sessionSchema>;
export const sessionsResponseSchema = z.array(sessionSchema);
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

/** `DELETE /api/player/sessions/:id`. */
export const sessionParamsSchema = z.object({ id: z.string().min(1).max(128) });

/** The event types a player sees in their security log. */
export const SECURITY_EVENT_TYPES = [
  'sign_up',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'session_ended',
  'password_changed',
  'password_reset_requested',
  'password_reset',
  'email_confirmed',
  'email_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_code_used',
  'recovery_codes_regenerated',
  'reauth_failed',
  'kyc_uploaded',
  'kyc_reviewed',
  'groups_added',
  'profile_updated',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** `GET /api/player/security_events`: the last 50, newest first. */
export const securityEventSchema = z.object({
  type: z.string(),
  created_at: z.string(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;
export const securityEventsResponseSchema = z.array(securityEventSchema);
export type SecurityEventsResponse = z.infer<typeof securityEventsResponseSchema>;

/**
 * `PUT /api/player/password` (AS-02 policy; the api adds the common-password and identity
 * checks). Other sessions end unless `end_other_sessions` is `false` (AS-06: "when chosen").
 */
export const passwordChangeRequestSchema = z
  .object(
    {
      current_password: currentPasswordSchema.optional(),
      password: passwordSchema,
      end_other_sessions: z.boolean({ error: VALIDATION.INVALID }).optional(),
      password_confirmation: z.string({
        error: (issue) => (issue.input === undefined ? VALIDATION.REQUIRED : VALIDATION.INVALID),
      }),
    },
    ENVELOPE,
  )
  .superRefine((body, ctx) => {
    if (body.password_confirmation !== body.password)
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: VALIDATION.PASSWORD_CONFIRMATION_MISMATCH,
      });
  });
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/** `PUT /api/player/email`: the new address stays unconfirmed until its link is opened. */
export const emailChangeRequestSchema = z.object(
  { current_password: currentPasswordSchema.optional(), email: emailSchema },
  ENVELOPE,
);
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** `{}`: the answer of changes that return nothing else. */
export const emptyResponseSchema = z.object({});
