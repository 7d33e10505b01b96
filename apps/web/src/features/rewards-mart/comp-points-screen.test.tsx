import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { CompPointsScreen } from './comp-points-screen';
import { makeRate } from './mart-test-utils';

// A machine busy with other suites may need more than the default second to render the page.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => vi.unstubAllGlobals());

function api() {
  return mockApi({
    'GET /api/player/comp_points': { chargeable: { points: 1250 }, persistent: { points: 4000 } },
    'GET /api/comp_points/rates/earning': [{ currency: 'EUR', amount_cents: 25, points: 1 }],
    'GET /api/comp_points/rates/money': [
      makeRate({
        id: 5,
        type: 'money',
        group: 'MONEY_REWARD',
        points: 5000,
        amount_cents: 2500,
        freespins_count: 0,
        title: 'Cash',
        games: [],
      }),
    ],
  });
}

describe('CompPointsScreen (/comp-points, CP-029)', () => {
  it('shows the points to spend, the lifetime points, the earning rate and the money rates', async () => {
    api();
    renderWithProviders(<CompPointsScreen isLoggedIn locale="en" currencyConfig={null} />);
    expect(await screen.findByText('1,250 points')).toBeTruthy();
    expect(screen.getByTestId('comp-points-persistent').textContent).toContain('4,000 points');
    const earning = await screen.findByTestId('comp-points-earning');
    expect(within(earning).getByText('€0.25')).toBeTruthy();
    expect(within(earning).getByText('1 point')).toBeTruthy();
    const money = await screen.findByTestId('comp-points-money-rates');
    expect(money.textContent).toBe('5,000 points€25.00');
    expect(screen.getByRole('link', { name: 'Go to the rewards mart' }).getAttribute('href')).toBe(
      '/rocket-mart',
    );
  });

  it('asks a guest to sign up instead of showing balances', async () => {
    api();
    renderWithProviders(<CompPointsScreen isLoggedIn={false} locale="en" currencyConfig={null} />);
    expect(await screen.findByRole('link', { name: 'Sign up' })).toBeTruthy();
    expect(screen.queryByTestId('comp-points-chargeable')).toBeNull();
  });
});
