import { z } from 'zod';

/**
 * `GET /api/captcha/challenge` (SS-011; docs/api.md): an ALTCHA v2 proof-of-work challenge.
 * The widget finds the counter whose derived key starts with `keyPrefix` and sends the
 * base64 JSON `{challenge, solution}` as the request's `captcha` field.
 */
export const captchaChallengeSchema = z.object({
  parameters: z
    .object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().optional(),
    })
    .loose(),
  signature: z.string().optional(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
