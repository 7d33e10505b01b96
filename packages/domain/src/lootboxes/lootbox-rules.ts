/**
 * Lootbox and wheel rules (engagement.md §4 Lootboxes and wheel; LB-002, LB-005, LB-007, LB-008).
 */

export type LootboxStageName = 'issued' | 'activated' | 'expired';

export const LOOTBOX_STAGES: readonly LootboxStageName[] = ['issued', 'activated', 'expired'];

/** K-110: a gift is a wheel spin when its `group_key` starts with one of these. */
export const WHEEL_GIFT_PREFIXES: readonly string[] = ['manual_wheel', 'wheel'];

export function isWheelGroupKey(groupKey: string): boolean {
  return WHEEL_GIFT_PREFIXES.some((prefix) => groupKey.startsWith(prefix));
}

/** LB-007: the wheel can be spun with a gift in stage `issued` of a wheel group key. */
export function isWheelSpinGift(gift: { stage: string; groupKey: string }): boolean {
  return gift.stage === 'issued' && isWheelGroupKey(gift.groupKey);
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone; UTC for an unknown zone. */
export function dayIn(instant: Date, timeZone: string): string {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  }
  return formatter.format(instant);
}

/**
 * An issued box is available until its `valid_until`: past it the box is expired, whether or
 * not the expiry job has run yet.
 */
export function effectiveStage(
  box: { stage: LootboxStageName; validUntil: Date },
  now: Date,
): LootboxStageName {
  if (box.stage === 'issued' && box.validUntil.getTime() <= now.getTime()) return 'expired';
  return box.stage;
}

/**
 * LB-002: which boxes the player's list counts: issued ones, and activated ones created today
 * (the player's day in their time zone); expired ones never.
 */
export function countsInList(
  box: { stage: LootboxStageName; validUntil: Date; createdAt: Date },
  now: Date,
  timeZone: string,
): boolean {
  const stage = effectiveStage(box, now);
  if (stage === 'issued') return true;
  if (stage === 'activated') return dayIn(box.createdAt, timeZone) === dayIn(now, timeZone);
  return false;
}

/** LB-005: the loot box widget shows when the player has a wheel group or an available box. */
export function showsLootboxWidget(input: {
  wheelGroups: readonly number[];
  playerGroups: readonly number[];
  availableBoxes: number;
  wheelSpins: number;
}): boolean {
  if (input.availableBoxes > 0 || input.wheelSpins > 0) return true;
  return input.playerGroups.some((group) => input.wheelGroups.includes(group));
}

/**
 * LB-008: the segment set a player's wheel uses: the set of the first of the player's groups
 * that has one (in the config's order), else the default set.
 */
export function wheelSetKeyFor(
  setKeys: readonly string[],
  playerGroups: readonly number[],
): string | null {
  for (const key of setKeys) {
    if (playerGroups.includes(Number(key))) return key;
  }
  return null;
}

/**
 * The gift template that pays a wheel segment's prize: one per prize and wager, so an operator
 * who adds a segment adds its template under this key (docs/lootboxes.md).
 */
export function wheelPrizeTemplateKey(segment: {
  prize: { type: 'freespins' | 'bonus' | 'money'; amount: number; currency: string | null };
  wager: number;
}): string {
  const { type, amount, currency } = segment.prize;
  if (type === 'freespins') return `wheel-fs-${amount}-x${segment.wager}`;
  const unit = (currency ?? 'EUR').toLowerCase();
  if (type === 'money') return `wheel-cash-${amount}${unit}`;
  return `wheel-bonus-${amount}${unit}-x${segment.wager}`;
}
