import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../components/toast';
import { mockApi } from '../../testing/mock-api';
import { makeAccount, makePayment, renderCashbox } from './cashbox-test-utils';
import { DashboardScreen } from './dashboard-screen';

afterEach(() => clearToasts());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('cashbox dashboard (CB-002, CB-004, CB-006, CB-010)', () => {
  it('shows each wallet, and switches the active one', async () => {
    const api = mockApi({
      'GET /api/player/accounts': [
        makeAccount({ amount_cents: 10_000, available_to_cashout_cents: 6_000 }),
        makeAccount({
          currency: 'BTC',
          active: false,
          amount_cents: 100_000,
          available_to_cashout_cents: 100_000,
        }),
      ],
      'POST /api/player/accounts': [
        makeAccount({ active: false }),
        makeAccount({ currency: 'BTC', active: true, amount_cents: 100_000 }),
      ],
      'GET /api/player/payments': [],
    });
    renderCashbox(<DashboardScreen />, {}, '/cashbox');
    const eur = await screen.findByTestId('account-EUR');
    expect(eur).toHaveTextContent('€100.00');
    expect(eur).toHaveTextContent('Real €60.00 · Bonus €40.00');
    expect(eur).toHaveTextContent('In use');
    expect(screen.getByTestId('account-BTC')).toHaveTextContent('1,000 µBTC');
    await userEvent.click(screen.getByRole('button', { name: 'Use the BTC wallet' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/player/accounts')[0]?.body).toEqual({ currency: 'BTC' }),
    );
    expect(await within(screen.getByTestId('account-BTC')).findByText('In use')).toBeVisible();
  });

  it('splits the history into deposits and withdrawals, with recall on a recallable one', async () => {
    const cashout = makePayment({
      id: 31,
      action: 'cashout',
      state: 'reserved',
      recallable: true,
      finished_at: null,
    });
    const api = mockApi({
      'GET /api/player/accounts': [makeAccount()],
      'GET /api/player/payments': [
        makePayment({ id: 1 }),
        makePayment({ id: 2, state: 'declined' }),
        makePayment({ id: 3, state: 'pending', finished_at: null }),
        cashout,
        makePayment({ id: 32, action: 'cashout', state: 'succeeded' }),
      ],
      'POST /api/player/payments/31/recall': { ...cashout, state: 'recalled', recallable: false },
    });
    renderCashbox(<DashboardScreen />, {}, '/cashbox');
    expect(await screen.findByRole('tab', { name: 'Deposits (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Withdrawals (2)' })).toBeVisible();
    expect(within(screen.getByTestId('payment-2')).getByText('Declined')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Recall withdrawal' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Withdrawals (2)' }));
    const row = screen.getByTestId('payment-31');
    expect(within(row).getByText('Approved')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Recall withdrawal' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/player/payments/31/recall')).toHaveLength(1),
    );
    expect(
      await screen.findByText('Withdrawal recalled. The amount is back in your balance.'),
    ).toBeVisible();
    expect(within(screen.getByTestId('payment-32')).queryByRole('button')).toBeNull();
  });

  it('warns once about a deposit cancelled 3 minutes ago, not about one 6 minutes ago', async () => {
    mockApi({
      'GET /api/player/accounts': [makeAccount()],
      'GET /api/player/payments': [
        makePayment({ id: 41, state: 'canceled', finished_at: minutesAgo(3) }),
        makePayment({ id: 42, state: 'canceled', finished_at: minutesAgo(6) }),
      ],
    });
    const first = renderCashbox(<DashboardScreen />, {}, '/cashbox');
    expect(
      await screen.findAllByText(
        'Your deposit was cancelled. No money was taken; you can try again at any time.',
      ),
    ).toHaveLength(1);
    first.unmount();
    clearToasts();
    // Opened again (as after a reload): the same payment is not announced twice.
    renderCashbox(<DashboardScreen />, {}, '/cashbox');
    expect(await screen.findByTestId('payment-41')).toBeVisible();
    expect(screen.queryByText(/Your deposit was cancelled/)).toBeNull();
  });
});

describe('another wallet (PR-019)', () => {
  it('opens a currency the player has no wallet in and makes it the active one', async () => {
    const api = mockApi({
      'GET /api/player/accounts': [makeAccount()],
      'POST /api/player/accounts': [
        makeAccount({ active: false }),
        makeAccount({ currency: 'ETH', active: true, amount_cents: 0 }),
      ],
      'GET /api/player/payments': [],
    });
    renderCashbox(<DashboardScreen />, {}, '/cashbox');
    const select = await screen.findByLabelText('Open another wallet');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a currency', 'BTC (µBTC)', 'ETH (mETH)']);
    await userEvent.selectOptions(select, 'ETH');
    await userEvent.click(screen.getByRole('button', { name: 'Open and use' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/player/accounts')[0]?.body).toEqual({ currency: 'ETH' }),
    );
    expect(await within(screen.getByTestId('account-ETH')).findByText('In use')).toBeVisible();
  });
});
