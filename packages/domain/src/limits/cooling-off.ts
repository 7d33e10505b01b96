/**
 * How long a relaxed limit waits before it may apply (RELIABILITY §5 "Limit increase": at least
 * 24 h plus a positive confirmation; 7 days in Germany, GlüStV §6c), and who counts as German:
 * a player living in DE or playing under a German licence.
 */

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export const COOLING_OFF_MS = DAY_MS;
export const GERMAN_COOLING_OFF_MS = 7 * DAY_MS;

/** Licence codes that mean the German regulator (GGL), should the brand carry one. */
const GERMAN_LICENCES: ReadonlySet<string> = new Set(['DE', 'GGL']);

export interface Jurisdiction {
  /** ISO alpha-2, any case. */
  country: string | null | undefined;
  /** The player's licence code (e.g. `GCB`, `EE`). */
  licence: string | null | undefined;
}

export function isGermanPlayer({ country, licence }: Jurisdiction): boolean {
  return (
    country?.trim().toUpperCase() === 'DE' ||
    GERMAN_LICENCES.has(licence?.trim().toUpperCase() ?? '')
  );
}

/** The cooling-off of a raise or removal for this player. */
export function coolingOffMs(jurisdiction: Jurisdiction): number {
  return isGermanPlayer(jurisdiction) ? GERMAN_COOLING_OFF_MS : COOLING_OFF_MS;
}

/** The panic button blocks play for 24 hours, at one click (GlüStV §6i(3)). */
export const PANIC_MS = DAY_MS;

/** A mailed confirmation link works this long; an unconfirmed change then lapses. */
export const CONFIRM_TOKEN_TTL_MS = 7 * DAY_MS;
