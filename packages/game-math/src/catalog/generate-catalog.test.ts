import { catalogFeedSchema, type CatalogGame } from '@croupier/contracts/studio';
import { describe, expect, it } from 'vitest';
import { PRESET_RTP_BP } from '../presets.js';
import { CATALOG_CURRENCIES } from './bet-limits.js';
import { hashSeed } from './catalog-random.js';
import { generateCatalog } from './generate-catalog.js';
import { renderThumbnail } from './thumbnail.js';
import { borrowsFamousName } from './titles.js';

const feed = generateCatalog();
const games = feed.games;
const inCategory = (category: string): CatalogGame[] =>
  games.filter((game) => game.categories.includes(category));

describe('generateCatalog', () => {
  it('is a valid studio feed of at least 2,000 games from at least 30 studios', () => {
    expect(() => catalogFeedSchema.parse(feed)).not.toThrow();
    expect(games.length).toBeGreaterThanOrEqual(2_000);
    expect(feed.providers.length).toBeGreaterThanOrEqual(30);
    const providerSlugs = new Set(feed.providers.map((provider) => provider.slug));
    for (const game of games) expect(providerSlugs).toContain(game.provider);
    for (const slug of providerSlugs) {
      expect(games.some((game) => game.provider === slug)).toBe(true);
    }
  });

  it('has the studios the brand names: Aurora Studios, and Velvet Live with live tables only', () => {
    expect(feed.providers).toContainEqual({ slug: 'aurora-studios', title: 'Aurora Studios' });
    expect(feed.providers).toContainEqual({ slug: 'velvet-live', title: 'Velvet Live' });
    const velvet = games.filter((game) => game.provider === 'velvet-live');
    expect(velvet.length).toBeGreaterThan(20);
    expect(velvet.every((game) => game.live)).toBe(true);
    for (const slug of ['northern-reels', 'red-canyon-gaming', 'tidewater-play']) {
      expect(feed.providers.map((provider) => provider.slug)).toContain(slug);
    }
  });

  it('gives every game a unique identifier and a seo_title unique within its provider (GM-032)', () => {
    expect(new Set(games.map((game) => game.identifier)).size).toBe(games.length);
    const playLinks = games.map((game) => `${game.provider}/${game.seo_title}`);
    expect(new Set(playLinks).size).toBe(games.length);
    for (const game of games) expect(game.identifier).toBe(`${game.provider}/${game.seo_title}`);
  });

  it('never gives two games the same title, nor a famous real game’s name', () => {
    expect(new Set(games.map((game) => game.title)).size).toBe(games.length);
    expect(games.filter((game) => borrowsFamousName(game.seo_title))).toEqual([]);
    expect(borrowsFamousName('rainbow-riches-deluxe')).toBe(true);
  });

  it('publishes the PAR sheet RTP of each game’s engine preset', () => {
    for (const game of games) expect(game.rtp_bp).toBe(PRESET_RTP_BP[game.preset]);
  });

  it('is mostly slots, with RNG table games and live roulette and blackjack', () => {
    const slots = inCategory('slots');
    expect(slots.length / games.length).toBeGreaterThan(0.75);
    expect(slots.length / games.length).toBeLessThan(0.9);
    for (const game of slots) expect(['video-slot', 'classic-slot']).toContain(game.engine);
    expect(games.filter((game) => game.engine === 'classic-slot').length).toBeGreaterThan(100);
    for (const kind of ['roulette', 'blackjack', 'baccarat']) {
      expect(games.filter((game) => game.engine === kind).length).toBeGreaterThan(15);
    }
    const live = inCategory('live');
    expect(live.length).toBeGreaterThanOrEqual(40);
    for (const game of live) {
      expect(game.live).toBe(true);
      expect(['live-roulette', 'live-blackjack']).toContain(game.engine);
      expect(game.categories).toContain(game.engine);
    }
    expect(inCategory('live-baccarat')).toHaveLength(0);
  });

  it('fills every row and tab the brand’s menus list, well over 15 games each', () => {
    const rows = ['slots', 'top', 'new', 'recommended', 'jackpot', 'bonus-wagering', 'btc-games'];
    const tabs = ['buy-feature', 'live', 'live-roulette', 'live-blackjack', 'table'];
    for (const category of [...rows, ...tabs, 'roulette', 'blackjack', 'baccarat']) {
      expect(inCategory(category).length, category).toBeGreaterThan(30);
    }
    expect(inCategory('top')).toHaveLength(60);
    expect(inCategory('new')).toHaveLength(100);
    expect(inCategory('recommended')).toHaveLength(60);
    expect(inCategory('jackpot')).toHaveLength(80);
    expect(inCategory('table').length).toBeGreaterThanOrEqual(40);
    expect(inCategory('live-roulette').length).toBeGreaterThanOrEqual(20);
    expect(inCategory('live-blackjack').length).toBeGreaterThanOrEqual(20);
  });

  it('spreads the tile flags and badges over a few games', () => {
    for (const flag of [
      'popular',
      'special',
      'animated',
      'exclusive',
      'pragmatic-drop-wins',
      'pragmatic-drop-wins-live',
      'prerelease',
    ]) {
      const flagged = inCategory(flag).length;
      expect(flagged, flag).toBeGreaterThan(0);
      expect(flagged, flag).toBeLessThan(games.length / 5);
    }
    for (const game of inCategory('pragmatic-drop-wins-live')) expect(game.live).toBe(true);
    for (const game of inCategory('new')) {
      expect(game.badges).toContainEqual({ type: 'new', theme: 'green' });
    }
    for (const game of inCategory('exclusive')) {
      expect(game.badges).toContainEqual({ type: 'exclusive', theme: 'gold' });
    }
    expect(games.filter((game) => game.badges.some((badge) => badge.type === 'hot'))).toHaveLength(
      20,
    );
  });

  it('has the GM-031 fixtures: games missing EUR, demo on most RNG games, never on live ones', () => {
    expect(games.some((game) => !('EUR' in game.bet_limits))).toBe(true);
    const rng = games.filter((game) => !game.live);
    const withDemo = rng.filter((game) => game.demo);
    expect(withDemo.length / rng.length).toBeGreaterThan(0.95);
    expect(withDemo.length).toBeLessThan(rng.length);
    for (const game of games.filter((candidate) => candidate.live)) expect(game.demo).toBe(false);
  });

  it('offers most games on both devices and a few on one only', () => {
    const both = games.filter((game) => game.devices.length === 2).length;
    expect(both / games.length).toBeGreaterThan(0.9);
    const only = (device: string) =>
      games.filter((game) => game.devices.length === 1 && game.devices[0] === device).length;
    expect(only('desktop')).toBeGreaterThan(0);
    expect(only('mobile')).toBeGreaterThan(0);
  });

  it('bounds bets in brand currencies with integer minor units, min below max', () => {
    const known = new Set(CATALOG_CURRENCIES.map((currency) => currency.code));
    const wrong: string[] = [];
    for (const game of games) {
      const currencies = Object.entries(game.bet_limits);
      if (currencies.length < 6) wrong.push(`${game.identifier}: ${currencies.length} currencies`);
      for (const [currency, { min, max }] of currencies) {
        if (!known.has(currency) || !Number.isSafeInteger(max) || min >= max) {
          wrong.push(`${game.identifier} ${currency} ${min}..${max}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    const example = games.find((game) => game.engine === 'video-slot' && 'EUR' in game.bet_limits);
    // A slot's euro bounds are cents to a few hundred euros.
    expect(example?.bet_limits.EUR?.min).toBeLessThanOrEqual(20);
    expect(example?.bet_limits.EUR?.max).toBeGreaterThanOrEqual(10_000);
  });

  it('dates releases 2024-01-01..2026-11-01 and marks the newest hundred as new', () => {
    for (const game of games) {
      expect(game.released_at >= '2024-01-01' && game.released_at <= '2026-11-01').toBe(true);
    }
    const oldestNew = inCategory('new').reduce(
      (oldest, game) => (game.released_at < oldest ? game.released_at : oldest),
      '9999',
    );
    const newerNotNew = games.filter(
      (game) => !game.categories.includes('new') && game.released_at > oldestNew,
    );
    expect(newerNotNew).toHaveLength(0);
  });

  it('ranks popularity 1..n without gaps, the feed in that order', () => {
    expect(games.map((game) => game.popularity)).toEqual(games.map((_, index) => index + 1));
  });

  it('lists every collection a game uses, and uses every listed collection', () => {
    const listed = new Set(feed.collections.map((collection) => collection.slug));
    const used = new Set(games.flatMap((game) => game.collections));
    expect([...used].sort()).toEqual([...listed].sort());
  });

  it('is the same feed on every call, with identifiers pinned (GM-001: stable forever)', () => {
    expect(JSON.stringify(generateCatalog())).toBe(JSON.stringify(feed));
    // A changed word list or draw order renames games; renamed games break players' links and
    // favourites. Change these only when re-theming the catalog on purpose.
    const fingerprint = hashSeed(
      games
        .map((game) => game.identifier)
        .sort()
        .join('\n'),
    );
    expect({ first: games.slice(0, 3).map((game) => game.identifier), fingerprint }).toEqual(
      PINNED,
    );
  });

  it('renders a well-sized thumbnail for every game', () => {
    const titles = new Map(feed.providers.map((provider) => [provider.slug, provider.title]));
    for (const game of games) {
      const svg = renderThumbnail({
        title: game.title,
        providerTitle: titles.get(game.provider) ?? game.provider,
        art: game.art,
        live: game.live,
        badges: game.badges,
      });
      expect(svg.length).toBeLessThan(5_000);
    }
  });
});

const PINNED = {
  first: [
    'aurora-studios/mega-glittering-bells',
    'bramblewood-gaming/neon-blaze-fortune',
    'juniper-jack/neon-lanterns',
  ],
  fingerprint: 1847784188,
};
