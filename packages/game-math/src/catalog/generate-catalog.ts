import type { CatalogFeed, CatalogGame, GameEngine } from '@croupier/contracts/studio';
import { betLimitsFor } from './bet-limits.js';
import { catalogRandom, hashSeed, type CatalogRandom } from './catalog-random.js';
import { catalogPresets, type CatalogPreset, type CatalogPresets } from './catalog-presets.js';
import { PROVIDERS, type ProviderSpec } from './providers.js';
import { COLLECTIONS, PATTERNS, TABLE_ACCENTS, TABLE_PALETTES, THEMES } from './themes.js';
import {
  borrowsFamousName,
  classicSlotTitle,
  liveTitle,
  slugify,
  tableTitle,
  videoSlotTitle,
  type TableKind,
} from './titles.js';

/** The studio id the casino imports the feed under (GAMES_STUDIO's default). */
export const CATALOG_STUDIO = 'croupier-studio';
/** Fixed so the feed is byte-identical run to run; bumped by hand when the catalog changes. */
export const CATALOG_GENERATED_AT = '2026-11-01T00:00:00.000Z';

const FIRST_RELEASE = Date.UTC(2024, 0, 1);
const LAST_RELEASE = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

/** Row sizes the brand's lobby and menus expect (game-categories.ts). */
const CATEGORY_SIZES = {
  top: 60,
  popular: 200,
  new: 100,
  recommended: 60,
  jackpot: 80,
  'bonus-wagering': 240,
  'btc-games': 160,
  'buy-feature': 150,
  special: 24,
  animated: 90,
  exclusive: 24,
  'pragmatic-drop-wins': 30,
  'pragmatic-drop-wins-live': 8,
  prerelease: 6,
} as const;

type Draft = CatalogGame;

interface Kind {
  engine: GameEngine;
  preset: CatalogPreset;
  tableKind?: TableKind;
}

/**
 * A title no other game of the catalog has (so search never lists two "Lucky Plums") and that
 * borrows no famous real game's name. `taken` holds the slugs of every title so far.
 */
function uniqueTitle(random: CatalogRandom, taken: Set<string>, make: () => string): string {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const title = make();
    const seo = slugify(title);
    if (!taken.has(seo) && !borrowsFamousName(seo)) {
      taken.add(seo);
      return title;
    }
  }
  // The word lists are large enough that this is unreachable; a number keeps it total anyway.
  const fallback = `${make()} ${taken.size + random.int(1000)}`;
  taken.add(slugify(fallback));
  return fallback;
}

function releaseDate(random: CatalogRandom): string {
  const days = Math.floor((LAST_RELEASE - FIRST_RELEASE) / DAY_MS);
  return new Date(FIRST_RELEASE + random.int(days + 1) * DAY_MS).toISOString().slice(0, 10);
}

function devicesFor(random: CatalogRandom, live: boolean): CatalogGame['devices'] {
  if (live) return ['desktop', 'mobile'];
  const roll = random.next();
  if (roll < 0.03) return ['desktop'];
  if (roll < 0.06) return ['mobile'];
  return ['desktop', 'mobile'];
}

/**
 * Bounds in euro cents by kind of game; the currencies follow from them. Always two draws,
 * whatever the kind, so a preset swapped under a game never shifts the titles after it.
 */
function euroBounds(random: CatalogRandom, kind: Kind): [number, number] {
  const low = random.int(3);
  const high = random.int(2);
  const of = <T>(options: readonly [T, ...T[]], index: number): T =>
    options[index % options.length] ?? options[0];
  switch (kind.engine) {
    case 'classic-slot':
      return [of([5, 10], low), of([2_000, 10_000], high)];
    case 'video-slot':
      return [
        of([10, 20], low),
        kind.preset.volatility === 'high' ? of([20_000, 50_000], high) : 10_000,
      ];
    case 'roulette':
      return [10, of([50_000, 100_000], high)];
    case 'blackjack':
      return [100, of([50_000, 100_000], high)];
    case 'baccarat':
      return [100, 200_000];
    case 'live-roulette':
      return [of([20, 50, 100], low), of([200_000, 500_000], high)];
    case 'live-blackjack':
      return [of([500, 1_000, 2_500], low), of([250_000, 500_000], high)];
  }
}

function makeGame(
  provider: ProviderSpec,
  random: CatalogRandom,
  taken: Set<string>,
  kind: Kind,
): Draft {
  const live = kind.engine === 'live-roulette' || kind.engine === 'live-blackjack';
  const theme = random.pick(THEMES);
  const fruitTheme = THEMES.find((t) => t.slug === 'fruit') ?? theme;
  const classicTheme = random.chance(0.6) ? fruitTheme : theme;
  let title: string;
  let motif: string;
  const categories: string[] = [];
  const collections: string[] = [];
  if (kind.engine === 'video-slot') {
    title = uniqueTitle(random, taken, () => videoSlotTitle(random, theme));
    motif = random.pick(theme.motifs);
    categories.push('slots');
    if (theme.collection) collections.push(theme.collection);
    if (kind.preset.ways) collections.push('megaways-like');
    if (title.includes('Hold & Win')) collections.push('hold-and-win');
  } else if (kind.engine === 'classic-slot') {
    title = uniqueTitle(random, taken, () => classicSlotTitle(random, classicTheme));
    motif = random.pick(classicTheme.motifs);
    categories.push('slots');
    if (classicTheme.collection) collections.push(classicTheme.collection);
  } else if (live) {
    const tableKind = kind.engine === 'live-roulette' ? 'roulette' : 'blackjack';
    title = uniqueTitle(random, taken, () => liveTitle(random, tableKind));
    motif = tableKind === 'roulette' ? 'wheel' : 'chips';
    categories.push('live', kind.engine);
    collections.push('live-studio');
  } else {
    const tableKind = kind.tableKind ?? 'roulette';
    title = uniqueTitle(random, taken, () => tableTitle(random, tableKind));
    motif = tableKind === 'roulette' ? 'wheel' : random.pick(['spade', 'heart', 'cards']);
    categories.push('table', tableKind);
    collections.push(tableKind === 'roulette' ? 'roulette-tables' : 'card-tables');
  }
  const seo = slugify(title);
  const atTable = kind.engine !== 'video-slot' && kind.engine !== 'classic-slot';
  // One draw either way, so table colours never shift the titles drawn after them.
  const palette = [...random.pick(atTable ? TABLE_PALETTES : theme.palettes)];
  const without = new Set(provider.withoutCurrencies ?? []);
  // A few games are not licensed for one more currency (GM-031 shapes: partial currency lists).
  if (random.chance(0.02)) without.add(random.pick(['KZT', 'DOG', 'BCH', 'BRL']));
  const [min, max] = euroBounds(random, kind);
  return {
    identifier: `${provider.slug}/${seo}`,
    provider: provider.slug,
    title,
    seo_title: seo,
    engine: kind.engine,
    preset: kind.preset.id,
    categories,
    badges: [],
    collections,
    rtp_bp: kind.preset.rtpBp,
    volatility: kind.preset.volatility,
    live,
    // GM-004: never demo for live; a few studios ship some RNG games without a demo.
    demo: !live && !random.chance(0.02),
    devices: devicesFor(random, live),
    bet_limits: betLimitsFor(min, max, without),
    art: {
      palette,
      accent: random.pick(atTable ? TABLE_ACCENTS : theme.accents),
      motif,
      pattern: random.pick(PATTERNS),
    },
    popularity: 0,
    released_at: releaseDate(random),
  };
}

function providerGames(
  provider: ProviderSpec,
  presets: CatalogPresets,
  taken: Set<string>,
): Draft[] {
  const random = catalogRandom(hashSeed(provider.slug));
  const games: Draft[] = [];
  for (let i = 0; i < provider.slots; i += 1) {
    // Roughly one slot in six is a classic 3-reel machine.
    const pool = random.chance(0.16) ? presets.classic : presets.video;
    const preset = random.pick(pool);
    games.push(makeGame(provider, random, taken, { engine: preset.engine, preset }));
  }
  const tableKinds: TableKind[] = ['roulette', 'blackjack', 'baccarat'];
  for (let i = 0; i < provider.table; i += 1) {
    const tableKind = tableKinds[i % tableKinds.length] ?? 'roulette';
    const preset = presets.table[tableKind];
    games.push(makeGame(provider, random, taken, { engine: preset.engine, preset, tableKind }));
  }
  for (let i = 0; i < provider.live; i += 1) {
    const preset = i % 2 === 0 ? presets.liveRoulette : presets.liveBlackjack;
    games.push(makeGame(provider, random, taken, { engine: preset.engine, preset }));
  }
  return games;
}

/** The `count` games that rank first by a per-category hash: a stable, even spread. */
function pickSpread(games: readonly Draft[], category: string, count: number): Draft[] {
  return [...games]
    .map((game) => ({ game, rank: hashSeed(`${category}:${game.identifier}`) }))
    .sort((a, b) => a.rank - b.rank || a.game.identifier.localeCompare(b.game.identifier))
    .slice(0, count)
    .map((entry) => entry.game);
}

function tag(games: readonly Draft[], category: string): void {
  for (const game of games) game.categories.push(category);
}

/** Popularity, newness and the lobby rows, decided over the whole catalog. */
function rankAndCategorise(games: Draft[]): void {
  // The brand's featured studios sit higher in the default order.
  const boost = new Set(['aurora-studios', 'velvet-live']);
  const byPopularity = [...games]
    .map((game) => {
      const base = hashSeed(`popularity:${game.identifier}`) / 4_294_967_296;
      return { game, score: boost.has(game.provider) ? base * 0.4 : base };
    })
    .sort((a, b) => a.score - b.score || a.game.identifier.localeCompare(b.game.identifier));
  byPopularity.forEach((entry, index) => {
    entry.game.popularity = index + 1;
  });
  const popular = byPopularity.map((entry) => entry.game);
  tag(popular.slice(0, CATEGORY_SIZES.top), 'top');
  tag(popular.slice(0, CATEGORY_SIZES.popular), 'popular');

  const newest = [...games]
    .sort(
      (a, b) =>
        b.released_at.localeCompare(a.released_at) || a.identifier.localeCompare(b.identifier),
    )
    .slice(0, CATEGORY_SIZES.new);
  tag(newest, 'new');
  for (const game of newest) game.badges.push({ type: 'new', theme: 'green' });
  for (const game of popular.slice(0, 20)) game.badges.push({ type: 'hot', theme: 'red' });

  const slots = games.filter((game) => game.categories.includes('slots'));
  const videoSlots = slots.filter((game) => game.engine === 'video-slot');
  const live = games.filter((game) => game.live);
  tag(pickSpread(games, 'recommended', CATEGORY_SIZES.recommended), 'recommended');
  const jackpot = pickSpread(slots, 'jackpot', CATEGORY_SIZES.jackpot);
  tag(jackpot, 'jackpot');
  for (const game of jackpot) game.badges.push({ type: 'jackpot', theme: 'purple' });
  // Bonus money wagers on the calmer slots only.
  const calm = slots.filter((game) => game.volatility !== 'high');
  tag(pickSpread(calm, 'bonus-wagering', CATEGORY_SIZES['bonus-wagering']), 'bonus-wagering');
  const btc = games.filter((game) => 'BTC' in game.bet_limits && !game.live);
  tag(pickSpread(btc, 'btc-games', CATEGORY_SIZES['btc-games']), 'btc-games');
  tag(pickSpread(videoSlots, 'buy-feature', CATEGORY_SIZES['buy-feature']), 'buy-feature');
  tag(pickSpread(games, 'special', CATEGORY_SIZES.special), 'special');
  tag(pickSpread(games, 'animated', CATEGORY_SIZES.animated), 'animated');
  const exclusive = pickSpread(slots, 'exclusive', CATEGORY_SIZES.exclusive);
  tag(exclusive, 'exclusive');
  for (const game of exclusive) game.badges.push({ type: 'exclusive', theme: 'gold' });
  tag(
    pickSpread(slots, 'pragmatic-drop-wins', CATEGORY_SIZES['pragmatic-drop-wins']),
    'pragmatic-drop-wins',
  );
  tag(
    pickSpread(live, 'pragmatic-drop-wins-live', CATEGORY_SIZES['pragmatic-drop-wins-live']),
    'pragmatic-drop-wins-live',
  );
  tag(newest.filter((game) => !game.live).slice(0, CATEGORY_SIZES.prerelease), 'prerelease');
}

/**
 * The studio's whole catalog: ~2,100 games from 39 invented studios, each a themed
 * configuration of a game-math preset. Pure and deterministic: the same feed on every call,
 * identifiers stable forever (GM-001), seo_title unique within a provider (GM-032).
 */
export function generateCatalog(): CatalogFeed {
  const presets = catalogPresets();
  // Titles are unique catalog-wide, decided in provider order: add studios at the end of
  // PROVIDERS (and never change an existing studio's counts) so no published game is renamed.
  const taken = new Set<string>();
  const games = PROVIDERS.flatMap((provider) => providerGames(provider, presets, taken));
  rankAndCategorise(games);
  games.sort((a, b) => a.popularity - b.popularity);
  return {
    studio: CATALOG_STUDIO,
    generated_at: CATALOG_GENERATED_AT,
    providers: PROVIDERS.map(({ slug, title }) => ({ slug, title })),
    collections: COLLECTIONS.map(({ slug, title }) => ({ slug, title })),
    games,
  };
}
