/** Game mathematics: pure, no I/O (DESIGN.md §6). Randomness comes in through `RandomSource`. */
export { cryptoRandom, seededRandom, type RandomSource } from './random.js';
export type {
  FreeSpinRules,
  LinesEvaluation,
  ScatterRules,
  SlotConfig,
  SlotEngine,
  SlotSymbol,
  SymbolKind,
  Volatility,
  WaysEvaluation,
} from './slots/slot-config.js';
export { SlotConfigError } from './slots/compile.js';
export { PRESET_RTP_BP, SLOT_PRESETS, presetById } from './presets.js';
export { parSheet, parSummary, type ParSheet } from './par-sheet.js';
export { evaluateStops, stopsEvaluator } from './slots/evaluate.js';
export type { Fraction } from './exact.js';
export { spinSlot, type SlotRound, type SlotSpin, type SlotWin } from './slots/spin-slot.js';
export {
  ROULETTE_ODDS,
  RouletteBetError,
  rouletteColor,
  settleRoulette,
  spinRoulette,
  validateRouletteBet,
  type RouletteBet,
  type RouletteColor,
  type RouletteSettlement,
} from './roulette.js';
export { RANKS, SUITS, type Card, type Rank, type Suit } from './cards.js';
export {
  BACCARAT_DECKS,
  BaccaratBetError,
  baccaratPayout,
  dealBaccarat,
  settleBaccarat,
  type BaccaratBet,
  type BaccaratCoup,
  type BaccaratSettlement,
  type BaccaratSide,
} from './baccarat.js';
export {
  actBlackjack,
  BlackjackError,
  cardPoints,
  dealerUpCardView,
  handValue,
  startBlackjack,
  type BlackjackAction,
  type BlackjackHand,
  type BlackjackRules,
  type BlackjackState,
  type HandResult,
  type HandStatus,
} from './blackjack.js';
export { basicStrategy, strategyFor } from './blackjack-strategy.js';
export { blackjackReturn } from './blackjack-odds.js';
export { simulateRtp, slotRoundPlayer, type SimulationResult, type TableGame } from './simulate.js';
export { baccaratOdds, type BaccaratOdds } from './baccarat-odds.js';
