import { describe, expect, it } from 'vitest';
import { depositGiftsAllowed, isRandomType, templateIneligibility } from './gift-eligibility.js';

describe('GF-010 deposit gift eligibility', () => {
  const ok = { canIssueBonuses: true, depositBonusCode: null, groups: [1] };
  it('allows a plain player', () => expect(depositGiftsAllowed(ok)).toBe(true));
  it('refuses the multi-account group 100', () =>
    expect(depositGiftsAllowed({ ...ok, groups: [100] })).toBe(false));
  it('refuses a player with a deposit bonus code', () =>
    expect(depositGiftsAllowed({ ...ok, depositBonusCode: 'X' })).toBe(false));
  it('refuses a player who cannot issue bonuses', () =>
    expect(depositGiftsAllowed({ ...ok, canIssueBonuses: false })).toBe(false));
});

describe('GF-011 random type', () => {
  it('filters random-type templates', () => {
    expect(isRandomType({ groupKey: 'random_deposit', key: 'x' })).toBe(true);
    expect(isRandomType({ groupKey: 'welcome_1', key: 'welcome-1' })).toBe(false);
  });
});

describe('template eligibility', () => {
  const base = { groups: [5], country: 'DE', currency: 'EUR' };
  it('checks groups and excluded groups', () => {
    expect(templateIneligibility({ groups: [7] }, base)).toBe('group');
    expect(templateIneligibility({ groups: [5, 7] }, base)).toBeNull();
    expect(templateIneligibility({ excludedGroups: [5] }, base)).toBe('excluded_group');
  });
  it('checks countries and currencies', () => {
    expect(templateIneligibility({ countries: ['FI'] }, base)).toBe('country');
    expect(templateIneligibility({ countries: ['de'] }, base)).toBeNull();
    expect(templateIneligibility({ countries: ['DE'] }, { ...base, country: null })).toBe(
      'country',
    );
    expect(templateIneligibility({ currencies: ['BTC'] }, base)).toBe('currency');
  });
  it('checks the deposit number and the minimum deposit', () => {
    expect(templateIneligibility({ depositNumber: 1 }, { ...base, depositNumber: 2 })).toBe(
      'deposit_number',
    );
    expect(templateIneligibility({ depositNumber: 2 }, { ...base, depositNumber: 2 })).toBeNull();
    expect(
      templateIneligibility({ minDepositCents: { EUR: 2000 } }, { ...base, depositCents: 1999 }),
    ).toBe('min_deposit');
    expect(
      templateIneligibility({ minDepositCents: { EUR: 2000 } }, { ...base, depositCents: 2000 }),
    ).toBeNull();
    // JPY minimum named, EUR deposit: no minimum for EUR
    expect(
      templateIneligibility({ minDepositCents: { JPY: 2000 } }, { ...base, depositCents: 1 }),
    ).toBeNull();
  });
  it('promo-only templates need a promo code', () => {
    expect(templateIneligibility({ promoOnly: true }, base)).toBe('promo_only');
    expect(templateIneligibility({ promoOnly: true }, { ...base, viaPromo: true })).toBeNull();
  });
});
