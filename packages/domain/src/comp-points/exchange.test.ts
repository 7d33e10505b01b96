import { describe, expect, it } from 'vitest';
import { maxQuantity, missingPoints, quantityFor } from './exchange';

describe('exchange arithmetic (CP-008, CP-011)', () => {
  it('balance 80, cost 100 → missing 20; affordable → 0', () => {
    expect(missingPoints(80, 100)).toBe(20);
    expect(missingPoints(100, 100)).toBe(0);
    expect(missingPoints(-5, 100)).toBe(100);
  });

  it('max quantity is floor(balance ÷ price)', () => {
    expect(maxQuantity(250, 100)).toBe(2);
    expect(maxQuantity(150, 100)).toBe(1);
    expect(maxQuantity(99, 100)).toBe(0);
    expect(maxQuantity(100, 0)).toBe(0);
  });

  it('reads a quantity from a whole multiple of the price only', () => {
    expect(quantityFor(300, 100)).toBe(3);
    expect(quantityFor(250, 100)).toBeNull();
    expect(quantityFor(0, 100)).toBeNull();
  });
});
