/**
 * The stages of a gift (engagement.md §3 Gift, §4 Gifts; GF-002, GF-005..GF-007, GF-012, GF-028).
 * issued → activated → handle_bets | wait → wager_done; or lost, canceled, expired, finished.
 */

export type GiftStageName =
  | 'issued'
  | 'activated'
  | 'wait'
  | 'handle_bets'
  | 'lost'
  | 'canceled'
  | 'expired'
  | 'wager_done'
  | 'finished';

export type GiftFamilyName = 'bonus' | 'freespins';

/** Stages after which nothing more happens to a gift. */
export const ENDED_STAGES: readonly GiftStageName[] = [
  'lost',
  'canceled',
  'expired',
  'wager_done',
  'finished',
];

export function isEnded(stage: GiftStageName): boolean {
  return ENDED_STAGES.includes(stage);
}

/**
 * GF-005: a gift is active unless finished, canceled, expired, wager_done or lost.
 * GF-006: free spins stay active unless finished, canceled or expired (their `lost` and
 * `wager_done` describe the bonus their winnings became, and the card stays on the list).
 */
export function isActive(gift: { stage: GiftStageName; family: GiftFamilyName }): boolean {
  if (gift.family === 'freespins') {
    return !(['finished', 'canceled', 'expired'] as GiftStageName[]).includes(gift.stage);
  }
  return !isEnded(gift.stage);
}

/** The player may activate it now: issued and not past its activation window. */
export function isActivatable(
  gift: { stage: GiftStageName; activatableUntil: Date | null },
  now: Date,
): boolean {
  if (gift.stage !== 'issued') return false;
  return gift.activatableUntil === null || gift.activatableUntil.getTime() > now.getTime();
}

/**
 * The player may cancel it now: active (GF-005/GF-006) and not ended. So an ended free-spins
 * gift that GF-006 still lists as active is not cancelable.
 */
export function isCancelable(gift: { stage: GiftStageName; family: GiftFamilyName }): boolean {
  return isActive(gift) && !isEnded(gift.stage);
}

/**
 * GF-007: a gift is "new" when it is activatable with an activation deadline, or has no wager
 * amount (nothing to wager: `amount_wager_requirement_cents` 0).
 */
export function isNewGift(gift: {
  activatable: boolean;
  activatable_until: string | null;
  amount_wager_requirement_cents: number;
}): boolean {
  return (
    (gift.activatable && gift.activatable_until !== null) ||
    gift.amount_wager_requirement_cents === 0
  );
}

/** GF-028: the gift's title, falling back to `bonuses[0].title`. */
export function giftTitle(gift: {
  title?: string | null;
  bonuses?: readonly { title: string }[];
}): string {
  if (gift.title) return gift.title;
  return gift.bonuses?.[0]?.title ?? '';
}

/** GF-012 / K-111: titles kept out of the gift list (the wheel's own gifts). */
export const EXCLUDED_GIFT_TITLES: readonly string[] = ['Rocket Wheel', 'Rocket Chance'];

export function isExcludedTitle(title: string): boolean {
  return EXCLUDED_GIFT_TITLES.includes(title.trim());
}

/** GF-012 applied to a list, with the GF-028 title. */
export function withoutExcludedTitles<
  T extends { title?: string | null; bonuses?: readonly { title: string }[] },
>(gifts: readonly T[]): T[] {
  return gifts.filter((gift) => !isExcludedTitle(giftTitle(gift)));
}
