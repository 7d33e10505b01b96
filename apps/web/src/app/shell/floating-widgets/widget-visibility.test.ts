import { describe, expect, it } from 'vitest';
import { mayShowWidgets, visibleWidgets, type WidgetFacts } from './widget-visibility';

const on = { enabled: true };
const TOGGLES = {
  rewardsMart: on,
  lootbox: on,
  adventures: { enabled: true, groups: [21, 791] },
  quest: on,
  activityHub: on,
};
const facts = (overrides: Partial<WidgetFacts> = {}): WidgetFacts => ({
  showAll: false,
  isCompPointsOn: false,
  isMartPageOn: true,
  toggles: TOGGLES,
  isLoggedIn: true,
  groups: [],
  testerGroup: 21,
  wheelGroups: [21, 1308, 1309],
  adventureGroup: 791,
  issuedLootboxes: 0,
  ...overrides,
});

describe('floating widgets (SH-020)', () => {
  it('shows none with no qualifying data', () => {
    expect(visibleWidgets(facts())).toEqual([]);
  });

  it('rewards mart: by enableConpoints, with the mart page and its toggle on (CP-029)', () => {
    expect(visibleWidgets(facts({ isCompPointsOn: true }))).toEqual(['rewardsMart']);
    expect(visibleWidgets(facts({ isCompPointsOn: true, isLoggedIn: false }))).toEqual([
      'rewardsMart',
    ]);
    expect(visibleWidgets(facts({ isCompPointsOn: true, isMartPageOn: false }))).toEqual([]);
    const off = facts({ isCompPointsOn: true });
    expect(
      visibleWidgets({ ...off, toggles: { ...TOGGLES, rewardsMart: { enabled: false } } }),
    ).toEqual([]);
  });

  it('loot box: one issued box or a wheel group (LB-005)', () => {
    expect(visibleWidgets(facts({ issuedLootboxes: 1 }))).toEqual(['lootbox']);
    expect(visibleWidgets(facts({ groups: [1308] }))).toEqual(['lootbox']);
    expect(visibleWidgets(facts({ issuedLootboxes: 1, isLoggedIn: false }))).toEqual([]);
  });

  it('adventures: a tester or the adventure group (VIP-027)', () => {
    expect(visibleWidgets(facts({ groups: [791] }))).toEqual(['adventures']);
    // Group 21 is the tester group and a wheel group too.
    expect(visibleWidgets(facts({ groups: [21] }))).toEqual(['lootbox', 'adventures']);
    const noGroups = facts({ groups: [791] });
    expect(visibleWidgets({ ...noGroups, toggles: { ...TOGGLES, adventures: on } })).toEqual([
      'adventures',
    ]);
    expect(visibleWidgets(facts({ groups: [543] }))).toEqual([]);
  });

  it('showAllWidgets shows every widget without qualifying data (SH-021)', () => {
    expect(visibleWidgets(facts({ showAll: true, isLoggedIn: false, toggles: undefined }))).toEqual(
      ['rewardsMart', 'lootbox', 'adventures', 'quest', 'activityHub'],
    );
  });

  it('shows the activity hub while its page is on (SH-055)', () => {
    expect(visibleWidgets(facts({ isHubPageOn: true }))).toEqual(['activityHub']);
    expect(
      visibleWidgets(
        facts({ isHubPageOn: true, toggles: { ...TOGGLES, activityHub: { enabled: false } } }),
      ),
    ).toEqual([]);
  });

  it('loads nothing for a guest with the flags off (first-load budget)', () => {
    expect(mayShowWidgets({ isLoggedIn: false, showAll: false, isCompPointsOn: false })).toBe(
      false,
    );
    expect(mayShowWidgets({ isLoggedIn: false, showAll: true, isCompPointsOn: false })).toBe(true);
    expect(mayShowWidgets({ isLoggedIn: true, showAll: false, isCompPointsOn: false })).toBe(true);
  });
});
