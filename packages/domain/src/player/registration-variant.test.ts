import { describe, expect, it } from 'vitest';
import { defaultCurrency } from './default-currency.js';
import { needsTesterSplit, registrationVariant, testerSplitGroup } from './registration-variant.js';

const split = [543, 544] as const;
const abGroups = { a: 1201, b: 1202 };

describe('tester split (SS-026, SS-027)', () => {
  it('SS-027: odd id → 543, even id → 544', () => {
    expect(testerSplitGroup(7, split)).toBe(543);
    expect(testerSplitGroup(8, split)).toBe(544);
    expect(testerSplitGroup(10, split)).toBe(544);
  });

  it('SS-026: only a player in neither group needs the split', () => {
    expect(needsTesterSplit([], split)).toBe(true);
    expect(needsTesterSplit([21, 100], split)).toBe(true);
    expect(needsTesterSplit([543], split)).toBe(false);
    expect(needsTesterSplit([21, 544], split)).toBe(false);
  });
});

describe('A/B registration variant (SS-016)', () => {
  it('splits by id parity', () => {
    expect(registrationVariant({ id: 7 }, abGroups)).toBe('a');
    expect(registrationVariant({ id: 8 }, abGroups)).toBe('b');
    expect(registrationVariant({ id: 7 }, abGroups)).not.toBe(
      registrationVariant({ id: 8 }, abGroups),
    );
  });

  it('lets group membership override parity', () => {
    expect(registrationVariant({ id: 7, groups: [1202] }, abGroups)).toBe('b');
    expect(registrationVariant({ id: 8, groups: [1201] }, abGroups)).toBe('a');
  });

  it('shows a guest variant a', () => {
    expect(registrationVariant({}, abGroups)).toBe('a');
    expect(registrationVariant({ groups: [] }, abGroups)).toBe('a');
  });
});

describe('default currency (platform-core.md §5, §9)', () => {
  const defaults = {
    countryCurrency: { AU: 'AUD', CA: 'CAD', GB: 'GBP', DE: 'EUR', NO: 'NOK' },
    supported: ['AUD', 'CAD', 'EUR', 'NOK', 'USD'],
    fallback: 'EUR',
  };

  it("uses the country's currency when the brand supports it", () => {
    expect(defaultCurrency('AU', defaults)).toBe('AUD');
    expect(defaultCurrency('no', defaults)).toBe('NOK');
  });

  it('falls back to the project default otherwise', () => {
    expect(defaultCurrency('GB', defaults)).toBe('EUR');
    expect(defaultCurrency('KW', defaults)).toBe('EUR');
    expect(defaultCurrency(null, defaults)).toBe('EUR');
  });
});
