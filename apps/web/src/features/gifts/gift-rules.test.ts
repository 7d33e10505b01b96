import { describe, expect, it } from 'vitest';
import { makeGift } from './gifts-test-utils';
import {
  additionalGifts,
  countdown,
  freespinsInPlay,
  giftTitle,
  isActive,
  isNew,
  kindKey,
  newGiftsCount,
  shownGifts,
  wageringGift,
} from './gift-rules';

describe('isActive (GF-005, GF-006)', () => {
  it('a bonus wagering is active, one converted is not', () => {
    expect(isActive(makeGift({ stage: 'handle_bets' }))).toBe(true);
    expect(isActive(makeGift({ stage: 'wager_done' }))).toBe(false);
    for (const stage of ['finished', 'canceled', 'expired', 'lost'] as const)
      expect(isActive(makeGift({ stage }))).toBe(false);
  });

  it('free spins stay active through lost and wager_done', () => {
    expect(isActive(makeGift({ family: 'freespins', stage: 'wager_done' }))).toBe(true);
    expect(isActive(makeGift({ family: 'freespins', stage: 'lost' }))).toBe(true);
    expect(isActive(makeGift({ family: 'freespins', stage: 'expired' }))).toBe(false);
  });
});

describe('isNew (GF-007)', () => {
  it('activatable with a deadline is new', () => {
    expect(isNew(makeGift({ activatable: true, activatable_until: '2026-12-01T00:00:00Z' }))).toBe(
      true,
    );
    expect(isNew(makeGift({ activatable: true, activatable_until: null }))).toBe(false);
  });

  it('no wager amount is new; an ended gift never is', () => {
    expect(isNew(makeGift({ activatable: false, amount_wager_requirement_cents: 0 }))).toBe(true);
    expect(
      isNew(makeGift({ stage: 'canceled', activatable: false, amount_wager_requirement_cents: 0 })),
    ).toBe(false);
  });

  it('SH-054: two new gifts → badge 2', () => {
    const gifts = [
      makeGift({ id: 1, activatable_until: '2026-12-01T00:00:00Z' }),
      makeGift({ id: 2, amount_wager_requirement_cents: 0, activatable: false }),
      makeGift({ id: 3, stage: 'handle_bets', activatable: false }),
      makeGift({ id: 4, title: 'Rocket Wheel', activatable_until: '2026-12-01T00:00:00Z' }),
    ];
    expect(newGiftsCount(gifts)).toBe(2);
    expect(newGiftsCount(undefined)).toBe(0);
  });
});

describe('giftTitle (GF-028)', () => {
  it('falls back to the first bonus title', () => {
    expect(giftTitle(makeGift({ title: '', bonuses: [{ title: 'X' }] }))).toBe('X');
    expect(giftTitle(makeGift({ title: 'Y', bonuses: [{ title: 'X' }] }))).toBe('Y');
  });
});

describe('shownGifts (GF-012, GF-016, GF-017)', () => {
  const gifts = [
    makeGift({ id: 1, title: 'Rocket Wheel' }),
    makeGift({ id: 2, title: '', bonuses: [{ title: 'Rocket Chance' }] }),
    makeGift({ id: 3, group_key: 'hidden' }),
    makeGift({ id: 4, group_key: 'welcome-1' }),
  ];

  it('drops the excluded titles and the disabled group keys', () => {
    const shown = shownGifts(gifts, { disabled: { group_keys: ['hidden'] } });
    expect(shown.map((gift) => gift.id)).toEqual([4]);
  });

  it('applies the display override of the player’s groups only', () => {
    const modify = [
      { group_key: 'welcome-1', groups: [5], title: 'VIP welcome', image: '/vip.png' },
      { group_key: 'welcome-1', title: 'Everyone’s welcome' },
    ];
    expect(shownGifts(gifts, { modify }, [5]).at(-1)?.shownTitle).toBe('VIP welcome');
    expect(shownGifts(gifts, { modify }, [1]).at(-1)?.shownTitle).toBe('Everyone’s welcome');
  });

  it('additional cards by group', () => {
    const additional = [
      { id: 'a', title: 'A', description: '', image: '', link: '/a', groups: [] },
      { id: 'b', title: 'B', description: '', image: '', link: '/b', groups: [9] },
    ];
    expect(additionalGifts({ additional }, [1]).map((card) => card.id)).toEqual(['a']);
    expect(additionalGifts({ additional }, [9]).map((card) => card.id)).toEqual(['a', 'b']);
  });
});

describe('wagering and free spins in play (SH-049)', () => {
  it('finds the handle_bets bonus of the currency', () => {
    const gifts = [
      makeGift({ id: 1, stage: 'wait', currency: 'EUR' }),
      makeGift({ id: 2, stage: 'handle_bets', currency: 'JPY' }),
      makeGift({ id: 3, stage: 'handle_bets', currency: 'EUR' }),
    ];
    expect(wageringGift(gifts, 'EUR')?.id).toBe(3);
    expect(wageringGift(gifts, 'BTC')).toBeUndefined();
  });

  it('lists free spins still to play', () => {
    const gifts = [
      makeGift({ id: 1, family: 'freespins', stage: 'activated', freespins_left: 4 }),
      makeGift({ id: 2, family: 'freespins', stage: 'activated', freespins_left: 0 }),
      makeGift({ id: 3, family: 'freespins', stage: 'issued', freespins_left: 0 }),
    ];
    expect(freespinsInPlay(gifts).map((gift) => gift.id)).toEqual([1]);
  });
});

describe('countdown (GF-027)', () => {
  it('1d 2h 3m before the deadline', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    const until = new Date(now + ((24 + 2) * 60 + 3) * 60_000 + 30_000).toISOString();
    expect(countdown(until, now)).toEqual({ days: 1, hours: 2, minutes: 3 });
    expect(countdown(new Date(now - 1).toISOString(), now)).toBeNull();
    expect(countdown(null, now)).toBeNull();
  });
});

describe('kindKey (GF-004)', () => {
  it('every spec kind has a key', () => {
    expect(kindKey('Deposit bonus')).toBe('DEPOSIT_BONUS');
    expect(kindKey('SoftGaming Gift')).toBe('SOFTGAMING_GIFT');
    expect(kindKey('feature freespins')).toBe('FEATURE_FREESPINS');
  });
});
