import type { CatalogFeed, CatalogGame } from '@croupier/contracts/studio';
import { renderThumbnail } from '@croupier/game-math/catalog/thumbnail';

/**
 * Where the studio's catalog comes from. A placeholder until the generator of
 * `@croupier/game-math/catalog` is in: one game per table engine.
 */
export function studioCatalogFeed(): CatalogFeed {
  const limits = { EUR: { min: 10, max: 10_000 }, USD: { min: 10, max: 10_000 } };
  const art = { palette: ['#1b2a4a', '#3b1f5c'], accent: '#f5c542', motif: 'gem', pattern: 'dots' };
  const game = (key: string, engine: CatalogGame['engine'], preset: string): CatalogGame => ({
    identifier: `aurora-studios/${key}`,
    provider: 'aurora-studios',
    title: key,
    seo_title: key,
    engine,
    preset,
    categories: [],
    badges: [],
    collections: [],
    rtp_bp: 9600,
    volatility: 'medium',
    live: engine.startsWith('live-'),
    demo: !engine.startsWith('live-'),
    devices: ['desktop', 'mobile'],
    bet_limits: limits,
    art,
    popularity: 0,
    released_at: '2026-01-01',
  });
  return {
    studio: 'croupier-studio',
    generated_at: '2026-11-01T00:00:00.000Z',
    providers: [{ slug: 'aurora-studios', title: 'Aurora Studios' }],
    collections: [],
    games: [
      game('slot', 'video-slot', 'video-20-lines-medium'),
      game('roulette', 'roulette', 'european-roulette'),
      game('blackjack', 'blackjack', 'blackjack-s17'),
      game('baccarat', 'baccarat', 'baccarat'),
      game('live-roulette', 'live-roulette', 'live-roulette'),
      game('live-blackjack', 'live-blackjack', 'live-blackjack'),
    ],
  };
}

/** The game's tile art: the same SVG the casino renders from the same catalog entry. */
export function renderGameThumbnail(game: CatalogGame, providerTitle: string): string {
  return renderThumbnail({
    title: game.title,
    providerTitle,
    art: game.art,
    live: game.live,
    badges: game.badges,
  });
}
