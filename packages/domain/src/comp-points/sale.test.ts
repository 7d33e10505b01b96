import { describe, expect, it } from 'vitest';
import {
  discountedPrice,
  isSaleRunning,
  saleDiscountFor,
  saleEndDateAfter,
  saleEndsAt,
} from './sale';

const sale = {
  endDate: '31/12/2025',
  cards: { FREE_SPINS: [{ rate_id: 3, discount_percent: 20 }] },
};

describe('the sale (CP-017, CP-018)', () => {
  it('ends at 23:59:59 Europe/Malta of endDate', () => {
    expect(saleEndsAt('31/12/2025')?.toISOString()).toBe('2025-12-31T22:59:59.000Z');
    // Summer time: Malta is UTC+2.
    expect(saleEndsAt('30/06/2026')?.toISOString()).toBe('2026-06-30T21:59:59.000Z');
    expect(saleEndsAt('31/02/2026')).toBeNull();
  });

  it('is active at 2025-12-31T22:00Z and over at midnight Malta time', () => {
    expect(isSaleRunning(sale, new Date('2025-12-31T22:00:00Z'))).toBe(true);
    expect(isSaleRunning(sale, new Date('2025-12-31T22:59:59.999Z'))).toBe(true);
    expect(isSaleRunning(sale, new Date('2025-12-31T23:00:00Z'))).toBe(false);
    expect(isSaleRunning(null, new Date())).toBe(false);
  });

  it('discounts only the named rates while it runs', () => {
    const during = new Date('2025-12-01T00:00:00Z');
    expect(saleDiscountFor(sale, 3, during)).toBe(20);
    expect(saleDiscountFor(sale, 4, during)).toBeNull();
    expect(saleDiscountFor(sale, 3, new Date('2026-01-01T00:00:00Z'))).toBeNull();
  });

  it('rounds a discounted price up to a whole point, never to 0', () => {
    expect(discountedPrice(100, 20)).toBe(80);
    expect(discountedPrice(333, 25)).toBe(250);
    expect(discountedPrice(1, 99)).toBe(1);
  });

  it('writes the seed’s end date as DD/MM/YYYY in Malta', () => {
    expect(saleEndDateAfter(new Date('2026-11-27T23:30:00Z'), 0)).toBe('28/11/2026');
    expect(saleEndDateAfter(new Date('2026-11-27T12:00:00Z'), 21)).toBe('18/12/2026');
  });
});
