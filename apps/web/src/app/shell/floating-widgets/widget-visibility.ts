import type { MainWidgetConfig } from '@croupier/contracts/fe-config';

/**
 * Which floating widgets show (platform-core.md §2.6, engagement.md §4 Lootboxes; SH-020,
 * SH-021, CP-029, LB-005, VIP-027, TN-028). Pure, tested beside.
 */
export type FloatingWidget = 'rewardsMart' | 'lootbox' | 'adventures' | 'quest' | 'activityHub';
export const FLOATING_WIDGETS: readonly FloatingWidget[] = [
  'rewardsMart',
  'lootbox',
  'adventures',
  'quest',
  'activityHub',
];

type WidgetToggle = MainWidgetConfig['widgets'][FloatingWidget];

export interface WidgetFacts {
  /** FF: `showAllWidgets` forces every widget on (SH-021). */
  showAll: boolean;
  /** FF-005: `enableConpoints` gates the mart widget (CP-029). */
  isCompPointsOn: boolean;
  /** The mart's page flag of manage-promotion-pages, testers' override applied (FF-006/7). */
  isMartPageOn: boolean;
  /** main-widget-config's toggles; not loaded yet: none shows but by `showAll`. */
  toggles: MainWidgetConfig['widgets'] | undefined;
  isLoggedIn: boolean;
  groups: readonly number[];
  testerGroup: number | undefined;
  /** Groups with a wheel (the wheel segment sets' groups, LB-008). */
  wheelGroups: readonly number[];
  /** The adventure's own group (platform-core.md §9: 791), when the toggle names none. */
  adventureGroup: number | undefined;
  /** Lootboxes in stage issued (LB-002: the ones still to open). */
  issuedLootboxes: number;
  /** Quests running now that the player sees (TN-028); none when not read. */
  activeQuests?: number;
  /** The activity hub's page flag of manage-promotion-pages, testers' override applied (SH-055). */
  isHubPageOn?: boolean;
}

const inAny = (groups: readonly number[], wanted: readonly number[]) =>
  wanted.some((group) => groups.includes(group));

/** A toggle is on, and when it names groups the player is in one of them. */
const isToggleOn = (toggle: WidgetToggle | undefined, groups: readonly number[]) =>
  toggle !== undefined &&
  toggle.enabled &&
  (!toggle.groups || toggle.groups.length === 0 || inAny(groups, toggle.groups));

/** SH-020's condition of each widget, before `showAllWidgets`. */
function meetsCondition(widget: FloatingWidget, facts: WidgetFacts): boolean {
  const { toggles, groups } = facts;
  switch (widget) {
    case 'rewardsMart':
      return facts.isCompPointsOn && facts.isMartPageOn && isToggleOn(toggles?.rewardsMart, groups);
    case 'lootbox':
      return (
        facts.isLoggedIn &&
        isToggleOn(toggles?.lootbox, groups) &&
        (inAny(groups, facts.wheelGroups) || facts.issuedLootboxes > 0)
      );
    case 'adventures': {
      // VIP-027: a tester, or a member of the adventure's group (the toggle's groups if named).
      const toggle = toggles?.adventures;
      if (!facts.isLoggedIn || !toggle?.enabled) return false;
      const isTester = facts.testerGroup !== undefined && groups.includes(facts.testerGroup);
      const named = toggle.groups?.length
        ? toggle.groups
        : facts.adventureGroup === undefined
          ? []
          : [facts.adventureGroup];
      return isTester || inAny(groups, named);
    }
    case 'quest':
      // TN-028: while at least one quest runs.
      return isToggleOn(toggles?.quest, groups) && (facts.activeQuests ?? 0) > 0;
    case 'activityHub':
      // SH-055: the hub's way in while its page is on.
      return isToggleOn(toggles?.activityHub, groups) && (facts.isHubPageOn ?? false);
  }
}

/** The widgets to show, in their fixed order. */
export function visibleWidgets(facts: WidgetFacts): FloatingWidget[] {
  return FLOATING_WIDGETS.filter((widget) => facts.showAll || meetsCondition(widget, facts));
}

/**
 * Whether the widgets' chunk is worth loading at all: a guest with the flags off can see none,
 * so the lobby's first load stays as it is (DESIGN.md §11, 170 KB).
 */
export const mayShowWidgets = (flags: {
  isLoggedIn: boolean;
  showAll: boolean;
  isCompPointsOn: boolean;
}): boolean => flags.isLoggedIn || flags.showAll || flags.isCompPointsOn;
