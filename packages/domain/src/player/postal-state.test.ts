import { describe, expect, it } from 'vitest';
import { inferState } from './postal-state.js';

const NSW = 'New South Wales';
const ACT = 'Australian Capital Territory';

describe('AU postal code → state (PR-009)', () => {
  it.each([
    ['VAL-001', ['1000', '2599', '2619', '2899', '2921', '2999'], NSW],
    ['VAL-002', ['2600', '2618', '2900', '2920', '250', '200', '299'], ACT],
    ['VAL-003', ['3000', '3999', '8000', '8999'], 'Victoria'],
    ['VAL-004', ['4000', '4999', '9000', '9999'], 'Queensland'],
    ['VAL-005', ['5000', '5999'], 'South Australia'],
    ['VAL-006', ['6000', '6797', '6800', '6999'], 'Western Australia'],
    ['VAL-007', ['7000', '7999'], 'Tasmania'],
    ['VAL-008', ['800', '999', '0800'], 'Northern Territory'],
  ] as const)('%s', (_row, codes, state) => {
    for (const code of codes) expect(inferState('AU', code), code).toBe(state);
  });

  it('VAL-002: 2619 is already New South Wales', () => {
    expect(inferState('AU', '2619')).toBe(NSW);
  });

  it('VAL-009: reads leading zeros numerically and leaves unmapped values empty', () => {
    expect(inferState('AU', '0200')).toBe(ACT);
    for (const code of ['6798', '6799', '0', '199', '300', '799', '10000', 'abc', '', '26 00'])
      expect(inferState('AU', code), code).toBeNull();
  });

  it('accepts the country in any case and ignores surrounding spaces', () => {
    expect(inferState('au', ' 2600 ')).toBe(ACT);
  });
});

describe('CA postal code → province (PR-009)', () => {
  it('VAL-010: Atlantic provinces', () => {
    expect(inferState('CA', 'A1A 1A1')).toBe('Newfoundland and Labrador');
    expect(inferState('CA', 'B3H')).toBe('Nova Scotia');
    expect(inferState('CA', 'C1A')).toBe('Prince Edward Island');
    expect(inferState('CA', 'E1C')).toBe('New Brunswick');
  });

  it('VAL-011: Quebec and Ontario', () => {
    expect(inferState('CA', 'H2X')).toBe('Quebec');
    for (const code of ['G1A', 'J4K']) expect(inferState('CA', code)).toBe('Quebec');
    expect(inferState('CA', 'M5V')).toBe('Ontario');
    for (const code of ['K1A 0B1', 'L4C', 'N2L', 'P3A'])
      expect(inferState('CA', code)).toBe('Ontario');
  });

  it('VAL-012: the west and the north', () => {
    expect(inferState('CA', 'R3C')).toBe('Manitoba');
    expect(inferState('CA', 'S4P')).toBe('Saskatchewan');
    expect(inferState('CA', 'T2P')).toBe('Alberta');
    expect(inferState('CA', 'V6B')).toBe('British Columbia');
    expect(inferState('CA', 'X0A')).toBe('Northwest Territories');
    expect(inferState('CA', 'Y1A')).toBe('Yukon Territory');
  });

  it('VAL-013: unused letters give nothing; case-insensitive; spaces trimmed', () => {
    for (const code of ['d1a', 'F1A', 'I1A', 'O1A', 'Q1A', 'U1A', 'W1A', 'Z1A', '', '1AB'])
      expect(inferState('CA', code), code).toBeNull();
    expect(inferState('CA', ' v6b')).toBe('British Columbia');
  });

  it('infers nothing for other countries', () => {
    expect(inferState('DE', '10115')).toBeNull();
    expect(inferState('NZ', '2600')).toBeNull();
  });
});
