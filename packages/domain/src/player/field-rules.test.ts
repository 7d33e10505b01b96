import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isEnglishLettersOnly,
  isValidEmail,
  isValidNickname,
  isValidPersonalId,
  isValidPersonName,
  isValidPhone,
  normalizeEmail,
} from './field-rules.js';

describe('player field rules', () => {
  it('VAL-015: nickname of letters, digits, spaces, dot and hyphen, 3-15 long or empty', () => {
    for (const ok of ['', 'abc', 'Anna B.', 'ace-99', 'Jürgen', 'Пётр', '123456789012345'])
      expect(isValidNickname(ok), ok).toBe(true);
    for (const bad of ['ab', '1234567890123456', 'a_b', 'a@b', '   ', 'ab😀'])
      expect(isValidNickname(bad), bad).toBe(false);
  });

  it('VAL-016: e-mail with a standard pattern', () => {
    for (const ok of ['a@b.co', 'first.last+tag@mail.example.com', 'x@xn--80ak6aa92e.com'])
      expect(isValidEmail(ok), ok).toBe(true);
    for (const bad of ['a@b', 'a.b.co', '@b.co', 'a@b.c', 'a b@c.co', 'a@-b.co', 'a@b.co '])
      expect(isValidEmail(bad), bad).toBe(false);
    expect(
      isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.co`),
    ).toBe(false);
  });

  it('compares e-mail addresses trimmed and lower-cased', () => {
    expect(normalizeEmail('  Anna@Example.COM ')).toBe('anna@example.com');
  });

  it('VAL-017: personal id of exactly 11 characters', () => {
    expect(isValidPersonalId('3'.repeat(10))).toBe(false);
    expect(isValidPersonalId('38001085718')).toBe(true);
    expect(isValidPersonalId('3'.repeat(12))).toBe(false);
  });

  it('VAL-020: names of letters of any script, spaces, apostrophes, digits, dot and hyphen', () => {
    for (const ok of [
      'Anne-Marie',
      'J. R. Smith',
      'Øyvind',
      'Mägi',
      'Henry 8',
      "O'Brien",
      'O’Brien',
      'Ngũgĩ wa Thiongʼo',
      'Łukasz',
      'Søren',
      'Ærøskøbing',
      'Jürgen',
      'Öztürk',
      'Nguyễn',
      // Decomposed: "e" followed by combining marks, as some keyboards send it.
      'Nguye\u0302\u0303n',
      'Иван',
      'Μαρία',
      'محمد',
      '李小龍',
      "D'Artagnan-Dupré",
    ])
      expect(isValidPersonName(ok), ok).toBe(true);
    for (const bad of [
      'Ann!',
      '',
      '  ',
      'Ann_Lee',
      'a'.repeat(101),
      '12345',
      '007',
      "'",
      '- .',
      '<b>Ann</b>',
      '<script>',
      'Ann>',
      'Ann\tLee',
      'Ann\nLee',
      'Ann\u0000',
      'Ann\u200bLee',
      'Ann😀',
    ])
      expect(isValidPersonName(bad), JSON.stringify(bad)).toBe(false);
  });

  it('VAL-020: any name of letters with apostrophes, hyphens and spaces between is accepted; one markup or control character refuses it (property)', () => {
    const letter = fc.constantFrom(...'abcxyzÀÉÎØÜßłćžđøæåñçğşİıəёжщыΩλ李아ع'.split(''));
    const joiner = fc.constantFrom(' ', '-', "'", '’', '.');
    const word = fc.array(letter, { minLength: 1, maxLength: 8 }).map((chars) => chars.join(''));
    const name = fc
      .array(fc.tuple(word, joiner), { minLength: 0, maxLength: 4 })
      .chain((parts) =>
        word.map((last) => parts.map(([part, join]) => part + join).join('') + last),
      )
      .filter((text) => [...text].length <= 100);
    fc.assert(fc.property(name, (text) => isValidPersonName(text)));
    const forbidden = fc.constantFrom('<', '>', '\u0000', '\t', '\n', '\r', '\u007f', '\u001b');
    fc.assert(
      fc.property(name, forbidden, fc.nat(), (text, bad, at) => {
        const index = at % (text.length + 1);
        return !isValidPersonName(text.slice(0, index) + bad + text.slice(index));
      }),
    );
  });

  it('VAL-021: phone of at least 8 digits, plus, parentheses, spaces or hyphens', () => {
    for (const ok of ['+1 (555)', '+372 5123 4567', '555-123-4567'])
      expect(isValidPhone(ok), ok).toBe(true);
    for (const bad of ['+123456', '555-abc-1234', '+1.555.1234', '--------', '1'.repeat(33)])
      expect(isValidPhone(bad), bad).toBe(false);
  });

  it('VAL-029: English letters only', () => {
    expect(isEnglishLettersOnly('Jose')).toBe(true);
    expect(isEnglishLettersOnly('JOHN SMITH')).toBe(true);
    expect(isEnglishLettersOnly('José')).toBe(false);
    expect(isEnglishLettersOnly('John2')).toBe(false);
    expect(isEnglishLettersOnly(' John')).toBe(false);
    expect(isEnglishLettersOnly('')).toBe(false);
  });
});
