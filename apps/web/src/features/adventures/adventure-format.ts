import { countdownParts } from '@croupier/domain/adventures/calendar';
import { numberFormat } from '../../lib/intl-formats';

/** Conditions are in EUR cents (the brand's config); shown as euros in the player's locale. */
export function formatEurCents(cents: number, locale: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** VIP-028: whole days, hours and minutes left until `until` (never negative). */
export function timeLeft(until: string, now: number) {
  return countdownParts(new Date(until), new Date(now));
}
