import type { Game } from '@croupier/contracts/games';

export const STUDIO_ORIGIN = 'http://studio.test';

export function makeGame(overrides: Partial<Game> = {}): Game {
  return {
    identifier: 'aurora-studios/sun-temple',
    name: 'Sun Temple',
    title: 'Sun Temple',
    slug: 'sun-temple',
    seo_title: 'sun-temple',
    provider: 'aurora-studios',
    categories: ['top'],
    badges: [],
    currencies: { EUR: { id: 11 }, FUN: { id: 12 } },
    collections: [],
    has_demo_mode: true,
    live: false,
    rtp: '96.10',
    volatility: 'medium',
    ...overrides,
  };
}

export const launchAnswer = (mode: 'real' | 'demo', session = 'st-1') => ({
  url: `${STUDIO_ORIGIN}/play/${session}`,
  mode,
  currency: mode === 'demo' ? 'FUN' : 'EUR',
  session_id: `cs-${session}`,
});
