/**
 * Tester split and the A/B registration variant (platform-core.md §4 Tester-group assignment,
 * §6; engagement.md §6; requirements SS-016, SS-026, SS-027). Group numbers come from the brand
 * configuration (`groups.tester split`, `groups.abSplit`), never from code.
 */

/** A pair of groups: the first takes odd player ids, the second even ones (SS-027). */
export type SplitGroups = readonly [odd: number, even: number];

/** SS-027: odd id → the first group (543), even id → the second (544). */
export function testerSplitGroup(id: number, split: SplitGroups): number {
  return Math.abs(id) % 2 === 1 ? split[0] : split[1];
}

/** SS-026: a player in neither group of the split is put into one of them. */
export function needsTesterSplit(groups: readonly number[], split: SplitGroups): boolean {
  return !groups.includes(split[0]) && !groups.includes(split[1]);
}

export type RegistrationVariant = 'a' | 'b';

/**
 * SS-016: membership of the A or B group wins (an operator can pin a player to a variant);
 * otherwise odd ids see A and even ids B. A guest has no id yet and sees A.
 */
export function registrationVariant(
  visitor: { id?: number | null | undefined; groups?: readonly number[] | null | undefined },
  abGroups: { a: number; b: number },
): RegistrationVariant {
  const groups = visitor.groups ?? [];
  if (groups.includes(abGroups.a)) return 'a';
  if (groups.includes(abGroups.b)) return 'b';
  if (visitor.id === undefined || visitor.id === null) return 'a';
  return Math.abs(visitor.id) % 2 === 1 ? 'a' : 'b';
}
