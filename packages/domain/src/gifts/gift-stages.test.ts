import { describe, expect, it } from 'vitest';
import {
  giftTitle,
  isActivatable,
  isActive,
  isCancelable,
  isExcludedTitle,
  isNewGift,
  withoutExcludedTitles,
} from './gift-stages.js';

describe('GF-005 / GF-006 active gifts', () => {
  it('a bonus is active unless ended', () => {
    expect(isActive({ stage: 'handle_bets', family: 'bonus' })).toBe(true);
    expect(isActive({ stage: 'wait', family: 'bonus' })).toBe(true);
    expect(isActive({ stage: 'issued', family: 'bonus' })).toBe(true);
    for (const stage of ['wager_done', 'lost', 'canceled', 'expired', 'finished'] as const) {
      expect(isActive({ stage, family: 'bonus' })).toBe(false);
    }
  });

  it('free spins stay active when lost or wager_done', () => {
    expect(isActive({ stage: 'wager_done', family: 'freespins' })).toBe(true);
    expect(isActive({ stage: 'lost', family: 'freespins' })).toBe(true);
    expect(isActive({ stage: 'finished', family: 'freespins' })).toBe(false);
    expect(isActive({ stage: 'canceled', family: 'freespins' })).toBe(false);
    expect(isActive({ stage: 'expired', family: 'freespins' })).toBe(false);
  });

  it('cancelable: active and not ended', () => {
    expect(isCancelable({ stage: 'handle_bets', family: 'bonus' })).toBe(true);
    expect(isCancelable({ stage: 'wager_done', family: 'freespins' })).toBe(false);
    expect(isCancelable({ stage: 'activated', family: 'freespins' })).toBe(true);
  });
});

describe('activatable', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('only issued gifts inside their window', () => {
    expect(isActivatable({ stage: 'issued', activatableUntil: null }, now)).toBe(true);
    expect(isActivatable({ stage: 'issued', activatableUntil: new Date('2026-01-02Z') }, now)).toBe(
      true,
    );
    expect(isActivatable({ stage: 'issued', activatableUntil: now }, now)).toBe(false);
    expect(isActivatable({ stage: 'wait', activatableUntil: null }, now)).toBe(false);
  });
});

describe('GF-007 new gifts', () => {
  it('activatable with a deadline, or with no wager amount', () => {
    expect(
      isNewGift({
        activatable: true,
        activatable_until: '2026-01-02T00:00:00Z',
        amount_wager_requirement_cents: 10,
      }),
    ).toBe(true);
    expect(
      isNewGift({ activatable: false, activatable_until: null, amount_wager_requirement_cents: 0 }),
    ).toBe(true);
    expect(
      isNewGift({ activatable: true, activatable_until: null, amount_wager_requirement_cents: 10 }),
    ).toBe(false);
  });
});

describe('GF-028 title and GF-012 excluded titles', () => {
  it('falls back to bonuses[0].title', () => {
    expect(giftTitle({ title: '', bonuses: [{ title: 'X' }] })).toBe('X');
    expect(giftTitle({ title: 'Y', bonuses: [{ title: 'X' }] })).toBe('Y');
    expect(giftTitle({})).toBe('');
  });

  it('keeps Rocket Wheel and Rocket Chance out', () => {
    expect(isExcludedTitle('Rocket Wheel')).toBe(true);
    expect(isExcludedTitle('Rocket Chance')).toBe(true);
    expect(isExcludedTitle('Welcome')).toBe(false);
    expect(
      withoutExcludedTitles([
        { title: 'Rocket Wheel' },
        { title: '', bonuses: [{ title: 'Rocket Chance' }] },
        { title: 'A' },
      ]),
    ).toEqual([{ title: 'A' }]);
  });
});
