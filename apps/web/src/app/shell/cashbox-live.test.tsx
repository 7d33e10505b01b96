import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cashboxKeys } from '../../features/cashbox/api/cashbox-keys';
import { CURRENCY_CONFIG, makeAccount } from '../../features/cashbox/cashbox-test-utils';
import { applyBalancePush } from '../../features/cashbox/live-updates';
import { mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { balanceInfo } from './header/balance-info';
import { BalanceDropdown } from './header/balance-dropdown';

describe('the header balance (SH-049, PR-021, CB-028)', () => {
  it('is the active account: real, and bonus = total minus cash-out-available', async () => {
    const balance = balanceInfo(
      [
        makeAccount({ currency: 'BTC', active: false }),
        makeAccount({ amount_cents: 10_000, available_to_cashout_cents: 6_000 }),
      ],
      CURRENCY_CONFIG,
    );
    renderWithProviders(<BalanceDropdown balance={balance} locale="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Balance: €100.00' }));
    expect(screen.getByTestId('balance-real')).toHaveTextContent('€60.00');
    expect(screen.getByTestId('balance-bonus')).toHaveTextContent('€40.00');
  });

  it('shows a crypto wallet in its display unit', () => {
    const balance = balanceInfo(
      [makeAccount({ currency: 'BTC', amount_cents: 100_000 })],
      CURRENCY_CONFIG,
    );
    renderWithProviders(<BalanceDropdown balance={balance} locale="en" />);
    expect(screen.getByRole('button', { name: 'Balance: 1,000\u00a0µBTC' })).toBeVisible();
  });

  it('moves at once with a balance push, then reloads the accounts', async () => {
    const api = mockApi({
      'GET /api/player/accounts': [
        makeAccount({ amount_cents: 15_000, available_to_cashout_cents: 15_000 }),
      ],
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(cashboxKeys.accounts(), [makeAccount()]);
    const push = applyBalancePush(queryClient, {
      currency: 'EUR',
      amount_cents: 15_000,
      real_amount_cents: 15_000,
      bonus_amount_cents: 0,
    });
    await push;
    expect(queryClient.getQueryData(cashboxKeys.accounts())).toEqual([
      makeAccount({ amount_cents: 15_000, available_to_cashout_cents: 15_000 }),
    ]);
    // Nothing observes the query here, so the reload is only marked; a mounted header refetches.
    expect(queryClient.getQueryState(cashboxKeys.accounts())?.isInvalidated).toBe(true);
    expect(api.calls).toHaveLength(0);
  });
});
