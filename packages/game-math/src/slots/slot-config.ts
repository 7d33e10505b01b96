/**
 * A slot machine's mathematics, as data. Money never appears here: the game counts in credits,
 * the stake is `betCredits` credits per spin and the studio multiplies by the coin value (minor
 * units per credit), so a win is always the integer `coin × winCredits`.
 */

export type SymbolKind = 'low' | 'high' | 'wild' | 'scatter';
export type Volatility = 'low' | 'medium' | 'high';
export type SlotEngine = 'video-slot' | 'classic-slot';

export interface SlotSymbol {
  /** Stable id used on reel strips, grids and wins (e.g. `A`, `WILD`). */
  id: string;
  /** Display name (a catalog theme may rename it). */
  name: string;
  kind: SymbolKind;
  /**
   * Credits won by `count` of this symbol in a row from the left, indexed by count
   * (`pays[3]` = three of a kind): per line for a lines game, per way for a ways game. A wild
   * may pay on its own only in a lines game. Scatters pay through {@link SlotConfig.scatter}.
   */
  pays?: readonly number[];
}

/** Paylines as one row index per reel (`[1, 1, 1, 1, 1]` = the middle row of a 3-row game). */
export interface LinesEvaluation {
  kind: 'lines';
  lines: readonly (readonly number[])[];
}

/** Every path of adjacent reels from the left pays: counts per reel multiplied (243, 1024 ways). */
export interface WaysEvaluation {
  kind: 'ways';
}

export interface ScatterRules {
  /** The scatter symbol's id; it counts anywhere on the grid and is never substituted. */
  symbol: string;
  /** Indexed by scatter count: win as a multiple of the total stake (`betCredits`). */
  pays: readonly number[];
}

export interface FreeSpinRules {
  /** Indexed by scatter count: free spins awarded (0 = none). */
  awards: readonly number[];
  /** Every free-spin win (line, way and scatter) is multiplied by this. */
  multiplier: number;
  /** Scatters during free spins award more free spins (same table). */
  retrigger: boolean;
  /**
   * Hard cap on the free spins one round can hold: awards beyond it are dropped, so a round
   * always ends. The PAR sheet accounts for the cap exactly.
   */
  maxSpins: number;
}

export interface SlotConfig {
  /** Stable kebab-case id; the catalog's `preset`. */
  id: string;
  engine: SlotEngine;
  volatility: Volatility;
  /** Visible rows per reel. */
  rows: number;
  symbols: readonly SlotSymbol[];
  /**
   * One strip of symbol ids per reel, circular. A stop is the strip index shown on the top row;
   * the rows below show the following strip symbols.
   */
  reels: readonly (readonly string[])[];
  evaluation: LinesEvaluation | WaysEvaluation;
  /** Credits staked per spin (e.g. 20 on a 20-line game, 25 on a 243-ways game). */
  betCredits: number;
  scatter?: ScatterRules;
  freeSpins?: FreeSpinRules;
}
