import { add, div, fraction, mul, roundTo, toNumber, ZERO, type Fraction } from './exact.js';
import { compileSlot, type CompiledSlot } from './slots/compile.js';
import type { SlotConfig } from './slots/slot-config.js';

/**
 * A slot's PAR sheet: exact theoretical figures from counting reel-stop combinations, never
 * from sampling. Every reel stop is equally likely and reels are independent, so a count over
 * one cycle (every combination once, `cycle` = product of strip lengths) divided by the cycle
 * is the exact probability. Returns are fractions of the stake.
 */
export interface ParSheet {
  id: string;
  betCredits: number;
  /** Reel-stop combinations in one cycle. */
  cycle: bigint;
  /** Base game line or way pays. */
  baseReturn: Fraction;
  /** Base game scatter pays. */
  scatterReturn: Fraction;
  /** The free-spin feature, retriggers and the spin cap included, per base spin. */
  freeSpinReturn: Fraction;
  rtp: Fraction;
  /** RTP in basis points, rounded half up (9612 = 96.12 %). */
  rtpBp: number;
  /** A base spin pays anything or awards free spins. */
  hitFrequency: Fraction;
  /** A base spin awards free spins. */
  triggerFrequency: Fraction;
  /** Free spins played per trigger, retriggers included (0 without the feature). */
  freeSpinsPerTrigger: Fraction;
}

/** A count over `cycle` combinations as an exact probability (or expected credits). */
function perCycle(slot: CompiledSlot, count: bigint): Fraction {
  return fraction(count, cycleOf(slot));
}

function cycleOf(slot: CompiledSlot): bigint {
  return slot.stripLengths.reduce((product, length) => product * BigInt(length), 1n);
}

/** How often each symbol sits on each strip: the marginal law of any one cell of that reel. */
function symbolCounts(slot: CompiledSlot): number[][] {
  return Array.from({ length: slot.reelCount }, (_, reel) => {
    const counts = new Array<number>(slot.symbolCount).fill(0);
    const length = slot.stripLengths[reel] as number;
    const window = slot.windows[reel] as Int32Array;
    for (let stop = 0; stop < length; stop += 1) {
      const symbol = window[stop] as number;
      counts[symbol] = (counts[symbol] ?? 0) + 1;
    }
    return counts;
  });
}

/**
 * Expected credits of ONE payline × cycle. Each cell of a line is uniform over its strip and the
 * reels are independent, so every line has the same law: walk the symbol sequences reel by reel,
 * weighting by strip counts, and stop as soon as the line's pay is settled.
 */
function lineCreditsPerCycle(slot: CompiledSlot): bigint {
  const { reelCount, wild, scatter, pays, stripLengths } = slot;
  const counts = symbolCounts(slot);
  const stride = reelCount + 1;
  const rest: bigint[] = [];
  for (let reel = reelCount, product = 1n; reel >= 0; reel -= 1) {
    rest[reel] = product;
    if (reel > 0) product *= BigInt(stripLengths[reel - 1] as number);
  }
  const wildPay = (run: number) =>
    wild >= 0 && run > 0 ? (pays[wild * stride + run] as number) : 0;
  const settle = (reel: number, weight: number, wildRun: number, lead: number, run: number) => {
    const leadPay = lead >= 0 ? (pays[lead * stride + run] as number) : 0;
    return BigInt(Math.max(wildPay(wildRun), leadPay) * weight) * (rest[reel] ?? 1n);
  };
  let total = 0n;
  const walk = (reel: number, weight: number, wildRun: number, lead: number): void => {
    if (reel === reelCount) {
      total += settle(reel, weight, wildRun, lead, reel);
      return;
    }
    const reelCounts = counts[reel] as number[];
    const length = stripLengths[reel] as number;
    const wildCount = wild >= 0 ? (reelCounts[wild] ?? 0) : 0;
    if (lead < 0) {
      // Only wilds so far: a wild extends the wild run, a scatter ends the line, anything else
      // becomes the line's symbol.
      if (wildCount > 0) walk(reel + 1, weight * wildCount, wildRun + 1, -1);
      reelCounts.forEach((count, symbol) => {
        if (count === 0 || symbol === wild) return;
        if (symbol === scatter) total += settle(reel + 1, weight * count, wildRun, -1, 0);
        else walk(reel + 1, weight * count, wildRun, symbol);
      });
      return;
    }
    const matching = (reelCounts[lead] ?? 0) + wildCount;
    if (matching > 0) walk(reel + 1, weight * matching, wildRun, lead);
    if (length > matching)
      total += settle(reel + 1, weight * (length - matching), wildRun, lead, reel);
  };
  walk(0, 1, 0, -1);
  return total;
}

/**
 * Expected way credits × cycle: for a symbol paying on k reels, the product over the first k
 * reels of (sum over stops of its count, wilds included), times the stops of reel k+1 where it
 * is absent, times the free choice of the reels after (reels are independent).
 */
function wayCreditsPerCycle(slot: CompiledSlot): bigint {
  const { reelCount, rows, wild, pays, stripLengths, windows, payingSymbols } = slot;
  const stride = reelCount + 1;
  let total = 0n;
  for (const symbol of payingSymbols) {
    const sums: bigint[] = [];
    const absent: bigint[] = [];
    for (let reel = 0; reel < reelCount; reel += 1) {
      const window = windows[reel] as Int32Array;
      let sum = 0;
      let zero = 0;
      for (let stop = 0; stop < (stripLengths[reel] as number); stop += 1) {
        let count = 0;
        for (let row = 0; row < rows; row += 1) {
          const shown = window[stop + row];
          if (shown === symbol || shown === wild) count += 1;
        }
        sum += count;
        if (count === 0) zero += 1;
      }
      sums.push(BigInt(sum));
      absent.push(BigInt(zero));
    }
    let matched = 1n;
    for (let reels = 1; reels <= reelCount; reels += 1) {
      matched *= sums[reels - 1] ?? 0n;
      const pay = BigInt(pays[symbol * stride + reels] as number);
      if (pay === 0n) continue;
      let combos = matched * pay * (reels < reelCount ? (absent[reels] ?? 0n) : 1n);
      for (let later = reels + 1; later < reelCount; later += 1) {
        combos *= BigInt(stripLengths[later] as number);
      }
      total += combos;
    }
  }
  return total;
}

/** `dist[reel][j]`: stops of `reel` whose window shows j scatters. */
function scatterCountsPerReel(slot: CompiledSlot): bigint[][] {
  const { reelCount, rows, scatter, stripLengths, windows } = slot;
  return Array.from({ length: reelCount }, (_, reel) => {
    const dist = new Array<bigint>(rows + 1).fill(0n);
    const window = windows[reel] as Int32Array;
    for (let stop = 0; stop < (stripLengths[reel] as number); stop += 1) {
      let count = 0;
      for (let row = 0; row < rows; row += 1) if (window[stop + row] === scatter) count += 1;
      dist[count] = (dist[count] ?? 0n) + 1n;
    }
    return dist;
  });
}

function convolve(a: bigint[], b: bigint[]): bigint[] {
  const out = new Array<bigint>(a.length + b.length - 1).fill(0n);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = (out[i + j] ?? 0n) + x * y)));
  return out;
}

/** `suffix[reel][j]`: combinations of reels reel..last showing j scatters in all. */
function scatterSuffixCounts(slot: CompiledSlot): bigint[][] {
  const perReel = scatterCountsPerReel(slot);
  const suffix: bigint[][] = [];
  suffix[slot.reelCount] = [1n];
  for (let reel = slot.reelCount - 1; reel >= 0; reel -= 1) {
    suffix[reel] = convolve(perReel[reel] ?? [1n], suffix[reel + 1] ?? [1n]);
  }
  return suffix;
}

/**
 * Expected free spins played per base spin, exactly. Without retrigger it is the mean capped
 * award. With retrigger, each free spin draws a new award from the same scatter law, so the
 * count of spins is a stopping time; a forward pass over (spins played, spins left) with the
 * cap applied gives P(T > k) for every k, and E[T] = Σ P(T > k). Level k holds numerators over
 * cycle^(k+1).
 */
function expectedFreeSpins(slot: CompiledSlot, scatterLaw: bigint[], cycle: bigint): Fraction {
  const rules = slot.config.freeSpins;
  if (!rules) return ZERO;
  const cap = rules.maxSpins;
  const awardLaw = new Map<number, bigint>();
  scatterLaw.forEach((count, scatters) => {
    const award = Math.min(slot.freeSpinAwards[scatters] ?? 0, cap);
    awardLaw.set(award, (awardLaw.get(award) ?? 0n) + count);
  });
  if (!rules.retrigger) {
    let sum = 0n;
    for (const [award, count] of awardLaw) sum += BigInt(award) * count;
    return fraction(sum, cycle);
  }
  let level = new Array<bigint>(cap + 1).fill(0n);
  for (const [award, count] of awardLaw) if (award > 0) level[award] = (level[award] ?? 0n) + count;
  let numerator = 0n;
  let denominator = cycle;
  for (let played = 0; played < cap; played += 1) {
    let alive = 0n;
    for (let left = 1; left < level.length; left += 1) alive += level[left] ?? 0n;
    // Σ alive_k / cycle^(k+1), kept over the running denominator cycle^(played+1).
    numerator = numerator * (played === 0 ? 1n : cycle) + alive;
    if (played > 0) denominator *= cycle;
    if (alive === 0n) {
      // No spin left anywhere: the remaining terms are zero.
      return fraction(numerator, denominator);
    }
    const room = cap - played - 1;
    const next = new Array<bigint>(room + 1).fill(0n);
    for (let left = 1; left < level.length; left += 1) {
      const mass = level[left] ?? 0n;
      if (mass === 0n) continue;
      for (const [award, count] of awardLaw) {
        const after = Math.min(left - 1 + award, room);
        next[after] = (next[after] ?? 0n) + mass * count;
      }
    }
    level = next;
  }
  return fraction(numerator, denominator);
}

type Outcome = 'win' | 'dead' | 'open';

/** Whether the first `known` reels of `slot.grid` already decide a line or way win. */
function classifyPrefix(slot: CompiledSlot, known: number, minRun: Int32Array): Outcome {
  const { grid, reelCount, rows, wild, scatter, lineCells, lineCount } = slot;
  const wildMin = wild >= 0 ? (minRun[wild] as number) : Infinity;
  let allDead = true;
  if (slot.isLines) {
    for (let line = 0; line < lineCount; line += 1) {
      let reel = 0;
      let lead = -1;
      while (reel < known) {
        const symbol = grid[lineCells[line * reelCount + reel] as number] as number;
        if (symbol !== wild) {
          lead = symbol;
          break;
        }
        reel += 1;
      }
      const wildRun = reel;
      if (wildRun >= wildMin) return 'win';
      if (lead < 0) {
        allDead = false;
        continue;
      }
      if (lead === scatter) continue;
      let run = reel + 1;
      while (run < known) {
        const symbol = grid[lineCells[line * reelCount + run] as number] as number;
        if (symbol !== lead && symbol !== wild) break;
        run += 1;
      }
      const need = minRun[lead] as number;
      if (run >= need) return 'win';
      if (run === known && need <= reelCount) allDead = false;
    }
    return allDead ? 'dead' : 'open';
  }
  for (const symbol of slot.payingSymbols) {
    let run = 0;
    while (run < known) {
      let present = false;
      for (let row = 0; row < rows; row += 1) {
        const shown = grid[run * rows + row];
        if (shown === symbol || shown === wild) present = true;
      }
      if (!present) break;
      run += 1;
    }
    const need = minRun[symbol] as number;
    if (run >= need) return 'win';
    if (run === known && need <= reelCount) allDead = false;
  }
  return allDead ? 'dead' : 'open';
}

/**
 * Base spins that pay anything or award free spins, × cycle. Walks reel stops from the left and
 * stops a branch once its line/way outcome is decided; the reels after it then only matter
 * through their scatter count, taken from the suffix law.
 */
function hitsPerCycle(slot: CompiledSlot): bigint {
  const { reelCount, rows, stripLengths, windows, grid, scatter, pays } = slot;
  const stride = reelCount + 1;
  const minRun = new Int32Array(slot.symbolCount).fill(reelCount + 1);
  for (let symbol = 0; symbol < slot.symbolCount; symbol += 1) {
    for (let count = reelCount; count >= 1; count -= 1) {
      if ((pays[symbol * stride + count] as number) > 0) minRun[symbol] = count;
    }
  }
  const suffix = scatterSuffixCounts(slot);
  const scatterHit = (count: number) =>
    (slot.scatterPays[count] ?? 0) > 0 || (slot.freeSpinAwards[count] ?? 0) > 0;
  const rest: bigint[] = [];
  for (let reel = reelCount, product = 1n; reel >= 0; reel -= 1) {
    rest[reel] = product;
    if (reel > 0) product *= BigInt(stripLengths[reel - 1] as number);
  }
  let hits = 0n;
  const walk = (reel: number, scatters: number): void => {
    const outcome = reel === 0 ? 'open' : classifyPrefix(slot, reel, minRun);
    if (outcome === 'win') {
      hits += rest[reel] ?? 1n;
      return;
    }
    if (outcome === 'dead' || reel === reelCount) {
      (suffix[reel] ?? []).forEach((count, more) => {
        if (scatterHit(scatters + more)) hits += count;
      });
      return;
    }
    const window = windows[reel] as Int32Array;
    for (let stop = 0; stop < (stripLengths[reel] as number); stop += 1) {
      let shownScatters = 0;
      for (let row = 0; row < rows; row += 1) {
        const symbol = window[stop + row] as number;
        grid[reel * rows + row] = symbol;
        if (symbol === scatter) shownScatters += 1;
      }
      walk(reel + 1, scatters + shownScatters);
    }
  };
  walk(0, 0);
  return hits;
}

/** The exact PAR sheet of a slot configuration. */
export function parSheet(config: SlotConfig): ParSheet {
  const slot = compileSlot(config);
  const cycle = cycleOf(slot);
  const bet = fraction(BigInt(config.betCredits));
  const payCredits = slot.isLines
    ? BigInt(slot.lineCount) * lineCreditsPerCycle(slot)
    : wayCreditsPerCycle(slot);
  const scatterLaw = slot.scatter >= 0 ? (scatterSuffixCounts(slot)[0] ?? [cycle]) : [cycle];
  let scatterCredits = 0n;
  let triggers = 0n;
  scatterLaw.forEach((count, scatters) => {
    scatterCredits += BigInt(slot.scatterPays[scatters] ?? 0) * count;
    if ((slot.freeSpinAwards[scatters] ?? 0) > 0) triggers += count;
  });
  const baseReturn = div(perCycle(slot, payCredits), bet);
  const scatterReturn = div(perCycle(slot, scatterCredits), bet);
  const freeSpins = expectedFreeSpins(slot, scatterLaw, cycle);
  const multiplier = fraction(BigInt(config.freeSpins?.multiplier ?? 1));
  // Wald's identity: the spins played are a stopping time and each free spin is an independent
  // draw, so the feature returns E[spins] × E[one spin's win] × multiplier.
  const freeSpinReturn = mul(mul(freeSpins, multiplier), add(baseReturn, scatterReturn));
  const rtp = add(add(baseReturn, scatterReturn), freeSpinReturn);
  const triggerFrequency = perCycle(slot, triggers);
  return {
    id: config.id,
    betCredits: config.betCredits,
    cycle,
    baseReturn,
    scatterReturn,
    freeSpinReturn,
    rtp,
    rtpBp: roundTo(rtp, 10_000),
    hitFrequency: perCycle(slot, hitsPerCycle(slot)),
    triggerFrequency,
    freeSpinsPerTrigger: triggers === 0n ? ZERO : div(freeSpins, triggerFrequency),
  };
}

/** The sheet's figures as plain numbers, for printing and sigma bands. */
export function parSummary(sheet: ParSheet) {
  return {
    id: sheet.id,
    rtp: toNumber(sheet.rtp),
    rtpBp: sheet.rtpBp,
    base: toNumber(sheet.baseReturn),
    scatter: toNumber(sheet.scatterReturn),
    freeSpins: toNumber(sheet.freeSpinReturn),
    hitFrequency: toNumber(sheet.hitFrequency),
    triggerFrequency: toNumber(sheet.triggerFrequency),
    freeSpinsPerTrigger: toNumber(sheet.freeSpinsPerTrigger),
  };
}
