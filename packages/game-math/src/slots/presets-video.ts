import { VIDEO_LINES_5X3 } from './paylines.js';
import { reelSet, type SymbolCounts } from './reel-strips.js';
import type { FreeSpinRules, SlotConfig, SlotSymbol, Volatility } from './slot-config.js';

/**
 * Video slot presets (5 reels): card-rank lows L1–L5, picture highs H1–H4, a wild and a scatter
 * that triggers free spins. Catalog themes rename the symbols; the math stays. RTPs are in
 * presets.ts (PRESET_RTP_BP), checked against the PAR sheet by presets.test.ts.
 */

type Pays = readonly [three: number, four: number, five: number];

interface VideoSpec {
  id: string;
  volatility: Volatility;
  rows?: number;
  /** Number of paylines, or 'ways' for all-ways (3^5 = 243 on 3 rows, 4^5 = 1024 on 4). */
  lines: number | 'ways';
  betCredits: number;
  lows: readonly [Pays, Pays, Pays, Pays, Pays];
  highs: readonly [Pays, Pays, Pays, Pays];
  wildPays?: Pays;
  /** Symbol counts per strip, shared by all reels except where `reels` overrides. */
  strip: SymbolCounts;
  /** Per-reel changes to `strip` (e.g. no wild on reel 1). */
  reels?: readonly SymbolCounts[];
  /** Multiples of the total stake for 3, 4, 5 scatters. */
  scatterPays: Pays;
  freeSpins?: Omit<FreeSpinRules, 'awards'> & { awards: Pays };
}

const LOW_NAMES = ['Ten', 'Jack', 'Queen', 'King', 'Ace'];
const HIGH_NAMES = ['Bell', 'Horseshoe', 'Crown', 'Diamond'];
const byCount = ([three, four, five]: Pays) => [0, 0, 0, three, four, five];

function videoSlot(spec: VideoSpec): SlotConfig {
  const symbols: SlotSymbol[] = [
    ...spec.lows.map((pays, index) => ({
      id: `L${index + 1}`,
      name: LOW_NAMES[index] ?? `L${index + 1}`,
      kind: 'low' as const,
      pays: byCount(pays),
    })),
    ...spec.highs.map((pays, index) => ({
      id: `H${index + 1}`,
      name: HIGH_NAMES[index] ?? `H${index + 1}`,
      kind: 'high' as const,
      pays: byCount(pays),
    })),
    {
      id: 'WILD',
      name: 'Wild',
      kind: 'wild',
      ...(spec.wildPays ? { pays: byCount(spec.wildPays) } : {}),
    },
    { id: 'SCATTER', name: 'Scatter', kind: 'scatter' },
  ];
  const perReel = Array.from({ length: 5 }, (_, reel) => ({
    ...spec.strip,
    ...spec.reels?.[reel],
  }));
  return {
    id: spec.id,
    engine: 'video-slot',
    volatility: spec.volatility,
    rows: spec.rows ?? 3,
    symbols,
    reels: reelSet(perReel),
    evaluation:
      spec.lines === 'ways'
        ? { kind: 'ways' }
        : { kind: 'lines', lines: VIDEO_LINES_5X3.slice(0, spec.lines) },
    betCredits: spec.betCredits,
    scatter: { symbol: 'SCATTER', pays: byCount(spec.scatterPays) },
    ...(spec.freeSpins
      ? { freeSpins: { ...spec.freeSpins, awards: byCount(spec.freeSpins.awards) } }
      : {}),
  };
}

/** Reel 1 without wilds: a ways game then never pays a way made of wilds alone. */
const NO_WILD_ON_REEL_1 = [{ WILD: 0 }];

export const VIDEO_PRESETS: readonly SlotConfig[] = [
  videoSlot({
    id: 'video-10-lines-low',
    volatility: 'low',
    lines: 10,
    betCredits: 10,
    lows: [
      [19, 38, 152],
      [19, 38, 152],
      [19, 57, 190],
      [19, 57, 190],
      [38, 76, 285],
    ],
    highs: [
      [38, 114, 380],
      [57, 152, 475],
      [76, 190, 570],
      [95, 285, 950],
    ],
    wildPays: [95, 380, 1900],
    strip: { L1: 5, L2: 5, L3: 4, L4: 4, L5: 4, H1: 3, H2: 3, H3: 2, H4: 2, WILD: 1, SCATTER: 1 },
    scatterPays: [2, 10, 50],
  }),
  videoSlot({
    id: 'video-10-lines-medium',
    volatility: 'medium',
    lines: 10,
    betCredits: 10,
    lows: [
      [13, 39, 132],
      [13, 39, 132],
      [13, 53, 197],
      [13, 53, 197],
      [26, 66, 263],
    ],
    highs: [
      [39, 105, 394],
      [53, 132, 526],
      [66, 197, 789],
      [105, 329, 1972],
    ],
    wildPays: [132, 658, 6575],
    strip: { L1: 5, L2: 5, L3: 5, L4: 4, L5: 4, H1: 3, H2: 2, H3: 2, H4: 1, WILD: 1, SCATTER: 1 },
    scatterPays: [2, 10, 100],
    freeSpins: { awards: [10, 15, 20], multiplier: 2, retrigger: false, maxSpins: 20 },
  }),
  videoSlot({
    id: 'video-20-lines-low',
    volatility: 'low',
    lines: 20,
    betCredits: 20,
    lows: [
      [18, 36, 144],
      [18, 36, 144],
      [18, 54, 180],
      [18, 54, 180],
      [36, 72, 270],
    ],
    highs: [
      [36, 108, 360],
      [54, 144, 450],
      [72, 180, 540],
      [90, 270, 900],
    ],
    wildPays: [90, 360, 1800],
    strip: { L1: 5, L2: 5, L3: 4, L4: 4, L5: 4, H1: 3, H2: 3, H3: 2, H4: 2, WILD: 1, SCATTER: 1 },
    scatterPays: [2, 10, 50],
    freeSpins: { awards: [8, 12, 20], multiplier: 1, retrigger: true, maxSpins: 100 },
  }),
  videoSlot({
    id: 'video-20-lines-medium',
    volatility: 'medium',
    lines: 20,
    betCredits: 20,
    lows: [
      [13, 38, 127],
      [13, 38, 127],
      [13, 51, 191],
      [13, 51, 191],
      [26, 64, 255],
    ],
    highs: [
      [38, 102, 382],
      [51, 127, 510],
      [64, 191, 765],
      [102, 319, 1912],
    ],
    wildPays: [127, 638, 6375],
    strip: { L1: 5, L2: 5, L3: 5, L4: 4, L5: 4, H1: 3, H2: 2, H3: 2, H4: 1, WILD: 1, SCATTER: 1 },
    scatterPays: [2, 10, 100],
    freeSpins: { awards: [10, 15, 20], multiplier: 2, retrigger: true, maxSpins: 100 },
  }),
  videoSlot({
    id: 'video-20-lines-high',
    volatility: 'high',
    lines: 20,
    betCredits: 20,
    lows: [
      [10, 30, 100],
      [10, 30, 100],
      [10, 40, 150],
      [20, 50, 200],
      [20, 50, 200],
    ],
    highs: [
      [40, 150, 500],
      [50, 200, 800],
      [80, 300, 1500],
      [100, 500, 4000],
    ],
    wildPays: [200, 2000, 10000],
    strip: { L1: 6, L2: 6, L3: 5, L4: 5, L5: 4, H1: 2, H2: 2, H3: 1, H4: 1, WILD: 1, SCATTER: 1 },
    scatterPays: [2, 20, 200],
    freeSpins: { awards: [10, 15, 25], multiplier: 3, retrigger: true, maxSpins: 150 },
  }),
  videoSlot({
    id: 'video-25-lines-medium',
    volatility: 'medium',
    lines: 25,
    betCredits: 25,
    lows: [
      [13, 38, 127],
      [13, 38, 127],
      [13, 51, 191],
      [13, 51, 191],
      [26, 64, 255],
    ],
    highs: [
      [38, 102, 382],
      [51, 127, 510],
      [64, 191, 765],
      [102, 319, 1912],
    ],
    wildPays: [127, 638, 6375],
    strip: { L1: 5, L2: 5, L3: 5, L4: 4, L5: 4, H1: 3, H2: 2, H3: 2, H4: 1, WILD: 1, SCATTER: 1 },
    scatterPays: [2, 10, 100],
    freeSpins: { awards: [10, 15, 20], multiplier: 2, retrigger: true, maxSpins: 100 },
  }),
  videoSlot({
    id: 'video-25-lines-high',
    volatility: 'high',
    lines: 25,
    betCredits: 25,
    lows: [
      [10, 30, 100],
      [10, 30, 100],
      [10, 40, 150],
      [20, 50, 200],
      [20, 50, 200],
    ],
    highs: [
      [40, 150, 500],
      [50, 200, 800],
      [80, 300, 1500],
      [100, 500, 4000],
    ],
    wildPays: [200, 2000, 10000],
    strip: { L1: 6, L2: 6, L3: 5, L4: 5, L5: 4, H1: 2, H2: 2, H3: 1, H4: 1, WILD: 1, SCATTER: 1 },
    scatterPays: [2, 20, 200],
    freeSpins: { awards: [10, 15, 25], multiplier: 3, retrigger: true, maxSpins: 150 },
  }),
  videoSlot({
    id: 'video-243-ways-low',
    volatility: 'low',
    lines: 'ways',
    betCredits: 25,
    lows: [
      [10, 29, 77],
      [10, 29, 77],
      [10, 38, 96],
      [10, 38, 96],
      [19, 48, 115],
    ],
    highs: [
      [29, 77, 192],
      [29, 96, 240],
      [38, 115, 288],
      [48, 144, 480],
    ],
    strip: { L1: 5, L2: 5, L3: 4, L4: 4, L5: 4, H1: 3, H2: 3, H3: 2, H4: 2, WILD: 1, SCATTER: 1 },
    reels: NO_WILD_ON_REEL_1,
    scatterPays: [2, 10, 50],
  }),
  videoSlot({
    id: 'video-243-ways-medium',
    volatility: 'medium',
    lines: 'ways',
    betCredits: 25,
    lows: [
      [7, 22, 58],
      [7, 22, 58],
      [7, 29, 72],
      [7, 29, 72],
      [14, 36, 86],
    ],
    highs: [
      [22, 72, 180],
      [29, 86, 216],
      [36, 108, 288],
      [58, 180, 720],
    ],
    strip: { L1: 5, L2: 5, L3: 5, L4: 4, L5: 4, H1: 3, H2: 2, H3: 2, H4: 1, WILD: 1, SCATTER: 1 },
    reels: NO_WILD_ON_REEL_1,
    scatterPays: [2, 10, 100],
    freeSpins: { awards: [10, 15, 20], multiplier: 2, retrigger: true, maxSpins: 100 },
  }),
  videoSlot({
    id: 'video-243-ways-high',
    volatility: 'high',
    lines: 'ways',
    betCredits: 25,
    lows: [
      [5, 15, 41],
      [5, 15, 41],
      [5, 21, 52],
      [10, 26, 62],
      [10, 26, 62],
    ],
    highs: [
      [21, 77, 258],
      [26, 103, 386],
      [41, 154, 515],
      [52, 258, 1288],
    ],
    strip: { L1: 6, L2: 6, L3: 5, L4: 5, L5: 4, H1: 2, H2: 2, H3: 1, H4: 1, WILD: 1, SCATTER: 1 },
    reels: NO_WILD_ON_REEL_1,
    scatterPays: [2, 20, 200],
    freeSpins: { awards: [10, 15, 25], multiplier: 3, retrigger: true, maxSpins: 150 },
  }),
  videoSlot({
    id: 'video-1024-ways-high',
    volatility: 'high',
    rows: 4,
    lines: 'ways',
    betCredits: 50,
    lows: [
      [3, 9, 24],
      [3, 9, 24],
      [3, 12, 30],
      [6, 15, 36],
      [6, 15, 36],
    ],
    highs: [
      [12, 45, 150],
      [15, 60, 225],
      [24, 90, 300],
      [30, 150, 750],
    ],
    strip: { L1: 6, L2: 6, L3: 5, L4: 5, L5: 5, H1: 3, H2: 2, H3: 2, H4: 1, WILD: 1, SCATTER: 1 },
    reels: NO_WILD_ON_REEL_1,
    scatterPays: [2, 20, 200],
    freeSpins: { awards: [10, 15, 25], multiplier: 3, retrigger: true, maxSpins: 150 },
  }),
];
