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
  /** Scratch: the grid of the spin being evaluated, `grid[reel * rows + row]`. */
  grid: Int32Array;
  /** Scratch: symbol counts per reel for ways, `counts[reel * symbolCount + symbol]`. */
  counts: Int32Array;
  /** Set by every evaluation: the scatters on the grid just evaluated. */
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
    grid: new Int32Array(cells),
    counts: new Int32Array(reelCount * symbolCount),
    lastScatterCount: 0,
  };
}
