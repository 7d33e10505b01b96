import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { makeLevels, makeProgress, makeTiers } from '../../features/vip/vip-test-utils';
import { mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { LevelTabRoute, VipClubRoute } from './vip-screens';

afterEach(() => vi.unstubAllGlobals());

const PLAYER = { id: 7, email: 'vip@example.com', currency: 'BRL', groups: [], level: 'level_1' };

describe('the VIP screens composed', () => {
  it('the club shows a player their progress and the tiers in their currency', async () => {
    mockApi({
      'GET /api/player': PLAYER,
      'GET /api/vip/tiers': makeTiers(),
      'GET /jam/vip_status_progress': makeProgress({
        currency: 'BRL',
        depositAmountCents: 150_000,
        depositThresholdCents: 3_000_000,
      }),
    });
    renderWithProviders(<VipClubRoute />, { path: '/rocketplay-vipclub' });
    await waitFor(
      () => expect(screen.getByTestId('vip-deposits').textContent).toContain('30,000.00'),
      { timeout: 5000 },
    );
    expect(screen.getByTestId('vip-deposits').textContent).toMatch(/R\$/);
    expect((await screen.findByTestId('vip-tier-bronze')).textContent).toContain('30,000.00');
  });

  it('the level tab places the player by their persistent comp points', async () => {
    mockApi({
      'GET /api/player': PLAYER,
      'GET /api/info/statuses': makeLevels(),
      'GET /api/player/comp_points': { chargeable: { points: 20 }, persistent: { points: 1_600 } },
    });
    renderWithProviders(<LevelTabRoute />, { path: '/profile/level' });
    await waitFor(() => expect(screen.getByTestId('level-card-4').dataset.state).toBe('current'), {
      timeout: 5000,
    });
    expect(screen.getByTestId('level-card-3').dataset.state).toBe('before');
    expect(screen.getByTestId('level-card-5').dataset.state).toBe('future');
    expect(screen.getByTestId('level-points').textContent).toBe('1,600 comp points in total');
  });
});
