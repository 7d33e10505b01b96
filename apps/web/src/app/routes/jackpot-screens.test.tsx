import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Banner } from '@croupier/contracts/fe-config';
import { banner } from '../../features/cms/banner.fixture';
import { mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { JackpotsRoute } from './jackpot-screens';

afterEach(() => vi.unstubAllGlobals());

const slide = (id: string, categories: Banner['categories'], title: string): Banner =>
  banner({
    id,
    categories,
    title: { text: title },
    button: {
      name: 'Play jackpot games',
      url: '/games/jackpot',
      type: 'link',
      frontendIdentifier: null,
      attrs: {},
    },
    order: Object.fromEntries(categories.map((category) => [category, 1])),
  });

describe('the jackpot screen’s banners (JP-012)', () => {
  it('shows the jackpots banner variant and none of the home carousel’s', async () => {
    mockApi({
      'GET /api/player': {},
      'GET /api/jackpots': [],
      'GET /api/jackpot_wins': [],
      'GET /api/tournaments': [],
      'GET /api/lotteries': [],
      'GET /api/fe/config/banners-config': {
        locale: 'en',
        welcomePackStags: [],
        banners: [
          slide('home', ['slider-index-top', 'slider-index-top-guest'], 'On the home page'),
          slide('jackpots', ['jackpots-slider'], 'Three jackpots that must drop'),
          slide('players-only', ['jackpots-slider'], 'For signed-in players'),
        ].map((item) => (item.id === 'players-only' ? { ...item, logged: true } : item)),
      },
    });
    renderWithProviders(<JackpotsRoute />, { path: '/jackpots' });
    const heading = await screen.findByRole(
      'heading',
      { name: 'Three jackpots that must drop' },
      { timeout: 5000 },
    );
    const card = heading.closest('[data-banner-id]');
    expect(card).not.toBeNull();
    if (card instanceof HTMLElement) {
      expect(within(card).getByRole('link', { name: 'Play jackpot games' })).toHaveAttribute(
        'href',
        '/games/jackpot',
      );
    }
    expect(screen.queryByRole('heading', { name: 'On the home page' })).toBeNull();
    // A guest: the logged-in players' jackpot banner stays hidden (CMS-012).
    expect(screen.queryByRole('heading', { name: 'For signed-in players' })).toBeNull();
  }, 15_000);
});
