import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Common and breached passwords (RELIABILITY.md AS-02: "top-3000 + breached list"; ASVS 6.2.4).
 * The list is zxcvbn-ts's `passwords-common` (MIT): about 49,000 passwords ranked by frequency
 * in public breach corpora, shipped inside the npm package so the check works offline and never
 * sends a password anywhere. About 18,000 entries are 8+ characters, the ones our length rule
 * lets through. The entries are lower-case, so the check is case-insensitive: `Password1`
 * is as guessable as `password1`.
 *
 * Server only: the list is ~480 KB, so nothing the player site bundles imports this module;
 * registration and password change call it in the api and answer `VALIDATION.PASSWORD_COMMON`.
 */
let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common']);
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
