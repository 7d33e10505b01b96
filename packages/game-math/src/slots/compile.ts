import type { SlotConfig } from './slot-config.js';

/**
 * A slot configuration turned into flat typed arrays once, so evaluating a spin allocates nothing
 * (DESIGN.md §11: >= 5,000,000 spins/s per thread). Symbols become their index in
 * `config.symbols`.
 */
export interface CompiledSlot {
  config: SlotConfig;
  reelCount: number;
  rows: number;
  symbolCount: number;
  stripLengths: Int32Array;
  /** Each strip followed by its first `rows - 1` symbols, so a window never wraps. */
  windows: Int32Array[];
  /** -1 when the game has none. */
  wild: number;
  scatter: number;
  /** `pays[symbol * (reelCount + 1) + count]` in credits (0 for scatter, see scatterPays). */
  pays: Int32Array;
  /** Indices of symbols that pay on lines or ways (not the scatter). */
  payingSymbols: Int32Array;
  isLines: boolean;
  lineCount: number;
  /** `lineCells[line * reelCount + reel]` = grid cell index (`reel * rows + row`). */
  lineCells: Int32Array;
  /** By scatter count: credits won (the multiple of the stake already applied). */
  scatterPays: Int32Array;
  /** By scatter count: free spins awarded. */
  freeSpinAwards: Int32Array;
  /** `lineRows[line * reelCount + reel]` = the row the line crosses that reel on. */
  lineRows: Int32Array;
  /** All windows end to end; reel r's window at stop s starts at `reelOffset[r] + s`. */
  cells: Int32Array;
  reelOffset: Int32Array;
  /** Per window (`reelOffset[r] + s`): scatters it shows. */
  scatterAt: Int32Array;
  /** Per window and paying symbol k: that symbol or wilds in it, `[(window) * paying + k]`. */
  waysAt: Int32Array;
  /**
   * Lines games with up to 32 lines: per (reel 1 stop × strip 2 length + reel 2 stop), a bit per
   * line that may still pay after its first two symbols. Most lines die there, so a spin only
   * walks the few that survive.
   */
  lineMask: Int32Array | null;
  /** Ways games, the same idea: a bit per paying symbol present on both of the first two reels. */
  waysMask: Int32Array | null;
  /** Scratch: the window start of each reel for the spin being evaluated. */
  base: Int32Array;
  /** Scratch: the grid of a spin being described, `grid[reel * rows + row]`. */
  grid: Int32Array;
  /** Set by every evaluation: the scatters on the spin just evaluated. */
  lastScatterCount: number;
}

export class SlotConfigError extends Error {
  constructor(configId: string, problem: string) {
    super(`slot config ${configId}: ${problem}`);
    this.name = 'SlotConfigError';
  }
}

const cache = new WeakMap<SlotConfig, CompiledSlot>();

/** The compiled form of `config`, validated and cached per config object. */
export function compileSlot(config: SlotConfig): CompiledSlot {
  const cached = cache.get(config);
  if (cached) return cached;
  const compiled = build(config);
  cache.set(config, compiled);
  return compiled;
}

function build(config: SlotConfig): CompiledSlot {
  const fail = (problem: string): never => {
    throw new SlotConfigError(config.id, problem);
  };
  const reelCount = config.reels.length;
  const { rows } = config;
  if (reelCount < 3) fail('needs at least 3 reels');
  if (!Number.isInteger(rows) || rows < 1) fail('rows must be a positive integer');
  if (!Number.isInteger(config.betCredits) || config.betCredits < 1) {
    fail('betCredits must be a positive integer');
  }
  const indexOf = new Map(config.symbols.map((symbol, index) => [symbol.id, index]));
  if (indexOf.size !== config.symbols.length) fail('duplicate symbol id');
  const symbolCount = config.symbols.length;
  const wilds = config.symbols.filter((symbol) => symbol.kind === 'wild');
  const scatters = config.symbols.filter((symbol) => symbol.kind === 'scatter');
  if (wilds.length > 1 || scatters.length > 1) fail('at most one wild and one scatter');
  const wild = wilds[0] ? (indexOf.get(wilds[0].id) ?? -1) : -1;
  const scatter = scatters[0] ? (indexOf.get(scatters[0].id) ?? -1) : -1;
  if (config.scatter && config.scatter.symbol !== scatters[0]?.id) {
    fail('scatter rules name a symbol that is not the scatter');
  }
  if (config.freeSpins && !config.scatter) fail('free spins need scatter rules');

  const stripLengths = new Int32Array(reelCount);
  const windows = config.reels.map((strip, reel) => {
    if (strip.length < rows) fail(`reel ${reel + 1} is shorter than the window`);
    stripLengths[reel] = strip.length;
    const ids = [...strip, ...strip.slice(0, rows - 1)];
    return Int32Array.from(ids, (id) => indexOf.get(id) ?? fail(`unknown symbol ${id}`));
  });

  const pays = new Int32Array(symbolCount * (reelCount + 1));
  const paying: number[] = [];
  config.symbols.forEach((symbol, index) => {
    if (!symbol.pays) return;
    if (symbol.kind === 'scatter') fail('the scatter pays through scatter rules');
    if (symbol.kind === 'wild' && config.evaluation.kind === 'ways') {
      fail('a wild cannot pay on its own in a ways game');
    }
    if (symbol.pays.length > reelCount + 1) fail(`${symbol.id} pays for more symbols than reels`);
    let seenPay = false;
    for (let count = 0; count <= reelCount; count += 1) {
      const credits = symbol.pays[count] ?? 0;
      if (!Number.isInteger(credits) || credits < 0) fail(`${symbol.id} pays must be integers`);
      // The PAR sheet's hit frequency relies on a run that pays still paying when it grows.
      if (seenPay && credits === 0) fail(`${symbol.id} pays must not drop to 0 for longer runs`);
      if (credits > 0) seenPay = true;
      pays[index * (reelCount + 1) + count] = credits;
    }
    if (seenPay && symbol.kind !== 'wild') paying.push(index);
  });

  const isLines = config.evaluation.kind === 'lines';
  const lines = config.evaluation.kind === 'lines' ? config.evaluation.lines : [];
  if (isLines && lines.length === 0) fail('a lines game needs lines');
  const lineCells = new Int32Array(lines.length * reelCount);
  lines.forEach((line, lineIndex) => {
    if (line.length !== reelCount) fail(`line ${lineIndex + 1} needs one row per reel`);
    line.forEach((row, reel) => {
      if (!Number.isInteger(row) || row < 0 || row >= rows) {
        fail(`line ${lineIndex + 1} has a row outside the window`);
      }
      lineCells[lineIndex * reelCount + reel] = reel * rows + row;
    });
  });

  const cells = reelCount * rows;
  const scatterPays = new Int32Array(cells + 1);
  const freeSpinAwards = new Int32Array(cells + 1);
  config.scatter?.pays.forEach((multiple, count) => {
    if (!Number.isInteger(multiple) || multiple < 0) fail('scatter pays must be integers');
    if (count <= cells) scatterPays[count] = multiple * config.betCredits;
  });
  if (config.freeSpins) {
    const { awards, multiplier, maxSpins } = config.freeSpins;
    if (!Number.isInteger(multiplier) || multiplier < 1) fail('free-spin multiplier >= 1');
    if (!Number.isInteger(maxSpins) || maxSpins < 1) fail('free-spin cap must be >= 1');
    awards.forEach((spins, count) => {
      if (!Number.isInteger(spins) || spins < 0) fail('free-spin awards must be integers');
      if (count <= cells) freeSpinAwards[count] = spins;
    });
  }

  // Precomputed per window, so a spin is a handful of table reads (DESIGN.md §11).
  const reelOffset = new Int32Array(reelCount);
  let offset = 0;
  windows.forEach((window, reel) => {
    reelOffset[reel] = offset;
    offset += window.length;
  });
  const cellsFlat = new Int32Array(offset);
  windows.forEach((window, reel) => cellsFlat.set(window, reelOffset[reel]));
  const scatterAt = new Int32Array(offset);
  const waysAt = new Int32Array(offset * paying.length);
  windows.forEach((window, reel) => {
    for (let stop = 0; stop < (stripLengths[reel] as number); stop += 1) {
      const at = (reelOffset[reel] as number) + stop;
      for (let row = 0; row < rows; row += 1) {
        const symbol = window[stop + row];
        if (symbol === scatter) scatterAt[at] = (scatterAt[at] as number) + 1;
        paying.forEach((payingSymbol, k) => {
          if (symbol === payingSymbol || symbol === wild) {
            waysAt[at * paying.length + k] = (waysAt[at * paying.length + k] as number) + 1;
          }
        });
      }
    }
  });
  const lineRows = Int32Array.from(lineCells, (cell) => cell % rows);
  const lineMask = isLines && lines.length <= 32 ? survivingLines() : null;
  const waysMask = !isLines && paying.length <= 32 ? survivingSymbols() : null;
  function survivingSymbols(): Int32Array {
    const [length1, length2] = [stripLengths[0] as number, stripLengths[1] as number];
    const masks = new Int32Array(length1 * length2);
    for (let stop1 = 0; stop1 < length1; stop1 += 1) {
      for (let stop2 = 0; stop2 < length2; stop2 += 1) {
        let mask = 0;
        paying.forEach((symbol, k) => {
          const onFirst = waysAt[stop1 * paying.length + k] as number;
          const onSecond = waysAt[
            ((reelOffset[1] as number) + stop2) * paying.length + k
          ] as number;
          const paysShort = (pays[symbol * (reelCount + 1) + 1] as number) > 0;
          if (onFirst > 0 && (onSecond > 0 || paysShort)) mask |= 1 << k;
        });
        masks[stop1 * length2 + stop2] = mask;
      }
    }
    return masks;
  }
  function survivingLines(): Int32Array {
    const [first, second] = windows as [Int32Array, Int32Array];
    const [length1, length2] = [stripLengths[0] as number, stripLengths[1] as number];
    const masks = new Int32Array(length1 * length2);
    for (let stop1 = 0; stop1 < length1; stop1 += 1) {
      for (let stop2 = 0; stop2 < length2; stop2 += 1) {
        let mask = 0;
        for (let line = 0; line < lines.length; line += 1) {
          const a = first[stop1 + (lineRows[line * reelCount] as number)] as number;
          const b = second[stop2 + (lineRows[line * reelCount + 1] as number)] as number;
          const dead =
            a !== wild &&
            b !== wild &&
            (a === scatter || (a !== b && (pays[a * (reelCount + 1) + 1] as number) === 0));
          if (!dead) mask |= 1 << line;
        }
        masks[stop1 * length2 + stop2] = mask;
      }
    }
    return masks;
  }

  return {
    config,
    reelCount,
    rows,
    symbolCount,
    stripLengths,
    windows,
    wild,
    scatter,
    pays,
    payingSymbols: Int32Array.from(paying),
    isLines,
    lineCount: lines.length,
    lineCells,
    scatterPays,
    freeSpinAwards,
    lineRows,
    lineMask,
    waysMask,
    cells: cellsFlat,
    reelOffset,
    scatterAt,
    waysAt,
    base: new Int32Array(reelCount),
    grid: new Int32Array(cells),
    lastScatterCount: 0,
  };
}
