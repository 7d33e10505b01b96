/**
 * Player field rules (engagement.md §5; requirements VAL-015..VAL-021, VAL-029). Pure checks
 * shared by the api and the player site so both refuse the same values. Lengths count
 * characters (code points), not UTF-16 units, so an emoji or a Cyrillic letter counts once.
 */

const length = (value: string) => [...value].length;

export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 15;

/**
 * VAL-015: letters of any script, digits, spaces, dot and hyphen; 3-15 characters; empty means
 * "no nickname". Spaces alone are refused: they would show as a blank name.
 */
export function isValidNickname(nickname: string): boolean {
  if (nickname === '') return true;
  const size = length(nickname);
  if (size < NICKNAME_MIN_LENGTH || size > NICKNAME_MAX_LENGTH) return false;
  return /^[\p{L}\p{M}\p{Nd} .-]+$/u.test(nickname) && nickname.trim() !== '';
}

export const EMAIL_MAX_LENGTH = 254;

// WHATWG's e-mail pattern (what `<input type="email">` accepts), tightened to require a dot and
// a top-level domain of 2+ letters (VAL-016: `a@b` is refused; mail to it cannot be delivered).
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** VAL-016: a standard e-mail address, at most 254 characters. */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/**
 * The form an address is compared in for uniqueness and sign-in: `Anna@Example.com ` and
 * `anna@example.com` are one account.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const PERSON_NAME_MAX_LENGTH = 100;

/**
 * VAL-020, widened (issue 14: "O'Brien" was refused): letters and combining marks of any script
 * (Łukasz, Nguyễn, Иван), spaces, digits, dots, hyphens and apostrophes (the typewriter `'`, the
 * typographic `’` keyboards put in, and the modifier letter `ʼ`), with at least one letter, so
 * digits or punctuation alone are not a name. Markup (`<`, `>`), other symbols and control
 * characters (tabs, line breaks, NUL) are refused: a name is printed into mails and documents.
 */
export function isValidPersonName(name: string): boolean {
  if (name.trim() === '' || length(name) > PERSON_NAME_MAX_LENGTH) return false;
  return /^[\p{L}\p{M}\p{Nd} .'’ʼ-]+$/u.test(name) && /\p{L}/u.test(name);
}

export const PHONE_MIN_LENGTH = 8;
export const PHONE_MAX_LENGTH = 32;

/**
 * VAL-021: at least 8 characters of digits, plus, parentheses, space and hyphen (`+1 (555)`
 * passes with 8). At least one digit, so punctuation alone is not a number; the upper bound
 * keeps junk out of the column.
 */
export function isValidPhone(phone: string): boolean {
  if (phone.length < PHONE_MIN_LENGTH || phone.length > PHONE_MAX_LENGTH) return false;
  return /^[\d+() -]+$/.test(phone) && /\d/.test(phone);
}

export const PERSONAL_ID_LENGTH = 11;

/** VAL-017: a personal id code is exactly 11 characters (Estonian isikukood). */
export function isValidPersonalId(id: string): boolean {
  return length(id) === PERSONAL_ID_LENGTH;
}

/**
 * VAL-029: English letters only, for fields such as the card holder that card schemes carry in
 * ASCII. Single spaces between words are allowed because a holder name has several words.
 */
export function isEnglishLettersOnly(text: string): boolean {
  return /^[A-Za-z]+(?: [A-Za-z]+)*$/.test(text);
}
