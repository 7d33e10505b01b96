import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import { captchaChallengeSchema, type CaptchaChallenge } from '@croupier/contracts/captcha';
import type { AppDeps } from '../../app-deps.js';
import { claimCaptchaSolution } from './auth-failures.repository.js';

/**
 * The self-hosted proof-of-work captcha (ALTCHA; DESIGN.md §5, requirements SS-011). No third
 * party sees the player: the browser spends about a second of hashing, a script farming
 * sign-ins spends it for every attempt. Challenges are HMAC-signed and expire; a solved one is
 * remembered until then so it is accepted once.
 */
const CHALLENGE_TTL_MS = 10 * 60_000;
const ALGORITHM = 'SHA-256';

const payloadSchema = z.object({
  challenge: captchaChallengeSchema.extend({ signature: z.string() }),
  solution: z.object({
    counter: z.number().int(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

const secrets = new WeakMap<AppDeps, string>();
function hmacSecret(deps: AppDeps): string {
  if (deps.env.AUTH_SECRET) return deps.env.AUTH_SECRET;
  let secret = secrets.get(deps);
  if (!secret) {
    secret = randomBytes(32).toString('hex');
    secrets.set(deps, secret);
  }
  return secret;
}

export async function newCaptchaChallenge(deps: AppDeps): Promise<CaptchaChallenge> {
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    // The solver tries counters from 0 up: this is the work, ~0.5-1 s in a phone's browser.
    counter: randomInt(5_000, 25_000),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: hmacSecret(deps),
  });
  return captchaChallengeSchema.parse(challenge);
}

/** True for a valid, unexpired solution seen for the first time. */
export async function verifyCaptcha(deps: AppDeps, value: string | undefined): Promise<boolean> {
  if (!value || value.length > 4096) return false;
  let payload: z.infer<typeof payloadSchema>;
  try {
    payload = payloadSchema.parse(JSON.parse(Buffer.from(value, 'base64').toString('utf8')));
  } catch {
    return false;
  }
  if (payload.challenge.parameters.algorithm !== ALGORITHM) return false;
  const result = await verifySolution({
    challenge: payload.challenge as Challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: hmacSecret(deps),
  }).catch(() => null);
  if (!result?.verified) return false;
  const expiresAt = new Date(
    payload.challenge.parameters.expiresAt
      ? payload.challenge.parameters.expiresAt * 1000
      : Date.now() + CHALLENGE_TTL_MS,
  );
  return claimCaptchaSolution(deps.database.db, payload.challenge.signature, expiresAt);
}
