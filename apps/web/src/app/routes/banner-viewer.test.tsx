import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '@croupier/contracts/fe-config';
import { banner } from '../../features/cms/banner.fixture';
import { makeQuest, makeTournament } from '../../features/tournaments/tournament-test-utils';
import { mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { bannerTargets } from './banner-viewer';
import { LobbyRoute } from './lobby-route';

afterEach(() => vi.unstubAllGlobals());

describe('bannerTargets (TN-032)', () => {
  it('finds a tournament, a quest and a lottery by identifier, slug or id', () => {
    const race = makeTournament({ id: 7, frontend_identifier: 'aurora-spins-race' });
    const quest = makeQuest({ id: 8 });
    const targets = bannerTargets(
      [race, quest],
      [{ id: 3, slug: 'monthly-lottery', frontend_identifier: 'lottery-monthly' }],
    );
    expect(targets.tournament.get('aurora-spins-race')).toBe('/tournaments/7');
    expect(targets.tournament.get('7')).toBe('/tournaments/7');
    expect(targets.tournament.get(quest.frontend_identifier)).toBe(
      `/action/${quest.quest?.slug ?? ''}`,
    );
    expect(targets.lottery.get('monthly-lottery')).toBe('/lottery/monthly-lottery');
    expect(targets.lottery.get('lottery-monthly')).toBe('/lottery/monthly-lottery');
    expect(targets.lottery.get('3')).toBe('/lottery/monthly-lottery');
    expect(targets.tournament.get('monthly-lottery')).toBeUndefined();
    expect(targets.lottery.get('unknown')).toBeUndefined();
  });
});

describe('the home page’s banners read the tournaments only when one targets a tournament', () => {
  const slide = (id: string, button: NonNullable<Banner['button']>): Banner =>
    banner({
      id,
      categories: ['slider-index-top'],
      title: { text: `Banner ${id}` },
      order: { 'slider-index-top': 1 },
      button,
    });
  const link = slide('deposit', {
    name: 'Claim now',
    url: '/deposit',
    type: 'link',
    frontendIdentifier: null,
    attrs: {},
  });
  const race = slide('race', {
    name: 'Join the race',
    url: '/tournaments/stale',
    type: 'tournament',
    frontendIdentifier: 'aurora-spins-race',
    attrs: {},
  });

  const renderHome = (banners: Banner[]) => {
    const fetchMock = mockApi({
      'GET /api/player': {},
      'GET /api/tournaments': [makeTournament({ id: 7, frontend_identifier: 'aurora-spins-race' })],
      'GET /api/fe/config/banners-config': { locale: 'en', welcomePackStags: [], banners },
    });
    renderWithProviders(<LobbyRoute />);
    const tournamentReads = () =>
      fetchMock.mock.calls.filter(
        ([url]) => new URL(String(url), 'http://localhost').pathname === '/api/tournaments',
      );
    return tournamentReads;
  };

  it('makes no tournaments request when no shown banner targets a tournament', async () => {
    const tournamentReads = renderHome([link]);
    expect(
      await screen.findByRole('link', { name: 'Claim now' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/deposit');
    expect(tournamentReads()).toHaveLength(0);
  }, 15_000);

  it('reads the tournaments when a shown banner targets one, and its button leads there', async () => {
    const tournamentReads = renderHome([race]);
    expect(
      await screen.findByRole('link', { name: 'Join the race' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/tournaments/7');
    expect(tournamentReads()).toHaveLength(1);
  }, 15_000);
});
