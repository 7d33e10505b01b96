import type { RandomSource } from '../random.js';
import { compileSlot, type CompiledSlot } from './compile.js';
import { evaluateSpin, fillGrid, linePay, setStops } from './evaluate.js';
import type { SlotConfig } from './slot-config.js';

/** One paying combination of a spin. */
export interface SlotWin {
  /** The paying symbol's id (the wild's for a run of wilds paying as wilds, the scatter's). */
  symbol: string;
  /** Symbols in the run (reels from the left) or scatters on the grid. */
  count: number;
  /** Index into the config's `lines` (0-based); absent for ways and scatter wins. */
  line?: number;
  /** Ways games: how many ways pay (the counts per reel multiplied). */
  ways?: number;
  /** [reel, row] of every symbol in the win. */
  positions: [reel: number, row: number][];
  /** Credits won, the spin's multiplier included. */
  credits: number;
}

export interface SlotSpin {
  /** Strip index shown on the top row of each reel. */
  stops: number[];
  /** grid[reel][row] symbol ids. */
  grid: string[][];
  wins: SlotWin[];
  /** Free spins this spin added to the round (after the round's cap). */
  freeSpinsAwarded: number;
  /** 1 on the base spin, the free-spin multiplier on free spins. */
  multiplier: number;
  /** Credits this spin won: the sum of `wins`. */
  credits: number;
}

/** A paid spin and every free spin it triggered, settled as one round. */
export interface SlotRound {
  betCredits: number;
  winCredits: number;
  /** spins[0] is the paid spin; free spins follow in play order. */
  spins: SlotSpin[];
}

/** Wins of the grid in `slot.grid`, each multiplied by `multiplier`. */
function describeWins(slot: CompiledSlot, multiplier: number): SlotWin[] {
  const { config, grid, rows, reelCount, wild, scatter, pays } = slot;
  const stride = reelCount + 1;
  const idOf = (symbol: number) => config.symbols[symbol]?.id ?? '';
  const wins: SlotWin[] = [];
  if (slot.isLines) {
    for (let line = 0; line < slot.lineCount; line += 1) {
      // Most lines pay nothing: ask the allocation-free scorer before describing one.
      if (linePay(slot, line) === 0) continue;
      const cells = Array.from(
        { length: reelCount },
        (_, reel) => slot.lineCells[line * reelCount + reel] as number,
      );
      const symbols = cells.map((cell) => grid[cell] as number);
      let wildRun = 0;
      while (wildRun < reelCount && symbols[wildRun] === wild) wildRun += 1;
      const lead = symbols[wildRun];
      let run = wildRun;
      if (lead !== undefined && lead !== scatter) {
        run += 1;
        while (run < reelCount && (symbols[run] === lead || symbols[run] === wild)) run += 1;
      }
      const wildPay = wildRun > 0 ? (pays[wild * stride + wildRun] as number) : 0;
      const leadPay =
        lead !== undefined && lead !== scatter ? (pays[lead * stride + run] as number) : 0;
      if (wildPay === 0 && leadPay === 0) continue;
      const asWild = wildPay >= leadPay;
      const count = asWild ? wildRun : run;
      wins.push({
        symbol: idOf(asWild ? wild : (lead ?? wild)),
        count,
        line,
        positions: cells
          .slice(0, count)
          .map((cell) => [Math.floor(cell / rows), cell % rows] as [number, number]),
        credits: Math.max(wildPay, leadPay) * multiplier,
      });
    }
  } else {
    for (const symbol of slot.payingSymbols) {
      const positions: [number, number][] = [];
      let ways = 1;
      let reel = 0;
      for (; reel < reelCount; reel += 1) {
        let count = 0;
        for (let row = 0; row < rows; row += 1) {
          const shown = grid[reel * rows + row];
          if (shown === symbol || shown === wild) {
            count += 1;
            positions.push([reel, row]);
          }
        }
        if (count === 0) break;
        ways *= count;
      }
      const pay = pays[symbol * stride + reel] as number;
      if (pay === 0) continue;
      const reached = positions.filter(([positionReel]) => positionReel < reel);
      wins.push({
        symbol: idOf(symbol),
        count: reel,
        ways,
        positions: reached,
        credits: ways * pay * multiplier,
      });
    }
  }
  const scatterCount = slot.lastScatterCount;
  const scatterPay = slot.scatterPays[scatterCount] ?? 0;
  if (scatterPay > 0) {
    const positions: [number, number][] = [];
    grid.forEach((symbol, cell) => {
      if (symbol === scatter) positions.push([Math.floor(cell / rows), cell % rows]);
    });
    wins.push({
      symbol: idOf(scatter),
      count: scatterCount,
      positions,
      credits: scatterPay * multiplier,
    });
  }
  return wins;
}

function playSpin(slot: CompiledSlot, rng: RandomSource, multiplier: number) {
  const stops = Array.from(slot.stripLengths, (length) => rng.int(length));
  setStops(slot, stops);
  const credits = evaluateSpin(slot) * multiplier;
  fillGrid(slot);
  const wins = describeWins(slot, multiplier);
  const grid = Array.from({ length: slot.reelCount }, (_, reel) =>
    Array.from(
      { length: slot.rows },
      (_, row) => slot.config.symbols[slot.grid[reel * slot.rows + row] as number]?.id ?? '',
    ),
  );
  const awarded = slot.freeSpinAwards[slot.lastScatterCount] ?? 0;
  return { stops, grid, wins, credits, awarded };
}

/**
 * Plays one paid spin and every free spin it triggers. Free spins use the same reels; each
 * free-spin win is multiplied; with retrigger on, scatters in free spins add spins. A round
 * never holds more than `freeSpins.maxSpins` free spins: awards past the cap are dropped (the
 * PAR sheet counts the cap).
 */
export function spinSlot(config: SlotConfig, rng: RandomSource): SlotRound {
  const slot = compileSlot(config);
  const rules = config.freeSpins;
  const cap = rules?.maxSpins ?? 0;
  const base = playSpin(slot, rng, 1);
  let awardedTotal = rules ? Math.min(base.awarded, cap) : 0;
  const spins: SlotSpin[] = [
    {
      stops: base.stops,
      grid: base.grid,
      wins: base.wins,
      freeSpinsAwarded: awardedTotal,
      multiplier: 1,
      credits: base.credits,
    },
  ];
  let winCredits = base.credits;
  for (let played = 0; rules && played < awardedTotal; played += 1) {
    const spin = playSpin(slot, rng, rules.multiplier);
    const awarded = rules.retrigger ? Math.min(spin.awarded, cap - awardedTotal) : 0;
    awardedTotal += awarded;
    winCredits += spin.credits;
    spins.push({
      stops: spin.stops,
      grid: spin.grid,
      wins: spin.wins,
      freeSpinsAwarded: awarded,
      multiplier: rules.multiplier,
      credits: spin.credits,
    });
  }
  return { betCredits: config.betCredits, winCredits, spins };
}
