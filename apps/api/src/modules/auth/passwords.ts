import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing (RELIABILITY AS-01): argon2id at OWASP's first recommended setting, 19 MiB,
 * two passes, one lane. Stored as a PHC string, so raising the parameters later only needs
 * `needsRehash` at the next sign-in.
 */
// `Algorithm.Argon2id` is an ambient const enum, which isolated modules cannot read: 2 is its value.
const ARGON2ID = 2;
const PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
export const PASSWORD_PHC_PREFIX = `$argon2id$v=19$m=${PARAMS.memoryCost},t=${PARAMS.timeCost},p=${PARAMS.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

export async function verifyPassword(phc: string | null, password: string): Promise<boolean> {
  if (!phc) {
    // Same work for an account without a password as for a wrong one (no timing oracle).
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

export function needsRehash(phc: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(phc);
  if (!match) return true;
  const [memory, time, lanes] = match.slice(1).map(Number);
  return (
    (memory ?? 0) < PARAMS.memoryCost ||
    (time ?? 0) < PARAMS.timeCost ||
    (lanes ?? 0) < PARAMS.parallelism
  );
}

let dummy: Promise<string> | undefined;
/**
 * A hash to verify against when the e-mail is unknown, so the answer for an unknown account
 * takes as long as for a known one (AS-09: timing within ±50 ms).
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('not-a-real-password-timing-equaliser');
  return dummy;
}
