import { addDays, fromDmy, startOfDate, endOfDate } from '../adventures/local-dates';

/**
 * The mart's sale (engagement.md §3 Sale; CP-017, CP-018): the CMS page `rocket-mart` carries
 * `sale.endDate` (DD/MM/YYYY) and `sale.cards[group] = [{rate_id, discount_percent}]`. The sale
 * runs until 23:59:59 Europe/Malta of `endDate` (CP-018 proposal), and the server prices a
 * discounted exchange from the same data, so a client cannot invent a price.
 */

export const SALE_ZONE = 'Europe/Malta';

export interface SaleCardRule {
  rate_id: number;
  discount_percent: number;
}

export interface SaleRule {
  endDate: string;
  cards: Partial<Record<string, readonly SaleCardRule[]>>;
}

/** The last second of the sale (23:59:59 Malta time of endDate), or null for a bad date. */
export function saleEndsAt(endDate: string): Date | null {
  const date = fromDmy(endDate);
  return date === null ? null : endOfDate(date, SALE_ZONE);
}

/** Whether the sale still runs at `now` (through the whole last second of its end date). */
export function isSaleRunning(sale: SaleRule | null, now: Date): boolean {
  if (!sale) return false;
  const date = fromDmy(sale.endDate);
  if (date === null) return false;
  return now.getTime() < startOfDate(addDays(date, 1), SALE_ZONE).getTime();
}

/** The discount of a rate while the sale runs: the first card naming it, in any group. */
export function saleDiscountFor(sale: SaleRule | null, rateId: number, now: Date): number | null {
  if (!sale || !isSaleRunning(sale, now)) return null;
  for (const cards of Object.values(sale.cards)) {
    const card = cards?.find((entry) => entry.rate_id === rateId);
    if (card && card.discount_percent >= 1 && card.discount_percent <= 99) {
      return Math.trunc(card.discount_percent);
    }
  }
  return null;
}

/**
 * The price after a discount, rounded up to a whole point, so the discount never exceeds its
 * percent and a price is never 0.
 */
export function discountedPrice(fullPrice: number, discountPercent: number): number {
  const discounted = Math.ceil((fullPrice * (100 - discountPercent)) / 100);
  return Math.max(1, discounted);
}

/** `DD/MM/YYYY` of the date `days` after `now` in Malta (the seed's running sale). */
export function saleEndDateAfter(now: Date, days: number): string {
  const end = new Date(now.getTime() + days * 86_400_000);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: SALE_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(end);
  return parts;
}
