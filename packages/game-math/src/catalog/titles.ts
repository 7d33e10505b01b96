import type { CatalogRandom } from './catalog-random.js';
import { ADJECTIVES, SUFFIXES, type Theme } from './themes.js';

/** URL slug of a title: `Pot of Gold & Win 2` → `pot-of-gold-and-win-2`. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Famous real games' names (slug fragments) no invented title may contain: the catalog is
 * fictional, and a lookalike name would read as a copy of another studio's hit.
 */
const FAMOUS_NAMES = [
  'rainbow-riches',
  'mega-fortune',
  'mega-moolah',
  'double-diamond',
  'triple-diamond',
  'pharaoh-fortune',
  'pharaohs-fortune',
  'wolf-gold',
  'fortune-tiger',
  'tiger-fortune',
  'sugar-rush',
  'lucky-lady',
  'golden-goddess',
  'mega-joker',
  'fire-joker',
  'sizzling-hot',
  'book-of',
  'gates-of-olympus',
  'sweet-bonanza',
  'big-bass',
  'starburst',
  'thunderstruck',
  'immortal-romance',
  'buffalo-king',
  'great-rhino',
  'eye-of-horus',
  'legacy-of-dead',
  'dead-or-alive',
  'divine-fortune',
  'hall-of-gods',
  'da-vinci',
  'cleopatra',
];

export function borrowsFamousName(slug: string): boolean {
  return FAMOUS_NAMES.some((name) => slug.includes(name));
}

const CLASSIC_PREFIXES = ['Triple', 'Hot', 'Super', 'Double', 'Mega', 'Classic', 'Retro', 'Lucky'];

/** A video-slot title from the theme's words. */
export function videoSlotTitle(random: CatalogRandom, theme: Theme): string {
  const noun = random.pick(theme.nouns);
  const shape = random.int(10);
  if (shape < 5) return `${random.pick(ADJECTIVES)} ${noun}`;
  if (shape < 8) return `${random.pick(ADJECTIVES)} ${noun} ${random.pick(SUFFIXES)}`;
  if (shape < 9) return `${noun} ${random.pick(SUFFIXES)}`;
  const other = random.pick(theme.nouns);
  return other === noun ? `${noun} of ${random.pick(ADJECTIVES)} Lands` : `${noun} & ${other}`;
}

/** A classic 3-reel title: short and loud. */
export function classicSlotTitle(random: CatalogRandom, theme: Theme): string {
  const noun = random.pick(theme.nouns);
  return random.chance(0.6)
    ? `${random.pick(CLASSIC_PREFIXES)} ${noun}`
    : `${random.pick(CLASSIC_PREFIXES)} ${random.pick(ADJECTIVES)} ${noun}`;
}

export type TableKind = 'roulette' | 'blackjack' | 'baccarat';

const TABLE_NAMES: Record<TableKind, string> = {
  roulette: 'Roulette',
  blackjack: 'Blackjack',
  baccarat: 'Baccarat',
};
const TABLE_VARIANTS = ['Classic', 'VIP', 'Pro', 'Mini', 'High Roller', 'Gold', 'Royale', 'Zero'];

/** An RNG table game title. */
export function tableTitle(random: CatalogRandom, kind: TableKind): string {
  const name = TABLE_NAMES[kind];
  const shape = random.int(3);
  if (shape === 0) return `${random.pick(ADJECTIVES)} ${name}`;
  if (shape === 1) return `${name} ${random.pick(TABLE_VARIANTS)}`;
  return `${random.pick(ADJECTIVES)} ${name} ${random.pick(TABLE_VARIANTS)}`;
}

const LIVE_ROOMS = [
  'Emerald Room',
  'Crimson Lounge',
  'Ivory Hall',
  'Sapphire Suite',
  'Golden Terrace',
  'Midnight Lounge',
  'Marble Hall',
  'Riviera',
  'Harbour View',
  'Skyline',
  'Velvet Room',
  'Opal Club',
];

/** A live table: a studio room, the game and a table number. */
export function liveTitle(random: CatalogRandom, kind: 'roulette' | 'blackjack'): string {
  const room = random.pick(LIVE_ROOMS);
  const table = 1 + random.int(12);
  return table === 1 ? `${room} ${TABLE_NAMES[kind]}` : `${room} ${TABLE_NAMES[kind]} ${table}`;
}
