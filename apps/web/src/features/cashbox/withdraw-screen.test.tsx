import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreatePaymentResponse } from '@croupier/contracts/payments';
import { clearToasts } from '../../components/toast';
import { mockApi, type MockHandler } from '../../testing/mock-api';
import { makeAccount, makeMethod, makePayment, renderCashbox } from './cashbox-test-utils';
import { WithdrawScreen } from './withdraw-screen';

afterEach(() => clearToasts());

const bank = makeMethod({
  id: 'bank-transfer',
  brand: 'sepa',
  type: 'bank_transfer',
  title: 'Bank transfer',
  cashoutField: 'iban',
  limits: { min_cents: 2_000, max_cents: 500_000, step_cents: 100 },
});

const pendingCashout = makePayment({
  id: 900,
  action: 'cashout',
  state: 'pending',
  finished_at: null,
  recallable: true,
  amount_cents: 5_000,
  method_title: 'Bank transfer',
});

function api(extra: Record<string, MockHandler> = {}) {
  let history = [pendingCashout];
  return mockApi({
    'GET /api/player/accounts': [
      makeAccount({ amount_cents: 12_000, available_to_cashout_cents: 10_000 }),
    ],
    'GET /api/player/payment_methods': [bank],
    'GET /api/player/payments': () => history,
    'POST /api/users/transaction': { allowed: true, score: 0 },
    'POST /api/player/payments': {
      ...pendingCashout,
      redirect_url: null,
      crypto: null,
      bonus_code: null,
    } satisfies CreatePaymentResponse,
    'POST /api/player/payments/900/recall': () => {
      history = [{ ...pendingCashout, state: 'recalled', recallable: false }];
      return history[0];
    },
    'POST /api/player/groups': { groups: [1101] },
    ...extra,
  });
}

describe('withdraw (CB-010, CB-021, CB-024)', () => {
  it('refuses more than may be cashed out, saying how much may be', async () => {
    const calls = api();
    renderCashbox(<WithdrawScreen onClose={() => undefined} />, {}, '/withdraw');
    expect(await screen.findByText('Withdrawable: €100.00')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: /Bank transfer/ }));
    await userEvent.type(screen.getByLabelText(/^Amount, EUR/), '101');
    await userEvent.type(screen.getByLabelText(/^IBAN/), 'DE89 3704 0044 0532 0130 00');
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(
      await screen.findByText('You can withdraw up to €100.00 now. Enter a smaller amount.'),
    ).toBeVisible();
    expect(calls.callsTo('POST', '/api/player/payments')).toHaveLength(0);
  });

  it('notes a Lithuanian IBAN and puts the player in the brand group once', async () => {
    const calls = api();
    renderCashbox(
      <WithdrawScreen onClose={() => undefined} />,
      { lithuanianIbanGroup: 1101 },
      '/withdraw',
    );
    await userEvent.click(await screen.findByRole('button', { name: /Bank transfer/ }));
    await userEvent.type(screen.getByLabelText(/^IBAN/), 'LT12 1000 0111 0100 1000');
    expect(screen.getByText(/This is a Lithuanian bank account/)).toBeVisible();
    await waitFor(() => expect(calls.callsTo('POST', '/api/player/groups')).toHaveLength(1));
    expect(calls.callsTo('POST', '/api/player/groups')[0]?.body).toEqual({
      groups: { add: [1101] },
    });
  });

  it('sends the withdrawal, shows it pending, and recalls it', async () => {
    const calls = api();
    renderCashbox(<WithdrawScreen onClose={() => undefined} />, {}, '/withdraw');
    await userEvent.click(await screen.findByRole('button', { name: /Bank transfer/ }));
    await userEvent.type(screen.getByLabelText(/^Amount, EUR/), '50');
    await userEvent.type(screen.getByLabelText(/^IBAN/), 'de89 3704 0044 0532 0130 00');
    // €20 of the €120 is bonus money being wagered: the request says it forfeits it first.
    expect(screen.getByTestId('withdraw-bonus-forfeit')).toHaveTextContent('€20.00');
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('its €20.00 bonus money is removed');
    expect(calls.callsTo('POST', '/api/player/payments')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw and forfeit the bonus' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
    expect(calls.callsTo('POST', '/api/users/transaction')[0]?.body).toMatchObject({
      type: 'payout',
    });
    expect(calls.callsTo('POST', '/api/player/payments')[0]?.body).toEqual({
      action: 'cashout',
      payment_method_id: 'bank-transfer',
      amount_cents: 5_000,
      currency: 'EUR',
      fields: { iban: 'DE89370400440532013000' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Recall withdrawal' }));
    expect(
      await screen.findByText('Withdrawal recalled. The amount is back in your balance.'),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Withdrawal recalled' })).toBeVisible();
  });

  it('with no bonus money in play, asks nothing about a bonus', async () => {
    const calls = api({
      'GET /api/player/accounts': [
        makeAccount({ amount_cents: 10_000, available_to_cashout_cents: 10_000 }),
      ],
    });
    renderCashbox(<WithdrawScreen onClose={() => undefined} />, {}, '/withdraw');
    await userEvent.click(await screen.findByRole('button', { name: /Bank transfer/ }));
    expect(screen.queryByTestId('withdraw-bonus-forfeit')).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Amount, EUR/), '50');
    await userEvent.type(screen.getByLabelText(/^IBAN/), 'de89 3704 0044 0532 0130 00');
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
    expect(calls.callsTo('POST', '/api/player/payments')).toHaveLength(1);
  });

  it('withdraws to a saved card only, never asking for a card number', async () => {
    api({ 'GET /api/player/payment_methods': [makeMethod()] });
    renderCashbox(<WithdrawScreen onClose={() => undefined} />, {}, '/withdraw');
    await userEvent.click(await screen.findByRole('button', { name: /Visa \/ Mastercard/ }));
    expect(screen.getByText(/Make a card deposit first/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
  });
});
