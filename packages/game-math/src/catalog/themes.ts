/**
 * Slot themes: words for titles, the motifs and palettes the thumbnail draws, and the collection
 * a theme belongs to. Titles combine an adjective, a theme noun and sometimes a suffix, which
 * gives thousands of combinations; uniqueness within a provider is enforced by the generator.
 */
export interface Theme {
  slug: string;
  nouns: readonly string[];
  /** Motifs the thumbnail renderer knows (see thumbnail-motifs.ts). */
  motifs: readonly string[];
  palettes: readonly (readonly string[])[];
  accents: readonly string[];
  /** Collection slug the theme's games join. */
  collection?: string;
}

export const THEMES: readonly Theme[] = [
  {
    slug: 'egypt',
    nouns: ['Pharaoh', 'Scarab', 'Sphinx', 'Nile', 'Anubis', 'Oasis', 'Obelisk', 'Papyrus'],
    motifs: ['sun', 'pyramid', 'eye'],
    palettes: [
      ['#3b2a12', '#a8741a', '#f2c14e'],
      ['#102a43', '#2f6f8f', '#d9a441'],
    ],
    accents: ['#ffd66b', '#f7e3a1'],
    collection: 'egypt',
  },
  {
    slug: 'fruit',
    nouns: ['Cherries', 'Lemons', 'Fruits', 'Melons', 'Plums', 'Bells', 'Sevens', 'Grapes'],
    motifs: ['cherry', 'seven', 'bell'],
    palettes: [
      ['#5b0e2d', '#b3123f', '#ff5964'],
      ['#1b4332', '#2d6a4f', '#95d5b2'],
    ],
    accents: ['#ffe66d', '#ffffff'],
    collection: 'fruit-classics',
  },
  {
    slug: 'christmas',
    nouns: ['Sleigh', 'Snowfall', 'Stocking', 'Reindeer', 'Mistletoe', 'Elves', 'Yuletide'],
    motifs: ['snowflake', 'star', 'bell'],
    palettes: [
      ['#0b3d2e', '#14532d', '#b91c1c'],
      ['#0c1b3a', '#1e3a8a', '#93c5fd'],
    ],
    accents: ['#fef3c7', '#fca5a5'],
    collection: 'christmas',
  },
  {
    slug: 'halloween',
    nouns: ['Pumpkins', 'Hauntings', 'Crypt', 'Witches', 'Graveyard', 'Banshee', 'Lanterns'],
    motifs: ['skull', 'moon', 'flame'],
    palettes: [
      ['#1a0b2e', '#4c1d95', '#f97316'],
      ['#0f0f0f', '#3f1d0b', '#ea580c'],
    ],
    accents: ['#fdba74', '#e9d5ff'],
    collection: 'halloween',
  },
  {
    slug: 'asian',
    nouns: ['Dragon', 'Koi', 'Lotus', 'Pagoda', 'Jade', 'Lantern', 'Tiger', 'Fortune'],
    motifs: ['dragon', 'coin', 'flame'],
    palettes: [
      ['#450a0a', '#991b1b', '#f59e0b'],
      ['#052e16', '#047857', '#fcd34d'],
    ],
    accents: ['#fde68a', '#fecaca'],
    collection: 'asian-fortune',
  },
  {
    slug: 'norse',
    nouns: ['Valkyrie', 'Runes', 'Fjord', 'Mjolnir', 'Longship', 'Raven', 'Jarl', 'Frost'],
    motifs: ['crown', 'wave', 'star'],
    palettes: [
      ['#0f172a', '#334155', '#94a3b8'],
      ['#082f49', '#0e7490', '#a5f3fc'],
    ],
    accents: ['#e2e8f0', '#fbbf24'],
    collection: 'norse-myths',
  },
  {
    slug: 'ocean',
    nouns: ['Tides', 'Pearls', 'Reef', 'Mermaid', 'Kraken', 'Lagoon', 'Anchor', 'Shipwreck'],
    motifs: ['wave', 'anchor', 'gem'],
    palettes: [
      ['#042f2e', '#0f766e', '#5eead4'],
      ['#0c4a6e', '#0284c7', '#7dd3fc'],
    ],
    accents: ['#f0fdfa', '#fde68a'],
    collection: 'ocean',
  },
  {
    slug: 'west',
    nouns: ['Outlaw', 'Saloon', 'Canyon', 'Sheriff', 'Gold Rush', 'Stagecoach', 'Mustang'],
    motifs: ['star', 'coin', 'sun'],
    palettes: [
      ['#431407', '#9a3412', '#fdba74'],
      ['#292524', '#78350f', '#fbbf24'],
    ],
    accents: ['#fef3c7', '#fed7aa'],
    collection: 'wild-west',
  },
  {
    slug: 'space',
    nouns: ['Nebula', 'Comet', 'Orbit', 'Galaxy', 'Starship', 'Quasar', 'Eclipse', 'Meteor'],
    motifs: ['moon', 'star', 'gem'],
    palettes: [
      ['#020617', '#312e81', '#a855f7'],
      ['#0b1026', '#1e1b4b', '#22d3ee'],
    ],
    accents: ['#e0e7ff', '#67e8f9'],
    collection: 'space',
  },
  {
    slug: 'jewels',
    nouns: ['Gems', 'Rubies', 'Sapphires', 'Diamonds', 'Emeralds', 'Crystals', 'Treasure'],
    motifs: ['gem', 'crown', 'star'],
    palettes: [
      ['#2e1065', '#7e22ce', '#f0abfc'],
      ['#083344', '#0891b2', '#a7f3d0'],
    ],
    accents: ['#fdf4ff', '#fef08a'],
    collection: 'jewels',
  },
  {
    slug: 'irish',
    nouns: ['Clover', 'Leprechaun', 'Rainbow', 'Shamrock', 'Pot of Gold', 'Meadow'],
    motifs: ['clover', 'coin', 'leaf'],
    palettes: [
      ['#052e16', '#15803d', '#86efac'],
      ['#14532d', '#4d7c0f', '#facc15'],
    ],
    accents: ['#fef9c3', '#dcfce7'],
    collection: 'irish-luck',
  },
  {
    slug: 'candy',
    nouns: ['Candy', 'Sweets', 'Lollipops', 'Sugarplums', 'Cupcakes', 'Gumdrops', 'Toffee'],
    motifs: ['star', 'heart', 'gem'],
    palettes: [
      ['#831843', '#db2777', '#f9a8d4'],
      ['#4a044e', '#c026d3', '#fde047'],
    ],
    accents: ['#ffffff', '#fef08a'],
    collection: 'candy',
  },
  {
    slug: 'wild',
    nouns: ['Buffalo', 'Wolf', 'Savanna', 'Jungle', 'Rhino', 'Eagle', 'Panther', 'Safari'],
    motifs: ['leaf', 'sun', 'moon'],
    palettes: [
      ['#1c1917', '#713f12', '#eab308'],
      ['#14532d', '#365314', '#bef264'],
    ],
    accents: ['#fef3c7', '#ecfccb'],
    collection: 'animals',
  },
  {
    slug: 'fire',
    nouns: ['Inferno', 'Blaze', 'Phoenix', 'Embers', 'Volcano', 'Wildfire', 'Furnace'],
    motifs: ['flame', 'sun', 'seven'],
    palettes: [
      ['#1c0a00', '#9a3412', '#facc15'],
      ['#450a0a', '#dc2626', '#fb923c'],
    ],
    accents: ['#fef08a', '#fed7aa'],
  },
  {
    slug: 'royal',
    nouns: ['Crown', 'Throne', 'Empire', 'Palace', 'Kingdom', 'Regalia', 'Dynasty'],
    motifs: ['crown', 'gem', 'coin'],
    palettes: [
      ['#1e1b4b', '#4338ca', '#fbbf24'],
      ['#3b0764', '#6b21a8', '#fcd34d'],
    ],
    accents: ['#fde68a', '#ffffff'],
  },
  {
    slug: 'myth',
    nouns: ['Olympus', 'Medusa', 'Titans', 'Minotaur', 'Oracle', 'Pegasus', 'Hydra', 'Zeus'],
    motifs: ['sun', 'wave', 'crown'],
    palettes: [
      ['#0c0a09', '#44403c', '#e7e5e4'],
      ['#172554', '#1d4ed8', '#fde047'],
    ],
    accents: ['#fef9c3', '#bfdbfe'],
  },
  {
    slug: 'night',
    nouns: ['Midnight', 'Moonlight', 'Nightfall', 'Werewolf', 'Vampire', 'Twilight'],
    motifs: ['moon', 'skull', 'star'],
    palettes: [
      ['#030712', '#1f2937', '#9ca3af'],
      ['#1e1b4b', '#312e81', '#c4b5fd'],
    ],
    accents: ['#e5e7eb', '#fca5a5'],
  },
];

/** Casino-floor colours for RNG and live tables: felt, burgundy, navy, ebony. */
export const TABLE_PALETTES: readonly (readonly string[])[] = [
  ['#052e16', '#166534', '#15803d'],
  ['#022c22', '#065f46', '#0f766e'],
  ['#450a0a', '#7f1d1d', '#b91c1c'],
  ['#0c0a09', '#292524', '#57534e'],
  ['#172554', '#1e3a8a', '#3b82f6'],
  ['#1a0b2e', '#3b0764', '#7e22ce'],
];
export const TABLE_ACCENTS: readonly string[] = ['#fcd34d', '#fde68a', '#f8fafc', '#fbbf24'];

/** Adjectives for slot titles: evocative, never a real game's trade name. */
export const ADJECTIVES: readonly string[] = [
  'Golden',
  'Wild',
  'Lucky',
  'Blazing',
  'Mystic',
  'Royal',
  'Ancient',
  'Silver',
  'Crystal',
  'Midnight',
  'Roaring',
  'Hidden',
  'Electric',
  'Frozen',
  'Sacred',
  'Savage',
  'Emerald',
  'Velvet',
  'Thunder',
  'Scarlet',
  'Shimmering',
  'Eternal',
  'Secret',
  'Burning',
  'Glittering',
  'Lost',
  'Raging',
  'Radiant',
  'Cosmic',
  'Jolly',
  'Starry',
  'Phantom',
  'Grand',
  'Tiny',
  'Mighty',
  'Whispering',
  'Copper',
  'Neon',
  'Stormy',
  'Sunny',
];

/** Optional suffixes that make series ("... Deluxe", "... 2"). */
export const SUFFIXES: readonly string[] = [
  'Deluxe',
  'Riches',
  'Rising',
  'Unleashed',
  'Fortune',
  'Quest',
  'Hold & Win',
  'Royale',
  'Nights',
  'Legends',
  '2',
  'Extreme',
];

/** Background patterns the thumbnail renderer draws behind the motif. */
export const PATTERNS: readonly string[] = [
  'rays',
  'dots',
  'grid',
  'waves',
  'diamonds',
  'stripes',
  'circles',
];

export const COLLECTIONS: readonly { slug: string; title: string }[] = [
  { slug: 'megaways-like', title: 'Many ways to win' },
  { slug: 'fruit-classics', title: 'Fruit classics' },
  { slug: 'egypt', title: 'Ancient Egypt' },
  { slug: 'christmas', title: 'Christmas' },
  { slug: 'halloween', title: 'Halloween' },
  { slug: 'asian-fortune', title: 'Asian fortune' },
  { slug: 'norse-myths', title: 'Norse myths' },
  { slug: 'ocean', title: 'Under the sea' },
  { slug: 'wild-west', title: 'Wild West' },
  { slug: 'space', title: 'Space' },
  { slug: 'jewels', title: 'Jewels' },
  { slug: 'irish-luck', title: 'Irish luck' },
  { slug: 'candy', title: 'Sweets and candy' },
  { slug: 'animals', title: 'Wild animals' },
  { slug: 'hold-and-win', title: 'Hold & win' },
  { slug: 'roulette-tables', title: 'Roulette tables' },
  { slug: 'card-tables', title: 'Card tables' },
  { slug: 'live-studio', title: 'Live studio' },
];
