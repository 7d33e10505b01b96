/**
 * Password policy (engagement.md §5; requirements VAL-018, VAL-019; RELIABILITY.md AS-02).
 *
 * Decision: AS-02 (ASVS 6.2) overrides VAL-019's proposal. VAL-019 proposed "length 8-64, at
 * least one letter and one digit"; AS-02 asks for at least 8, at least 64 allowed, and NO
 * composition rules, because forced letter+digit mixes push people to `Password1` and do not
 * stop guessing. So: 8-128 characters, no composition rule, and the breached/common list check
 * (`common-passwords.ts`, server side only) instead. VAL-018's character set is kept: letters,
 * digits and printable ASCII symbols (U+0021-U+007E), no spaces and no non-ASCII, so every
 * keyboard and every password manager can type it the same way.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The e-mail local part or nickname only counts from this length (`ann` is in many words). */
export const IDENTITY_MIN_LENGTH = 4;

export type PasswordProblem = 'too_short' | 'too_long' | 'invalid_characters' | 'contains_identity';

export interface PasswordContext {
  email?: string | null | undefined;
  nickname?: string | null | undefined;
}

function identityParts(context: PasswordContext): string[] {
  const local = context.email?.split('@')[0] ?? '';
  return [local, context.nickname ?? '']
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.length >= IDENTITY_MIN_LENGTH);
}

/** Every rule the password breaks, in a stable order; empty when it is acceptable. */
export function passwordProblems(
  password: string,
  context: PasswordContext = {},
): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const size = [...password].length;
  if (size < PASSWORD_MIN_LENGTH) problems.push('too_short');
  if (size > PASSWORD_MAX_LENGTH) problems.push('too_long');
  if (!/^[\x21-\x7E]*$/.test(password)) problems.push('invalid_characters');
  const lower = password.toLowerCase();
  if (identityParts(context).some((part) => lower.includes(part)))
    problems.push('contains_identity');
  return problems;
}
