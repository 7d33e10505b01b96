import { describe, expect, it } from 'vitest';
import { vipStatus } from './vip-status';

const brandGroups = {
  vipTiers: {
    regular: 1117,
    bronze: 257,
    bronzeLegacy: 793,
    silver: 258,
    gold: 259,
    platinum: 255,
    diamond: 759,
  },
  vipStatusOrder: [759, 255, 259, 258, 257],
};

describe('vipStatus (VIP-001..VIP-004)', () => {
  it('names the tier of the first VIP group in the brand order (VIP-002)', () => {
    expect(vipStatus({ groups: [258, 759] }, brandGroups)).toEqual({
      tier: 'diamond',
      groups: [759, 258],
    });
  });

  it('shows Bronze for the old Bronze group alone, after any status group (VIP-004)', () => {
    expect(vipStatus({ groups: [793] }, brandGroups)).toEqual({ tier: 'bronze', groups: [793] });
    expect(vipStatus({ groups: [793, 258] }, brandGroups)?.tier).toBe('silver');
  });

  it('makes nobody VIP for Regular or Star (VIP-004)', () => {
    expect(vipStatus({ groups: [1117, 256] }, brandGroups)).toBeNull();
  });
});
