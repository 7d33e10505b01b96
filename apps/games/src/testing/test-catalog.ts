import type { CatalogFeed, CatalogGame } from '@croupier/contracts/studio';

/**
 * A small catalog for the studio's tests: one game per engine under stable identifiers
 * (`aurora-studios/slot`, `/roulette`, `/live-blackjack`, ...), EUR and USD only.
 */
export function testCatalogFeed(): CatalogFeed {
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
      game('classic', 'classic-slot', 'classic-5-lines-medium'),
      game('roulette', 'roulette', 'european-roulette'),
      game('blackjack', 'blackjack', 'blackjack-s17'),
      game('baccarat', 'baccarat', 'baccarat'),
      game('live-roulette', 'live-roulette', 'live-roulette'),
      game('live-blackjack', 'live-blackjack', 'live-blackjack'),
    ],
  };
}
