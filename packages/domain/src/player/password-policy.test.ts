import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.js';
import { passwordProblems, type PasswordProblem } from './password-policy.js';

describe('password policy (RELIABILITY.md AS-02; VAL-018, VAL-019)', () => {
  const table: [string, string, PasswordProblem[]][] = [
    ['8 characters is enough', 'abc12345', []],
    ['7 characters is too short', 'abc1234', ['too_short']],
    ['no composition rule: letters only (AS-02 over VAL-019)', 'abcdefgh', []],
    ['no composition rule: digits only', '83920174', []],
    ['64 characters are allowed', 'x'.repeat(64), []],
    ['128 characters are allowed', 'x'.repeat(128), []],
    ['129 characters are too long', 'x'.repeat(129), ['too_long']],
    ['every printable ASCII symbol is allowed', '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~', []],
    ['a space is refused (VAL-018)', 'abc 1234', ['invalid_characters']],
    ['an emoji is refused (VAL-018)', 'abc1234😀', ['invalid_characters']],
    ['a non-ASCII letter is refused', 'pässwörd1', ['invalid_characters']],
    ['a tab is refused', 'abc\t12345', ['invalid_characters']],
    ['several problems are all named', 'ä 1', ['too_short', 'invalid_characters']],
  ];

  it.each(table)('%s', (_case, password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });

  it('refuses a password containing the e-mail local part or the nickname (4+ characters)', () => {
    const context = { email: 'Marina.K@example.com', nickname: 'Spinner' };
    expect(passwordProblems('marina.k2025', context)).toEqual(['contains_identity']);
    expect(passwordProblems('xxSPINNERxx', context)).toEqual(['contains_identity']);
    expect(passwordProblems('example.com1', context)).toEqual([]);
    // A short local part is part of too many passwords to mean anything.
    expect(passwordProblems('annabelle77', { email: 'ann@example.com', nickname: 'ann' })).toEqual(
      [],
    );
    expect(passwordProblems('valid-pass-1', {})).toEqual([]);
  });

  it('finds common and breached passwords case-insensitively, offline', () => {
    for (const common of ['password', '12345678', 'Password1', 'qwerty123', 'iloveyou', 'TRUSTNO1'])
      expect(isCommonPassword(common), common).toBe(true);
    for (const rare of ['correct-horse-battery-42', 'Zq7#pL0v!mW2', 'x'.repeat(64)])
      expect(isCommonPassword(rare), rare).toBe(false);
  });
});
