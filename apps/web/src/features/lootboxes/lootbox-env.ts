import type { CurrencyConfig, WheelSegment } from '@croupier/contracts/fe-config';

/**
 * What the lootbox, wheel and chance screens get from outside the feature (features do not
 * import each other): whether a player is signed in, the brand's default wheel set for a guest
 * (wheel-config), the currency display data, and where the mart sells Rocket Chance entries.
 */
export interface LootboxEnv {
  isLoggedIn: boolean;
  /** wheel-config's default set: what a guest sees before signing up. */
  guestSegments: readonly WheelSegment[] | undefined;
  locale: string;
  currencyConfig: CurrencyConfig | null | undefined;
  /**
   * Where Rocket Chance entries are bought with comp points (the rewards mart's special tab),
   * when the mart's page is on for this player; the chance page links there.
   */
  martHref?: string | undefined;
}
