import { describe, expect, it } from 'vitest';
import { statusGroupChange, statusOfGroups, vipGroupName, type VipGroupIds } from './groups.js';

const ids: VipGroupIds = {
  tiers: { regular: 1117, bronze: 257, silver: 258, gold: 259, platinum: 255, diamond: 759 },
  legacy: { bronze: 793 },
  searchOrder: [759, 255, 259, 258, 257],
  star: 256,
};

describe('VIP groups', () => {
  it('VIP-002: the search order picks the highest tier', () => {
    expect(statusOfGroups([257, 259], ids)).toBe('gold');
    expect(statusOfGroups([258, 759], ids)).toBe('diamond');
  });

  it('VIP-003 / VIP-004: 793 is bronze; 1117 and 256 are not VIP', () => {
    expect(statusOfGroups([793], ids)).toBe('bronze');
    expect(statusOfGroups([1117], ids)).toBe('regular');
    expect(statusOfGroups([256, 21], ids)).toBe('regular');
  });

  it('VIP-003: each group names its tier; 793 is Bronze and 256 is Star', () => {
    expect(vipGroupName(793, ids)).toBe('bronze');
    expect(vipGroupName(256, ids)).toBe('star');
    expect(vipGroupName(1117, ids)).toBe('regular');
    expect(vipGroupName(759, ids)).toBe('diamond');
    expect(vipGroupName(21, ids)).toBeNull();
  });

  it('a status change joins its group and leaves the other tier groups only', () => {
    expect(statusGroupChange([21, 1117], 'bronze', ids)).toEqual({ add: [257], remove: [1117] });
    expect(statusGroupChange([793, 21], 'silver', ids)).toEqual({ add: [258], remove: [793] });
    expect(statusGroupChange([259], 'regular', ids)).toEqual({ add: [1117], remove: [259] });
    expect(statusGroupChange([259, 21], 'gold', ids)).toEqual({ add: [], remove: [] });
  });
});
