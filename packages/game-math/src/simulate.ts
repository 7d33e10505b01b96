import { dealBaccarat, settleBaccarat } from './baccarat.js';
import { actBlackjack, startBlackjack } from './blackjack.js';
import { basicStrategy } from './blackjack-strategy.js';
import { presetById } from './presets.js';
import type { RandomSource } from './random.js';
import { settleRoulette, spinRoulette } from './roulette.js';
import { compileSlot } from './slots/compile.js';
import { drawStops, evaluateSpin } from './slots/evaluate.js';
import type { SlotConfig } from './slots/slot-config.js';

/**
 * Monte Carlo RTP: plays `rounds` rounds and compares what came back with what was staked.
 * The RTP bench (10^7 rounds) and the tests (short seeded runs) check the PAR sheets and the
 * table odds with it.
 */

export type TableGame =
  'european-roulette' | 'live-roulette' | 'baccarat' | 'blackjack-s17' | 'live-blackjack';

export interface SimulationResult {
  rounds: number;
  staked: number;
  returned: number;
  /** returned / staked. */
  rtp: number;
  /**
   * Standard deviation of one round's return, in mean stakes (for a ratio estimate:
   * sd of returned − rtp × staked): the RTP's standard error is stdDevPerRound / √rounds.
   */
  stdDevPerRound: number;
  /** Spins played, free spins included (slots); rounds for table games. */
  spins: number;
}

/**
 * Plays one round and reports [staked, returned, spins played] in `out`, reused to avoid
 * allocation.
 */
type RoundPlayer = (rng: RandomSource, out: Float64Array) => void;

/**
 * A whole slot round (paid spin plus every free spin) without building any objects: draws the
 * stops and scores them from the compiled tables.
 */
export function slotRoundPlayer(config: SlotConfig): RoundPlayer {
  const slot = compileSlot(config);
  const rules = config.freeSpins;
  const cap = rules?.maxSpins ?? 0;
  const spin = (rng: RandomSource): number => {
    drawStops(slot, rng);
    return evaluateSpin(slot);
  };
  return (rng, out) => {
    let won = spin(rng);
    let played = 0;
    if (rules) {
      let awarded = Math.min(slot.freeSpinAwards[slot.lastScatterCount] ?? 0, cap);
      for (; played < awarded; played += 1) {
        won += spin(rng) * rules.multiplier;
        if (rules.retrigger) {
          awarded = Math.min(awarded + (slot.freeSpinAwards[slot.lastScatterCount] ?? 0), cap);
        }
      }
    }
    out[0] = config.betCredits;
    out[1] = won;
    out[2] = 1 + played;
  };
}

/** Roulette: one straight-up unit on 17 (the highest-variance bet; every bet returns 36/37). */
const roulettePlayer: RoundPlayer = (rng, out) => {
  out[0] = 1;
  out[1] = settleRoulette([{ kind: 'straight', numbers: [17], amount: 1 }], spinRoulette(rng)).win;
};

/** Baccarat: a banker bet of 20 units, so the 5 % commission is exact. */
const baccaratPlayer: RoundPlayer = (rng, out) => {
  out[0] = 20;
  out[1] = settleBaccarat([{ on: 'banker', amount: 20 }], dealBaccarat(rng)).win;
};

/** Blackjack: 2 units (3:2 exact), basic strategy. */
const blackjackPlayer =
  (split: boolean): RoundPlayer =>
  (rng, out) => {
    let state = startBlackjack(2, rng, { split });
    while (!state.finished) state = actBlackjack(state, basicStrategy(state), rng);
    out[0] = state.totalBet;
    out[1] = state.totalWin;
  };

function playerFor(game: SlotConfig | TableGame | string): RoundPlayer {
  if (typeof game !== 'string') return slotRoundPlayer(game);
  switch (game) {
    case 'european-roulette':
    case 'live-roulette':
      return roulettePlayer;
    case 'baccarat':
      return baccaratPlayer;
    case 'blackjack-s17':
      return blackjackPlayer(true);
    case 'live-blackjack':
      return blackjackPlayer(false);
  }
  const preset = presetById(game);
  if (!preset) throw new RangeError(`no game or preset ${game}`);
  return slotRoundPlayer(preset);
}

/** Plays `rounds` rounds of a slot config, a slot preset id or a table game. */
export function simulateRtp(
  game: SlotConfig | TableGame | string,
  rounds: number,
  rng: RandomSource,
): SimulationResult {
  const play = playerFor(game);
  const out = new Float64Array([0, 0, 1]);
  let staked = 0;
  let returned = 0;
  let stakedSquares = 0;
  let returnedSquares = 0;
  let products = 0;
  let spins = 0;
  for (let round = 0; round < rounds; round += 1) {
    play(rng, out);
    spins += out[2] as number;
    const stake = out[0] as number;
    const back = out[1] as number;
    staked += stake;
    returned += back;
    stakedSquares += stake * stake;
    returnedSquares += back * back;
    products += stake * back;
  }
  const rtp = staked > 0 ? returned / staked : 0;
  const meanStake = staked / Math.max(rounds, 1);
  const variance =
    (returnedSquares - 2 * rtp * products + rtp * rtp * stakedSquares) / Math.max(rounds, 1);
  return {
    rounds,
    staked,
    returned,
    rtp,
    stdDevPerRound: meanStake > 0 ? Math.sqrt(Math.max(variance, 0)) / meanStake : 0,
    spins,
  };
}
