import { describe, expect, it } from 'vitest';
import { formatAdventureLabel, parseAdventureLabel } from './label';

describe('adventure step label (VIP-018, VIP-019)', () => {
  it('parses the agreed pattern', () => {
    expect(parseAdventureLabel('adv_3_7_05/06/2025')).toEqual({
      step: 3,
      total: 7,
      date: '05/06/2025',
    });
  });

  it('round-trips every step of a calendar', () => {
    for (let step = 1; step <= 8; step += 1) {
      const label = { step, total: 8, date: '29/02/2028' };
      expect(parseAdventureLabel(formatAdventureLabel(label))).toEqual(label);
    }
  });

  it('refuses titles that are not labels', () => {
    for (const title of [
      '20 free spins',
      'adv_3_7_5/6/2025',
      'adv_0_7_05/06/2025',
      'adv_8_7_05/06/2025',
      'adv_3_7_31/02/2025',
      'adv_3_7_05/13/2025',
      'xadv_3_7_05/06/2025',
    ]) {
      expect(parseAdventureLabel(title)).toBeNull();
    }
  });
});
