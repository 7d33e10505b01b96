import type { ReactNode } from 'react';
import type { CurrencyConfig } from '@croupier/contracts/fe-config';

/** What the mart needs of the signed-in player (null: a guest). */
export interface MartPlayer {
  currency: string;
  groups: readonly number[];
}

/**
 * What the mart's screens get from outside the feature (features do not import each other):
 * the session's player, the brand's multi-account group (CP-013), the gifts feature's
 * enable-bonuses confirmation (GF-021) and the currency display data.
 */
export interface MartEnv {
  player: MartPlayer | null;
  /** The brand's multi-account group (platform-core.md §9: 100): warned, never exchanged. */
  multiAccountGroup: number | undefined;
  /**
   * Runs `action` at once for a player who may get bonuses; asks the enable-bonuses question
   * first (shown by `bonusDialog`) for one who turned them off (CP-013 step 2).
   */
  guardBonus: (action: () => void) => void;
  bonusDialog: ReactNode;
  locale: string;
  currencyConfig: CurrencyConfig | null | undefined;
}
