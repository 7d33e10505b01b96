import type { Gift } from '@croupier/contracts/gifts';
import type {
  AdditionalGift,
  AdditionalGifts,
  DisabledBonuses,
  ModifyGiftsConfig,
} from '@croupier/contracts/fe-config';
import {
  giftTitle as titleOf,
  isActive as isActiveStage,
  isExcludedTitle,
  isNewGift,
} from '@croupier/domain/gifts/gift-stages';

/**
 * The gift list's rules as the player sees them (engagement.md §3 Gift, §4 Gifts; GF-005..GF-007,
 * GF-012, GF-016, GF-017, GF-027, GF-028, SH-049, SH-054). Pure functions, tested beside.
 */

/** GF-005 / GF-006 (packages/domain): active unless ended; free spins through `lost` too. */
export const isActive = (gift: Pick<Gift, 'stage' | 'family'>): boolean => isActiveStage(gift);

/** GF-028 (packages/domain): the title, falling back to the first bonus's. */
export const giftTitle = (gift: Pick<Gift, 'title' | 'bonuses'>): string => titleOf(gift);

/**
 * GF-007: new when it waits to be activated before a deadline, or has no wager amount. An
 * ended gift is never new (a canceled cash gift has no wager amount either), so the badge
 * (SH-054) does not count it.
 */
export function isNew(
  gift: Pick<
    Gift,
    'stage' | 'family' | 'activatable' | 'activatable_until' | 'amount_wager_requirement_cents'
  >,
): boolean {
  return isActive(gift) && isNewGift(gift);
}

/** The fe-config documents that shape the list (GF-016, GF-017). */
export interface GiftsConfig {
  disabled?: DisabledBonuses | null | undefined;
  modify?: ModifyGiftsConfig | null | undefined;
  additional?: AdditionalGifts | null | undefined;
}

/** A gift as the list shows it: the display overrides of modify-gifts-config applied. */
export interface ShownGift extends Gift {
  shownTitle: string;
  image: string | null;
  description: string | null;
}

/** A config entry with `groups` applies to members of any of them; without, to everyone. */
const appliesTo = (groups: readonly number[] | undefined, playerGroups: readonly number[]) =>
  !groups || groups.length === 0 || groups.some((group) => playerGroups.includes(group));

/**
 * GF-012, GF-016, GF-017: drops the excluded titles and the disabled group keys, and applies the
 * first display override whose groups the player is in.
 */
export function shownGifts(
  gifts: readonly Gift[],
  config: GiftsConfig,
  playerGroups: readonly number[] = [],
): ShownGift[] {
  const disabled = new Set(config.disabled?.group_keys ?? []);
  return gifts
    .filter((gift) => !isExcludedTitle(giftTitle(gift)))
    .filter((gift) => !disabled.has(gift.group_key))
    .map((gift) => {
      const override = config.modify?.find(
        (entry) => entry.group_key === gift.group_key && appliesTo(entry.groups, playerGroups),
      );
      return {
        ...gift,
        shownTitle: override?.title || giftTitle(gift),
        image: override?.image ?? null,
        description: override?.description ?? null,
      };
    });
}

/** GF-017: the brand's extra cards for the player's groups. */
export function additionalGifts(
  config: GiftsConfig,
  playerGroups: readonly number[] = [],
): AdditionalGift[] {
  return (config.additional ?? []).filter((card) => appliesTo(card.groups, playerGroups));
}

/** SH-054: the header badge counts the new gifts (GF-007) the list would show. */
export function newGiftsCount(gifts: readonly Gift[] | undefined, config: GiftsConfig = {}) {
  return gifts ? shownGifts(gifts, config).filter(isNew).length : 0;
}

/**
 * SH-049 and the game page's meter: the bonus being wagered in `currency` (one at a time per
 * currency: the `handle_bets` one), or undefined.
 */
export function wageringGift(
  gifts: readonly Gift[] | undefined,
  currency: string | undefined,
): Gift | undefined {
  return gifts?.find(
    (gift) => gift.stage === 'handle_bets' && gift.currency === currency && gift.family === 'bonus',
  );
}

/** Free spins being played in `currency` (stage `activated` with spins left). */
export function freespinsInPlay(gifts: readonly Gift[] | undefined, currency?: string): Gift[] {
  return (gifts ?? []).filter(
    (gift) =>
      gift.family === 'freespins' &&
      gift.stage === 'activated' &&
      gift.freespins_left > 0 &&
      (currency === undefined || gift.currency === currency),
  );
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
}

/** GF-027: whole days, hours and minutes until `until`; null when none or already passed. */
export function countdown(until: string | null, now: number): Countdown | null {
  if (!until) return null;
  const left = Date.parse(until) - now;
  if (!Number.isFinite(left) || left <= 0) return null;
  const minutes = Math.floor(left / 60_000);
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/** GF-004: a translation key for the kind's label (`Deposit bonus` → `DEPOSIT_BONUS`). */
export function kindKey(label: string): string {
  return label
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}
