import { CLASSIC_LINES_3X3 } from './paylines.js';
import { reelSet, type SymbolCounts } from './reel-strips.js';
import type { SlotConfig, SlotSymbol, Volatility } from './slot-config.js';

/**
 * Classic 3-reel slots (3 rows): blanks, cherries that pay from one on the first reel, bars,
 * sevens and a wild that substitutes (and pays on its own for three). No scatter, no feature.
 */

interface ClassicSpec {
  id: string;
  volatility: Volatility;
  lines: 1 | 5;
  /** Credits per line for 1, 2, 3 cherries from the left. */
  cherry: readonly [number, number, number];
  /** Credits per line for three of each. */
  bar: number;
  doubleBar: number;
  tripleBar: number;
  seven: number;
  wild: number;
  strip: SymbolCounts;
}

function classicSlot(spec: ClassicSpec): SlotConfig {
  const three = (credits: number) => [0, 0, 0, credits];
  const symbols: SlotSymbol[] = [
    { id: 'BLANK', name: 'Blank', kind: 'low' },
    { id: 'CHERRY', name: 'Cherry', kind: 'low', pays: [0, ...spec.cherry] },
    { id: 'BAR', name: 'Bar', kind: 'low', pays: three(spec.bar) },
    { id: 'BAR2', name: 'Double Bar', kind: 'high', pays: three(spec.doubleBar) },
    { id: 'BAR3', name: 'Triple Bar', kind: 'high', pays: three(spec.tripleBar) },
    { id: 'SEVEN', name: 'Seven', kind: 'high', pays: three(spec.seven) },
    { id: 'WILD', name: 'Wild', kind: 'wild', pays: three(spec.wild) },
  ];
  return {
    id: spec.id,
    engine: 'classic-slot',
    volatility: spec.volatility,
    rows: 3,
    symbols,
    reels: reelSet([spec.strip, spec.strip, spec.strip]),
    evaluation: { kind: 'lines', lines: CLASSIC_LINES_3X3.slice(0, spec.lines) },
    betCredits: spec.lines,
  };
}

export const CLASSIC_PRESETS: readonly SlotConfig[] = [
  classicSlot({
    id: 'classic-1-line-low',
    volatility: 'low',
    lines: 1,
    cherry: [2, 5, 15],
    bar: 20,
    doubleBar: 30,
    tripleBar: 60,
    seven: 120,
    wild: 300,
    strip: { BLANK: 11, CHERRY: 4, BAR: 5, BAR2: 4, BAR3: 3, SEVEN: 2, WILD: 1 },
  }),
  classicSlot({
    id: 'classic-5-lines-medium',
    volatility: 'medium',
    lines: 5,
    cherry: [2, 6, 15],
    bar: 18,
    doubleBar: 35,
    tripleBar: 75,
    seven: 150,
    wild: 750,
    strip: { BLANK: 12, CHERRY: 3, BAR: 5, BAR2: 4, BAR3: 3, SEVEN: 2, WILD: 1 },
  }),
  classicSlot({
    id: 'classic-1-line-high',
    volatility: 'high',
    lines: 1,
    cherry: [1, 6, 25],
    bar: 12,
    doubleBar: 30,
    tripleBar: 90,
    seven: 320,
    wild: 3000,
    strip: { BLANK: 12, CHERRY: 3, BAR: 5, BAR2: 4, BAR3: 3, SEVEN: 1, WILD: 1 },
  }),
];
