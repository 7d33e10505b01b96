import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { GiftOffer } from '@croupier/contracts/gifts';
import { banner } from '../../features/cms/banner.fixture';
import { makeTournament } from '../../features/tournaments/tournament-test-utils';
import { mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { PromotionPageRoute } from './promotion-page';
import { PromotionsRoute } from './promotions-screens';

afterEach(() => vi.unstubAllGlobals());

const HOUR = 3_600_000;
// The screens read the real clock: the items are placed around it.
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const PLAYER = { id: 9, email: 'promo@example.com', currency: 'EUR', groups: [] };

const race = makeTournament({
  id: 1,
  frontend_identifier: 'aurora-spins-race',
  title: 'Aurora Spins Race',
  description: 'Every euro staked on slots is a point.',
  start_at: at(-2),
  end_at: at(30),
  image: '/brand/banners/trophy.svg',
  terms_file: { url: '/terms/aurora.pdf', categories: [] },
});

const reload = banner({
  id: 'spring-reload',
  title: { text: 'Spring reload' },
  description: { text: 'Deposit this week.' },
  timer: { start_at: at(-1), end_at: at(48) },
  button: {
    name: 'Deposit now',
    url: '/deposit',
    type: 'link',
    frontendIdentifier: null,
    attrs: {},
  },
});

const offer: GiftOffer = {
  id: 3,
  key: 'welcome-1',
  title: '100% up to €500',
  group_key: 'deposit',
  type: 'deposit',
  family: 'bonus',
  currency: 'EUR',
  amount_cents: null,
  percent: 100,
  max_amount_cents: 50_000,
  min_deposit_cents: 2_000,
  wager_multiplier: 35,
  freespins_total: 0,
  deposit_number: 1,
  terms: 'Wager the bonus 35 times within 30 days.',
};

function mockPromotions(player: object = {}) {
  mockApi({
    'GET /api/player': player,
    'GET /api/tournaments': [race],
    'GET /api/lotteries': [],
    'GET /api/bonuses/deposit': [offer],
    'GET /api/fe/config/banners-config': {
      locale: 'en',
      welcomePackStags: [],
      banners: [{ ...reload, categories: ['slider-index-top'] }],
    },
  });
}

const openPage = (slug: string) =>
  renderWithProviders(<PromotionPageRoute />, {
    path: `/promotions/${slug}`,
    pattern: '/promotions/:slug',
  });

describe('the promo page /promotions/{slug} (RT-033)', () => {
  it('shows a listed tournament with its picture, text, timer, terms and a way to it', async () => {
    mockPromotions();
    openPage('aurora-spins-race');
    const page = await screen.findByTestId('promotion-page', {}, { timeout: 5000 });
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Aurora Spins Race');
    expect(within(page).getByText('Every euro staked on slots is a point.')).toBeVisible();
    expect(within(page).getByTestId('promo-timer').textContent).toContain('Left to finish');
    expect(page.querySelector('img')?.getAttribute('src')).toBe('/brand/banners/trophy.svg');
    expect(within(page).getByRole('link', { name: 'Go to the tournament' })).toHaveAttribute(
      'href',
      '/tournaments/1',
    );
    expect(within(page).getByRole('link', { name: /Terms/ })).toHaveAttribute(
      'href',
      '/terms/aurora.pdf',
    );
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute(
      'href',
      '/promotions',
    );
  }, 15_000);

  it('shows a timed CMS promotion with its own button', async () => {
    mockPromotions();
    openPage('spring-reload');
    const page = await screen.findByTestId('promotion-page', {}, { timeout: 5000 });
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Spring reload');
    expect(within(page).getByRole('link', { name: 'Deposit now' })).toHaveAttribute(
      'href',
      '/deposit',
    );
  }, 15_000);

  it('shows a signed-in player’s deposit bonus with its terms and the deposit with a bonus', async () => {
    mockPromotions(PLAYER);
    openPage('welcome-1');
    const page = await screen.findByTestId('promotion-page', {}, { timeout: 5000 });
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('100% up to €500');
    expect(within(page).getByText('Wager the bonus 35 times within 30 days.')).toBeVisible();
    expect(within(page).getByText('Available until you claim it')).toBeVisible();
    expect(within(page).getByRole('link', { name: 'Deposit with this bonus' })).toHaveAttribute(
      'href',
      '/deposit-bonus',
    );
  }, 15_000);

  it.each([
    ['a slug the list does not hold', 'no-such-promotion'],
    ['a deposit bonus a guest is not offered', 'welcome-1'],
  ])(
    'is the site’s not-found page for %s',
    async (_case, slug) => {
      mockPromotions();
      openPage(slug);
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'This page is off the table' },
          { timeout: 5000 },
        ),
      ).toBeVisible();
      expect(screen.queryByTestId('promotion-page')).toBeNull();
    },
    15_000,
  );

  it('is linked from each card of /promotions', async () => {
    mockPromotions();
    renderWithProviders(<PromotionsRoute />, { path: '/promotions' });
    const card = await screen.findByTestId('promotion-tournament-1', {}, { timeout: 5000 });
    expect(within(card).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/promotions/aurora-spins-race',
    );
  }, 15_000);
});
