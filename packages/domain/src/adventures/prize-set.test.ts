import { describe, expect, it } from 'vitest';
import { prizeSetFor } from './prize-set';

const config = {
  sets: [{ key: 'default' }, { key: 'vip_adv' }],
  setByGroup: { '791': 'vip_adv' },
};

describe('prize set by group (VIP-024)', () => {
  it('maps group 791 to vip_adv', () => {
    expect(prizeSetFor(config, [791])?.key).toBe('vip_adv');
    expect(prizeSetFor(config, [21, 791, 257])?.key).toBe('vip_adv');
  });

  it('gives everyone else the first set', () => {
    expect(prizeSetFor(config, [])?.key).toBe('default');
    expect(prizeSetFor(config, [21, 257])?.key).toBe('default');
  });

  it('ignores a mapping to a set the brand does not have', () => {
    expect(prizeSetFor({ ...config, setByGroup: { '5': 'gone' } }, [5])?.key).toBe('default');
  });

  it('answers null when the brand has no set', () => {
    expect(prizeSetFor({ sets: [], setByGroup: {} }, [791])).toBeNull();
  });
});
