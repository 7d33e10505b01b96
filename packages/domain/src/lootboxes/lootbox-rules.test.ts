import { describe, expect, it } from 'vitest';
import {
  countsInList,
  effectiveStage,
  isWheelSpinGift,
  showsLootboxWidget,
  wheelPrizeTemplateKey,
  wheelSetKeyFor,
} from './lootbox-rules.js';

const at = (iso: string) => new Date(iso);

describe('lootbox rules', () => {
  it('LB-002: issued counts; activated only if created today in the player’s zone; expired never', () => {
    const now = at('2026-11-21T10:00:00Z');
    const validUntil = at('2026-12-21T00:00:00Z');
    const yesterday = {
      stage: 'activated' as const,
      validUntil,
      createdAt: at('2026-11-20T10:00:00Z'),
    };
    const today = {
      stage: 'activated' as const,
      validUntil,
      createdAt: at('2026-11-21T01:00:00Z'),
    };
    expect(countsInList(yesterday, now, 'UTC')).toBe(false);
    expect(countsInList(today, now, 'UTC')).toBe(true);
    // Opened at 20:00 on the 20th in New York: listed there until midnight New York time.
    expect(countsInList(today, at('2026-11-21T03:00:00Z'), 'America/New_York')).toBe(true);
    expect(countsInList(today, at('2026-11-21T06:00:00Z'), 'America/New_York')).toBe(false);
    expect(countsInList({ ...today, stage: 'issued' }, now, 'UTC')).toBe(true);
    expect(countsInList({ ...today, stage: 'expired' }, now, 'UTC')).toBe(false);
    // An unknown zone falls back to UTC rather than failing.
    expect(countsInList(today, now, 'Nowhere/Atlantis')).toBe(true);
  });

  it('an issued box past valid_until is expired on read', () => {
    const box = { stage: 'issued' as const, validUntil: at('2026-11-21T00:00:00Z') };
    expect(effectiveStage(box, at('2026-11-20T23:59:59Z'))).toBe('issued');
    expect(effectiveStage(box, at('2026-11-21T00:00:00Z'))).toBe('expired');
    expect(effectiveStage({ ...box, stage: 'activated' }, at('2027-01-01T00:00:00Z'))).toBe(
      'activated',
    );
  });

  it('LB-007: wheel_pro issued is a spin; manual_wheel_x activated is not; other keys never', () => {
    expect(isWheelSpinGift({ stage: 'issued', groupKey: 'wheel_pro' })).toBe(true);
    expect(isWheelSpinGift({ stage: 'issued', groupKey: 'manual_wheel_x' })).toBe(true);
    expect(isWheelSpinGift({ stage: 'activated', groupKey: 'manual_wheel_x' })).toBe(false);
    expect(isWheelSpinGift({ stage: 'issued', groupKey: 'welcome_1' })).toBe(false);
  });

  it('LB-005: the widget shows with an available box, a spin, or a wheel group', () => {
    const base = {
      wheelGroups: [21, 1308, 1309],
      playerGroups: [],
      availableBoxes: 0,
      wheelSpins: 0,
    };
    expect(showsLootboxWidget(base)).toBe(false);
    expect(showsLootboxWidget({ ...base, availableBoxes: 1 })).toBe(true);
    expect(showsLootboxWidget({ ...base, wheelSpins: 1 })).toBe(true);
    expect(showsLootboxWidget({ ...base, playerGroups: [1309] })).toBe(true);
  });

  it('LB-008: the first configured set the player has a group for, else none (the default)', () => {
    expect(wheelSetKeyFor(['21', '1308', '1309'], [5, 1309])).toBe('1309');
    expect(wheelSetKeyFor(['21', '1308', '1309'], [1308, 21])).toBe('21');
    expect(wheelSetKeyFor(['21', '1308', '1309'], [7])).toBeNull();
  });

  it('names one prize template per segment prize and wager', () => {
    const fs = { prize: { type: 'freespins' as const, amount: 10, currency: null }, wager: 30 };
    expect(wheelPrizeTemplateKey(fs)).toBe('wheel-fs-10-x30');
    expect(wheelPrizeTemplateKey({ ...fs, wager: 25 })).toBe('wheel-fs-10-x25');
    expect(
      wheelPrizeTemplateKey({
        prize: { type: 'bonus', amount: 150000, currency: 'EUR' },
        wager: 3,
      }),
    ).toBe('wheel-bonus-150000eur-x3');
    expect(
      wheelPrizeTemplateKey({
        prize: { type: 'money', amount: 1000000, currency: 'EUR' },
        wager: 0,
      }),
    ).toBe('wheel-cash-1000000eur');
  });
});
