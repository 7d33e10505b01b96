import type { CurrencyConfig } from '@croupier/contracts/fe-config';
import type { Player } from '@croupier/contracts/player';
import type { GiftsConfig } from './gift-rules';

/**
 * What the gift screens need from the rest of the site. Features do not import each other, so
 * the app hands these over (app/routes/gifts-screens.tsx): the session's player and how to
 * replace it (GF-021), the gift config documents (GF-016), the money display data, and the
 * `giftPromocode` kept from a landing link (GF-024).
 */
export interface GiftsEnv {
  player: Player;
  onPlayerChange: (player: Player) => void;
  config: GiftsConfig;
  locale: string;
  currencyConfig: CurrencyConfig | null | undefined;
  /** The stored `giftPromocode` (session storage, RT-054) and how to forget it once used. */
  storedPromoCode?: string | null | undefined;
  forgetPromoCode?: (() => void) | undefined;
}
