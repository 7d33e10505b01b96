import {
  MART_TAB_GROUP,
  MONEY_REWARD_IMAGE_AMOUNTS,
  SALE_TIME_ZONE,
  type MartTab,
  type RewardGroup,
  type Sale,
  type SaleCard,
} from '@croupier/contracts/comp-points';
import type { RewardsMartTab } from '../../config/paths';

/**
 * The rewards mart's rules as the player sees them (engagement.md §2 Rewards mart, §3 Comp
 * points, Sale, Reward card, §4 Comp points and exchange, §5, §9; CP-004, CP-008, CP-011,
 * CP-016..CP-020, CP-024). Pure functions, tested beside.
 */

export type { MartTab };

/** CP-004: which group each tab lists (the contract's map); `all` lists every group. */
export const TAB_GROUP: Record<RewardsMartTab, RewardGroup> = MART_TAB_GROUP;

/** What the rules need of a card: its group and its price in points. */
export interface PricedCard {
  group: string;
  price_points: number;
}

/** CP-008: affordable when the chargeable balance covers the cost. */
export const isAffordable = (balance: number, price: number): boolean => balance >= price;

/** CP-008: the points still missing (cost − balance), 0 when affordable. */
export const missingPoints = (balance: number, price: number): number =>
  Math.max(0, price - balance);

/** CP-011 (engagement.md §5): at most floor(balance ÷ price) units, 0 when none is affordable. */
export function maxQuantity(balance: number, price: number): number {
  if (price <= 0 || balance <= 0) return 0;
  return Math.floor(balance / price);
}

/** CP-010: the selector shows only when more than one unit is affordable. */
export const showsQuantitySelector = (balance: number, price: number): boolean =>
  maxQuantity(balance, price) > 1;

/** CP-011: a wanted quantity kept within 1..max (min 1 even when max is 0: the button is off). */
export function clampQuantity(wanted: number, max: number): number {
  if (!Number.isFinite(wanted)) return 1;
  return Math.min(Math.max(1, Math.floor(wanted)), Math.max(1, max));
}

/**
 * The cards a tab lists (CP-004). The root tab lists every group but DISCOUNT: a discounted
 * rate is listed in its own group (at its sale price) and once more under DISCOUNT.
 */
export function cardsForTab<C extends PricedCard>(cards: readonly C[], tab: MartTab): C[] {
  if (tab === 'all') return cards.filter((card) => card.group !== TAB_GROUP.discounts);
  return cards.filter((card) => card.group === TAB_GROUP[tab]);
}

/**
 * CP-020: a tab is accented for a signed-in player when at least one of its cards is
 * affordable; a guest sees no accent.
 */
export function accentedTabs(
  cards: readonly PricedCard[],
  balance: number | null,
): Set<RewardsMartTab> {
  const accented = new Set<RewardsMartTab>();
  if (balance === null) return accented;
  for (const [tab, group] of Object.entries(TAB_GROUP) as [RewardsMartTab, RewardGroup][]) {
    if (cards.some((card) => card.group === group && isAffordable(balance, card.price_points))) {
      accented.add(tab);
    }
  }
  return accented;
}

/** Minutes east of UTC of `timeZone` at `instant`. */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((local - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * CP-018: the instant the sale ends: 23:59:59 Europe/Malta of `endDate` (DD/MM/YYYY), the last
 * second included. Null for a date that does not parse.
 */
export function saleEndsAt(endDate: string, timeZone = SALE_TIME_ZONE): number | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(endDate.trim());
  if (!match) return null;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, 23, 59, 59);
  const check = new Date(wall);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null;
  // Two passes: the offset at the guessed instant may differ across a DST change.
  let instant = wall - zoneOffsetMinutes(wall, timeZone) * 60_000;
  instant = wall - zoneOffsetMinutes(instant, timeZone) * 60_000;
  return instant + 999;
}

/** CP-016: a sale runs until its end and only while it has discounted cards. */
export function isSaleRunning(sale: Sale | null | undefined, now: number): boolean {
  if (!sale) return false;
  const end = saleEndsAt(sale.endDate);
  if (end === null || now > end) return false;
  return Object.values(sale.cards).some((cards) => (cards?.length ?? 0) > 0);
}

const isRewardGroup = (group: string): group is RewardGroup => group in GROUP_NAMES;
const GROUP_NAMES: Record<RewardGroup, true> = {
  FREE_SPINS: true,
  MONEY_REWARD: true,
  SPECIAL_REWARDS: true,
  DISCOUNT: true,
};

/** Reads `blocks.json.sale` of the CMS page; anything malformed is no sale. */
export function readSale(json: Record<string, unknown> | undefined): Sale | null {
  const sale = json?.sale;
  if (!sale || typeof sale !== 'object') return null;
  const { endDate, cards } = sale as { endDate?: unknown; cards?: unknown };
  if (typeof endDate !== 'string' || !cards || typeof cards !== 'object') return null;
  const shown: Sale['cards'] = {};
  for (const [group, list] of Object.entries(cards as Record<string, unknown>)) {
    if (!Array.isArray(list) || !isRewardGroup(group)) continue;
    shown[group] = list.filter(
      (card): card is SaleCard =>
        typeof card === 'object' &&
        card !== null &&
        Number.isInteger((card as SaleCard).rate_id) &&
        typeof (card as SaleCard).discount_percent === 'number',
    );
  }
  return { endDate, cards: shown };
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
}

/** CP-019: the time left in days, hours and minutes; null once it has passed. */
export function remainingUntil(end: number, now: number): Remaining | null {
  const left = end - now;
  if (left <= 0) return null;
  const minutes = Math.floor(left / 60_000);
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/**
 * CP-024: the picture of a money reward: the largest mapped amount not above it (the smallest
 * for anything below the first), named by its amount in whole units.
 */
export function moneyImageFor(amountCents: number): string {
  let chosen: number = MONEY_REWARD_IMAGE_AMOUNTS[0];
  for (const amount of MONEY_REWARD_IMAGE_AMOUNTS) if (amountCents >= amount) chosen = amount;
  return `/brand/mart/money-${chosen / 100}.svg`;
}
