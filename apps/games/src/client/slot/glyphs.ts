/**
 * Symbol motifs as SVG paths in a 100×100 box (no images: the iframe loads nothing but its
 * bundle). A symbol's name picks its motif by keyword; unknown names get a stable motif from a
 * hash of the name, so the same symbol always looks the same.
 */
export interface Glyph {
  /** Filled shapes. */
  paths: string[];
  /** Optional detail strokes drawn over the fill. */
  details?: string[];
  /** Text glyphs (royals, 7, BAR) instead of paths. */
  text?: string;
  /** Stacked copies of the text (double and triple bars). */
  stack?: number;
  /** Nothing drawn (a classic reel's blank stop). */
  blank?: boolean;
}

const star = (cx: number, cy: number, outer: number, inner: number, points = 5) => {
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    coords.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return `M${coords.join(' L')}Z`;
};
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

export const GLYPHS: Record<string, Glyph> = {
  star: { paths: [star(50, 53, 40, 17)] },
  sun: {
    paths: [circle(50, 50, 22), star(50, 50, 44, 28, 12)],
    details: [circle(50, 50, 14)],
  },
  moon: { paths: ['M62 12A40 40 0 1 0 90 64 32 32 0 1 1 62 12Z'] },
  gem: {
    paths: ['M28 18h44l18 22-40 48-40-48z'],
    details: ['M10 40h80M28 18l10 22 12-22 12 22 10-22M38 40l12 48 12-48'],
  },
  diamond: { paths: ['M50 8 84 50 50 92 16 50z'] },
  crown: {
    paths: ['M14 74 18 28l18 22 14-30 14 30 18-22 4 46z', 'M14 78h72v10H14z'],
    details: [circle(50, 60, 6)],
  },
  heart: { paths: ['M50 88C18 64 8 46 8 32a21 21 0 0 1 42-6 21 21 0 0 1 42 6c0 14-10 32-42 56z'] },
  spade: {
    paths: [
      'M50 8C22 36 10 48 10 62a19 19 0 0 0 36 8l-6 22h20l-6-22a19 19 0 0 0 36-8C90 48 78 36 50 8z',
    ],
  },
  club: {
    paths: [circle(50, 30, 18), circle(29, 58, 18), circle(71, 58, 18), 'M44 56h12l6 36H38z'],
  },
  clover: {
    paths: [circle(36, 34, 16), circle(64, 34, 16), circle(36, 62, 16), circle(64, 62, 16)],
    details: ['M50 50c4 16 10 28 22 40'],
  },
  bell: {
    paths: [
      'M50 12c-20 0-24 20-24 36 0 14-8 20-12 26h72c-4-6-12-12-12-26 0-16-4-36-24-36z',
      circle(50, 82, 8),
    ],
  },
  cherry: {
    paths: [circle(30, 70, 17), circle(70, 66, 17)],
    details: ['M30 54C34 34 44 20 62 12M70 50C66 32 64 22 62 12'],
  },
  flame: {
    paths: [
      'M50 6c12 22 32 34 28 60-2 16-14 26-28 26S22 82 22 64c0-18 14-24 14-42 8 8 12 16 14 24 6-14 4-26 0-40z',
    ],
  },
  leaf: {
    paths: ['M14 86C14 44 42 14 88 12c0 46-30 74-74 74z'],
    details: ['M14 86C38 62 58 40 80 22'],
  },
  wave: {
    paths: [
      'M6 62c14-22 30-22 44-4s30 18 44-4v34H6z',
      'M6 40c14-20 30-20 44-2s30 16 44-4v10c-14 18-30 18-44 2S20 28 6 48z',
    ],
  },
  coin: { paths: [circle(50, 50, 40)], details: [circle(50, 50, 30), star(50, 50, 18, 8)] },
  skull: {
    paths: ['M50 10C26 10 14 28 14 46c0 12 6 20 14 24v16h44V70c8-4 14-12 14-24 0-18-12-36-36-36z'],
    details: [
      circle(36, 48, 8),
      circle(64, 48, 8),
      'M50 58l-5 10h10zM40 86v-10M50 86v-10M60 86v-10',
    ],
  },
  bolt: { paths: ['M58 6 22 56h24l-8 38 40-54H54z'] },
  key: {
    paths: [circle(30, 50, 20), 'M46 44h46v12H82v12H70V56H46z'],
    details: [circle(30, 50, 8)],
  },
  eye: {
    paths: ['M6 50C22 24 78 24 94 50 78 76 22 76 6 50z'],
    details: [circle(50, 50, 16), circle(50, 50, 6)],
  },
  anchor: {
    paths: [
      'M44 24h12v50c12-2 20-10 24-20l10 4C84 76 68 88 50 88S16 76 10 58l10-4c4 10 12 18 24 20z',
      circle(50, 18, 10),
    ],
  },
  horseshoe: {
    paths: ['M20 16h16v34a14 14 0 0 0 28 0V16h16v34a30 30 0 0 1-60 0z'],
    details: ['M28 28v0M72 28v0'],
  },
  dragon: {
    paths: [
      'M12 70c10-30 30-52 58-56-6 8-6 14-2 20 10-6 20-4 26 2-8 2-12 8-12 16 0 18-18 32-40 32-12 0-22-6-30-14z',
    ],
    details: [circle(66, 40, 4), 'M30 76c10 0 22-6 28-16'],
  },
  pyramid: { paths: ['M50 10 92 86H8z'], details: ['M50 10 62 86M22 62h56M34 40h32'] },
  shell: {
    paths: ['M50 88 12 44c0-20 18-34 38-34s38 14 38 34z'],
    details: ['M50 88V12M50 88 26 20M50 88 74 20M50 88 14 40M50 88 86 40'],
  },
  grape: {
    paths: [
      circle(38, 40, 12),
      circle(62, 40, 12),
      circle(50, 58, 12),
      circle(28, 60, 10),
      circle(72, 60, 10),
      circle(50, 78, 11),
    ],
    details: ['M50 28C50 18 56 12 64 10'],
  },
  lemon: {
    paths: ['M12 50C12 28 30 16 50 16s38 12 38 34-18 34-38 34S12 72 12 50z'],
    details: ['M86 50h8M6 50h6'],
  },
  melon: {
    paths: ['M8 40h84a42 42 0 0 1-84 0z'],
    details: ['M16 46a34 34 0 0 0 68 0M36 56v4M50 60v4M64 56v4'],
  },
  feather: { paths: ['M20 88C28 46 52 18 88 10c-4 34-28 62-68 78z'], details: ['M20 88 70 28'] },
};

const KEYWORDS: [string, string][] = [
  ['wild', 'star'],
  ['scatter', 'gem'],
  ['bonus', 'coin'],
  ['sun', 'sun'],
  ['ra', 'sun'],
  ['moon', 'moon'],
  ['night', 'moon'],
  ['star', 'star'],
  ['gem', 'gem'],
  ['jewel', 'gem'],
  ['ruby', 'gem'],
  ['emerald', 'gem'],
  ['sapphire', 'gem'],
  ['crystal', 'gem'],
  ['diamond', 'diamond'],
  ['crown', 'crown'],
  ['king', 'crown'],
  ['queen', 'crown'],
  ['pharaoh', 'pyramid'],
  ['pyramid', 'pyramid'],
  ['heart', 'heart'],
  ['spade', 'spade'],
  ['club', 'club'],
  ['clover', 'clover'],
  ['shamrock', 'clover'],
  ['luck', 'horseshoe'],
  ['horseshoe', 'horseshoe'],
  ['bell', 'bell'],
  ['cherr', 'cherry'],
  ['lemon', 'lemon'],
  ['orange', 'lemon'],
  ['plum', 'grape'],
  ['grape', 'grape'],
  ['melon', 'melon'],
  ['fire', 'flame'],
  ['flame', 'flame'],
  ['phoenix', 'flame'],
  ['leaf', 'leaf'],
  ['forest', 'leaf'],
  ['wave', 'wave'],
  ['sea', 'wave'],
  ['ocean', 'wave'],
  ['pearl', 'shell'],
  ['shell', 'shell'],
  ['anchor', 'anchor'],
  ['coin', 'coin'],
  ['gold', 'coin'],
  ['skull', 'skull'],
  ['bolt', 'bolt'],
  ['thunder', 'bolt'],
  ['storm', 'bolt'],
  ['key', 'key'],
  ['eye', 'eye'],
  ['dragon', 'dragon'],
  ['feather', 'feather'],
];

const FALLBACK = [
  'gem',
  'crown',
  'star',
  'coin',
  'bell',
  'flame',
  'moon',
  'sun',
  'clover',
  'eye',
  'key',
  'shell',
  'bolt',
  'dragon',
  'feather',
];
const ROYALS = new Set(['A', 'K', 'Q', 'J', '10', '9']);
const ROYAL_WORDS: Record<string, string> = {
  ace: 'A',
  king: 'K',
  queen: 'Q',
  jack: 'J',
  ten: '10',
  nine: '9',
};

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

/**
 * The motif for a symbol: "A" or a low "King" → royal text, "Seven" → 7, "Triple Bar" → three
 * bars, "Golden Sun" → sun. Royal words only read as card ranks on low symbols (a high "King"
 * is a picture).
 */
export function glyphFor(name: string, kind: 'low' | 'high' | 'wild' | 'scatter' = 'high'): Glyph {
  const trimmed = name.trim();
  const upper = trimmed.toUpperCase();
  const lower = trimmed.toLowerCase();
  if (lower === 'blank') return { paths: [], blank: true };
  if (ROYALS.has(upper)) return { paths: [], text: upper };
  const royal = ROYAL_WORDS[lower];
  if (royal && kind === 'low') return { paths: [], text: royal };
  if (/^(7|777)$/.test(trimmed) || /seven/i.test(trimmed)) return { paths: [], text: '7' };
  if (/\bbar\b/i.test(trimmed)) {
    const stack = /triple/i.test(trimmed) ? 3 : /double/i.test(trimmed) ? 2 : 1;
    return { paths: [], text: 'BAR', stack };
  }
  const words = lower.split(/[^a-z]+/).filter(Boolean);
  for (const [keyword, glyph] of KEYWORDS) {
    const hit = keyword.length <= 2 ? words.includes(keyword) : lower.includes(keyword);
    if (hit) return GLYPHS[glyph] ?? GLYPHS.star ?? { paths: [] };
  }
  const key = FALLBACK[hash(lower) % FALLBACK.length] ?? 'star';
  return GLYPHS[key] ?? { paths: [] };
}
