import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAnswer, makeReward } from '../../features/rewards-mart/mart-test-utils';
import { jsonResponse, mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { RewardsMartRoute } from './rewards-mart-screens';

afterEach(() => vi.unstubAllGlobals());

const PLAYER = { id: 7, email: 'mart@example.com', currency: 'EUR', groups: [] };

describe('RewardsMartRoute (CP-013)', () => {
  it('asks a player with bonuses off to turn them on, then exchanges', async () => {
    const order: string[] = [];
    mockApi({
      'GET /api/player': { ...PLAYER, can_issue_bonuses: false },
      'GET /api/player/comp_points': { chargeable: { points: 300 }, persistent: { points: 300 } },
      'GET /api/comp_points/rewards': [makeReward()],
      'GET /api/cms/pages/rocket-mart': jsonResponse(404, 'Page is not static or not found'),
      'PATCH /api/player/update_bonus_settings': () => {
        order.push('update_bonus_settings');
        return { ...PLAYER, can_issue_bonuses: true };
      },
      'POST /api/comp_points/exchange/freespins': () => {
        order.push('exchange');
        return makeAnswer();
      },
      'PUT /log': {},
    });
    renderWithProviders(<RewardsMartRoute />, { path: '/rocket-mart' });
    await waitFor(() =>
      expect(screen.getByTestId('mart-balance-points').textContent).toBe('300 points'),
    );
    await userEvent.click(await screen.findByTestId('reward-card'));
    await userEvent.click(await screen.findByTestId('mart-exchange'));
    const question = await screen.findByRole('alertdialog');
    expect(order).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Turn bonuses on' }));
    expect(await screen.findByTestId('mart-result-success')).toBeTruthy();
    expect(order).toEqual(['update_bonus_settings', 'exchange']);
  });

  it('lets a guest browse the cards', async () => {
    mockApi({
      'GET /api/player': {},
      'GET /api/comp_points/rewards': [makeReward()],
      'GET /api/cms/pages/rocket-mart': jsonResponse(404, 'Page is not static or not found'),
    });
    renderWithProviders(<RewardsMartRoute />, { path: '/rocket-mart' });
    expect(await screen.findByTestId('reward-card')).toBeTruthy();
    expect(screen.queryByTestId('mart-balance')).toBeNull();
  });
});
