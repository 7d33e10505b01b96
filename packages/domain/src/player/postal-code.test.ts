import { describe, expect, it } from 'vitest';
import { isValidPostalCode } from './postal-code.js';

describe('postal code by country (VAL-030, VAL-031)', () => {
  it.each([
    ['CA', ['K1A 0B1', 'k1a0b1', 'M5V 3L9'], ['K1A-0B1', 'K1A 0B', '12345', 'KK1 0B1']],
    ['AU', ['2600', '0800', '0200'], ['800', '26000', 'ABCD']],
    ['DE', ['10115'], ['1011', '101155', 'D-10115']],
    ['NZ', ['6011'], ['601', '60111']],
    ['IT', ['00184'], ['0018']],
    ['EE', ['10111'], ['1011', 'EE10111']],
    ['AT', ['1010'], ['10100']],
    ['NO', ['0150'], ['015']],
  ] as const)('%s', (country, valid, invalid) => {
    for (const code of valid) expect(isValidPostalCode(country, code), code).toBe(true);
    for (const code of invalid) expect(isValidPostalCode(country, code), code).toBe(false);
  });

  it('accepts 2-10 characters for countries without a national pattern', () => {
    expect(isValidPostalCode('GB', 'SW1A 1AA')).toBe(true);
    expect(isValidPostalCode('US', '90210')).toBe(true);
    expect(isValidPostalCode('GB', 'X')).toBe(false);
    expect(isValidPostalCode('GB', '12345678901')).toBe(false);
  });

  it('ignores the case of the country and spaces around the code', () => {
    expect(isValidPostalCode('ca', ' K1A 0B1 ')).toBe(true);
  });
});
