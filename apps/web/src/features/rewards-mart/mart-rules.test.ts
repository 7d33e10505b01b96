import { describe, expect, it } from 'vitest';
import {
  accentedTabs,
  cardsForTab,
  clampQuantity,
  isAffordable,
  isSaleRunning,
  maxQuantity,
  missingPoints,
  moneyImageFor,
  readSale,
  remainingUntil,
  saleEndsAt,
  showsQuantitySelector,
  TAB_GROUP,
} from './mart-rules';

const card = (group: string, price_points: number) => ({ group, price_points });

describe('tabs (CP-004)', () => {
  it('maps each tab to its reward group', () => {
    expect(TAB_GROUP).toEqual({
      freespins: 'FREE_SPINS',
      money: 'MONEY_REWARD',
      special: 'SPECIAL_REWARDS',
      discounts: 'DISCOUNT',
    });
  });

  it('lists every group but the discounts copy on the root tab, the group on the others', () => {
    const cards = [card('FREE_SPINS', 100), card('MONEY_REWARD', 200), card('DISCOUNT', 80)];
    expect(cardsForTab(cards, 'all')).toEqual([card('FREE_SPINS', 100), card('MONEY_REWARD', 200)]);
    expect(cardsForTab(cards, 'discounts')).toEqual([card('DISCOUNT', 80)]);
    expect(cardsForTab(cards, 'money')).toEqual([card('MONEY_REWARD', 200)]);
    expect(cardsForTab(cards, 'special')).toEqual([]);
  });
});

describe('affordability (CP-008, CP-010, CP-011)', () => {
  it('balance 80, cost 100 → missing 20; balance 100 → affordable', () => {
    expect(isAffordable(80, 100)).toBe(false);
    expect(missingPoints(80, 100)).toBe(20);
    expect(isAffordable(100, 100)).toBe(true);
    expect(missingPoints(100, 100)).toBe(0);
  });

  it('quantity: 250/100 → max 2 with a selector; 150/100 → 1 without', () => {
    expect(maxQuantity(250, 100)).toBe(2);
    expect(showsQuantitySelector(250, 100)).toBe(true);
    expect(maxQuantity(150, 100)).toBe(1);
    expect(showsQuantitySelector(150, 100)).toBe(false);
    expect(maxQuantity(99, 100)).toBe(0);
    expect(maxQuantity(100, 0)).toBe(0);
  });

  it('keeps a chosen quantity within 1..max', () => {
    expect(clampQuantity(0, 2)).toBe(1);
    expect(clampQuantity(5, 2)).toBe(2);
    expect(clampQuantity(1.7, 3)).toBe(1);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});

describe('tab accents (CP-020)', () => {
  const cards = [card('FREE_SPINS', 100), card('MONEY_REWARD', 500), card('FREE_SPINS', 300)];

  it('accents a tab once its cheapest card is affordable', () => {
    expect([...accentedTabs(cards, 100)]).toEqual(['freespins']);
    expect([...accentedTabs(cards, 500)].sort()).toEqual(['freespins', 'money']);
    expect(accentedTabs(cards, 99).size).toBe(0);
  });

  it('never accents for a guest', () => {
    expect(accentedTabs(cards, null).size).toBe(0);
  });
});

describe('sale (CP-016, CP-018, CP-019)', () => {
  const sale = {
    endDate: '31/12/2025',
    cards: { DISCOUNT: [{ rate_id: 1, discount_percent: 20 }] },
  };

  it('ends at 23:59:59 Europe/Malta of endDate, winter and summer', () => {
    expect(new Date(saleEndsAt('31/12/2025') ?? 0).toISOString()).toBe('2025-12-31T22:59:59.999Z');
    expect(new Date(saleEndsAt('30/06/2026') ?? 0).toISOString()).toBe('2026-06-30T21:59:59.999Z');
    expect(saleEndsAt('31/02/2026')).toBeNull();
    expect(saleEndsAt('2026-06-30')).toBeNull();
  });

  it('endDate 31/12/2025 is running at 2025-12-31T22:00Z and over after its last second', () => {
    expect(isSaleRunning(sale, Date.parse('2025-12-31T22:00:00Z'))).toBe(true);
    expect(isSaleRunning(sale, Date.parse('2025-12-31T23:00:00Z'))).toBe(false);
  });

  it('is no sale without discounted cards', () => {
    expect(isSaleRunning({ ...sale, cards: {} }, Date.parse('2025-12-01T00:00:00Z'))).toBe(false);
    expect(isSaleRunning(null, 0)).toBe(false);
  });

  it('reads the meta json and drops what is malformed', () => {
    expect(readSale({ sale })).toEqual(sale);
    expect(readSale({ sale: { endDate: 5, cards: {} } })).toBeNull();
    expect(readSale({})).toBeNull();
    expect(
      readSale({ sale: { endDate: '01/01/2026', cards: { DISCOUNT: [{ rate_id: 'x' }], X: [] } } }),
    ).toEqual({ endDate: '01/01/2026', cards: { DISCOUNT: [] } });
  });

  it('counts down in days, hours and minutes: 2d 3h 4m', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const end = now + ((2 * 24 + 3) * 60 + 4) * 60_000 + 30_000;
    expect(remainingUntil(end, now)).toEqual({ days: 2, hours: 3, minutes: 4 });
    expect(remainingUntil(now, now)).toBeNull();
  });
});

describe('money images (CP-024)', () => {
  it('maps each amount to its picture, 50000 → 500', () => {
    expect(moneyImageFor(50_000)).toBe('/brand/mart/money-500.svg');
    expect(moneyImageFor(2_500)).toBe('/brand/mart/money-25.svg');
    expect(moneyImageFor(5_000_000)).toBe('/brand/mart/money-50000.svg');
  });

  it('takes the largest mapped amount not above, the smallest below the first', () => {
    expect(moneyImageFor(70_000)).toBe('/brand/mart/money-500.svg');
    expect(moneyImageFor(1_000)).toBe('/brand/mart/money-25.svg');
    expect(moneyImageFor(9_000_000)).toBe('/brand/mart/money-50000.svg');
  });
});
