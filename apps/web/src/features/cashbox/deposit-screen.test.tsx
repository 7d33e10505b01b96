import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatePaymentResponse } from '@croupier/contracts/payments';
import { clearToasts } from '../../components/toast';
import { json, mockApi, type MockHandler } from '../../testing/mock-api';
import { makeAccount, makeMethod, makePayment, renderCashbox } from './cashbox-test-utils';
import { DepositScreen } from './deposit-screen';
import { hostedPage } from './payment-return';

afterEach(() => clearToasts());

const created = (overrides: Partial<CreatePaymentResponse> = {}): CreatePaymentResponse => ({
  ...makePayment({ id: 501, state: 'pending', finished_at: null }),
  redirect_url: 'http://localhost:3200/pay/pay_1',
  crypto: null,
  bonus_code: null,
  ...overrides,
});

function api(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/player/accounts': [makeAccount()],
    'GET /api/player/payment_methods': [
      makeMethod({ limits: { min_cents: 1_000, max_cents: 500_000, step_cents: 500 } }),
    ],
    'GET /api/player/payments': [],
    'POST /api/users/transaction': { allowed: true, score: 3 },
    'POST /api/player/payments': created(),
    ...extra,
  });
}

const chooseCard = async () =>
  userEvent.click(await screen.findByRole('button', { name: /Visa \/ Mastercard/ }));

describe('deposit (CB-002, CB-012, CB-020, CB-021)', () => {
  it('starts at 50, checks the step, then goes to the hosted page with a fresh idempotency key', async () => {
    const open = vi.spyOn(hostedPage, 'open').mockImplementation(() => undefined);
    const calls = api();
    renderCashbox(<DepositScreen onClose={() => undefined} />);
    await chooseCard();
    const amount = screen.getByLabelText(/^Amount, EUR/);
    expect(amount).toHaveValue('50');
    expect(screen.getByText(/card details on our payment provider's secure page/)).toBeVisible();

    await userEvent.clear(amount);
    await userEvent.type(amount, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit €12.00' }));
    expect(await screen.findByText('The amount must be a multiple of €5.00.')).toBeVisible();
    expect(calls.callsTo('POST', '/api/player/payments')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '€50.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit €50.00' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost:3200/pay/pay_1'));
    expect(calls.callsTo('POST', '/api/users/transaction')[0]?.body).toMatchObject({
      amount_cents: 5_000,
      currency: 'EUR',
      type: 'transaction',
      payment_system: 'visa',
    });
    expect(calls.callsTo('POST', '/api/player/payments')[0]?.body).toEqual({
      action: 'deposit',
      payment_method_id: 'visa-mastercard',
      amount_cents: 5_000,
      currency: 'EUR',
    });
    const post = vi
      .mocked(fetch)
      .mock.calls.find(
        ([url, init]) => String(url).endsWith('/api/player/payments') && init?.method === 'POST',
      );
    const headers = (post?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText(/Taking you to our payment provider's secure page/)).toBeVisible();
    expect(sessionStorage.getItem('cashbox.hostedPayment')).toContain('"id":501');
  });

  it('sends nothing when the fraud check says no, and says something went wrong (CB-017)', async () => {
    const open = vi.spyOn(hostedPage, 'open').mockImplementation(() => undefined);
    const calls = api({ 'POST /api/users/transaction': { allowed: false, score: 97 } });
    renderCashbox(<DepositScreen onClose={() => undefined} />);
    await chooseCard();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit €50.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Something went wrong/);
    expect(calls.callsTo('POST', '/api/player/payments')).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
  });

  it("shows the api's field message under the amount", async () => {
    api({
      'POST /api/player/payments': json(
        { code: 'limit_reached', errors: { amount: ['VALIDATION.LIMIT_REACHED'] } },
        422,
      ),
    });
    renderCashbox(<DepositScreen onClose={() => undefined} />);
    await chooseCard();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit €50.00' }));
    expect(
      await screen.findByText(
        'This would go over your limit. Choose a smaller amount, or wait until your limit resets.',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Amount, EUR/)).toHaveAccessibleDescription(
      /This would go over your limit/,
    );
  });

  it('says how much a deposit limit still allows, in the money rule (issue 14 item 12)', async () => {
    api({
      'POST /api/player/payments': json(
        {
          code: 'limit_reached',
          errors: { amount: ['VALIDATION.LIMIT_REACHED'] },
          limit: { type: 'deposit', remaining_cents: 2_000, currency: 'EUR' },
        },
        422,
      ),
    });
    renderCashbox(<DepositScreen onClose={() => undefined} />);
    await chooseCard();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit €50.00' }));
    const sentence =
      'Your deposit limit allows €20.00 more for now. Enter an amount up to €20.00, or wait until your limit resets.';
    expect(await screen.findByText(sentence)).toBeVisible();
    expect(screen.getByLabelText(/^Amount, EUR/)).toHaveAccessibleDescription(sentence);
  });

  it('never shows the English text of a refusal that is not a message key', async () => {
    api({
      'POST /api/player/payments': json(
        { code: 'rate_limited', errors: { base: ['Too many requests, try again later'] } },
        429,
      ),
    });
    renderCashbox(<DepositScreen onClose={() => undefined} />);
    await chooseCard();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit €50.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts in a short time. Please wait a minute and try again.',
    );
  });
});

describe('a stored deposit promo code (CB-019)', () => {
  it('is cleared when the api refuses it, and the deposit still opens', async () => {
    const forget = vi.fn();
    const calls = api({
      'PATCH /api/player/set_bonus_code': json(
        {
          code: 'invalid_input',
          errors: { deposit_bonus_code: ['VALIDATION.BONUS_CODE_INVALID'] },
        },
        422,
      ),
      'DELETE /api/player/clear_bonus_code': { deposit_bonus_code: null },
    });
    renderCashbox(<DepositScreen onClose={() => undefined} />, {
      storedPromoCode: 'BAD',
      forgetPromoCode: forget,
    });
    expect(
      await screen.findByText(
        'The bonus code BAD cannot be used and was removed. You can still make your deposit.',
      ),
    ).toBeVisible();
    expect(calls.callsTo('PATCH', '/api/player/set_bonus_code')[0]?.body).toEqual({
      deposit_bonus_code: 'BAD',
    });
    expect(calls.callsTo('DELETE', '/api/player/clear_bonus_code')).toHaveLength(1);
    expect(forget).toHaveBeenCalled();
    await chooseCard();
    expect(screen.getByLabelText(/^Amount, EUR/)).toHaveValue('50');
    expect(screen.queryByLabelText(/Bonus code/)).toBeNull();
  });

  it('fills the bonus field when the api takes it, and sends it with the deposit', async () => {
    vi.spyOn(hostedPage, 'open').mockImplementation(() => undefined);
    const calls = api({
      'PATCH /api/player/set_bonus_code': { deposit_bonus_code: 'WELCOME' },
    });
    renderCashbox(<DepositScreen onClose={() => undefined} />, { storedPromoCode: 'WELCOME' });
    await waitFor(() =>
      expect(calls.callsTo('PATCH', '/api/player/set_bonus_code')).toHaveLength(1),
    );
    await chooseCard();
    expect(await screen.findByLabelText(/Bonus code/)).toHaveValue('WELCOME');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit €50.00' }));
    await waitFor(() =>
      expect(calls.callsTo('POST', '/api/player/payments')[0]?.body).toMatchObject({
        bonus_code: 'WELCOME',
      }),
    );
  });
});

describe('back from the hosted page', () => {
  it('shows how the deposit ended, from our api', async () => {
    api({
      'GET /api/player/payments': [
        makePayment({ id: 55, state: 'declined', reason: 'card_declined' }),
      ],
    });
    renderCashbox(
      <DepositScreen
        onClose={() => undefined}
        query={{ payment_id: '55', payment: 'pay_x', status: 'declined' }}
      />,
    );
    const result = await screen.findByTestId('payment-result');
    expect(within(result).getByRole('heading', { name: 'Deposit not completed' })).toBeVisible();
    expect(within(result).getByText('Declined')).toBeVisible();
    // A sentence that says what to do, never the provider's raw code (issue 14 item 12).
    expect(
      within(result).getByText(
        'Your bank declined this card payment. Try another card or payment method, or ask your bank why.',
      ),
    ).toBeVisible();
    expect(within(result).queryByText(/card_declined/)).toBeNull();
    expect(within(result).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('crypto deposit (CB-025, PR-021)', () => {
  it('shows the address with its QR, network and a copy button, waiting for the transfer', async () => {
    const btc = makeMethod({
      id: 'bitcoin',
      brand: 'bitcoin',
      type: 'crypto',
      title: 'Bitcoin',
      currency: 'BTC',
      network: 'Bitcoin',
      cashoutField: 'address',
      limits: { min_cents: 10_000, max_cents: 40_000_000, step_cents: 100 },
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = api({
      'GET /api/player/accounts': [makeAccount({ currency: 'BTC', amount_cents: 0 })],
      'GET /api/player/payment_methods': [btc],
      'GET /api/info/crypto_exchange_rates': { BTC: { EUR: 60_000 } },
      'POST /api/player/payments': created({
        currency: 'BTC',
        amount_cents: 10_000,
        redirect_url: null,
        crypto: {
          address: 'tb1qsandboxaddress0001',
          network: 'Bitcoin',
          memo: null,
          qr: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        },
      }),
    });
    renderCashbox(<DepositScreen onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: /Bitcoin/ }));
    // 0.0001 BTC = 100 µBTC, the method's minimum, worth about €6.
    expect(screen.getByLabelText(/^Amount, µBTC/)).toHaveValue('100');
    expect(screen.getByText('About €6.00')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Get my deposit address' }));
    expect(await screen.findByTestId('crypto-address')).toHaveTextContent('tb1qsandboxaddress0001');
    expect(screen.getByRole('img', { name: 'QR code of your BTC deposit address' })).toBeVisible();
    expect(screen.getByText('Waiting for your transfer…')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith('tb1qsandboxaddress0001');
    expect(await screen.findByRole('button', { name: 'Address copied' })).toBeVisible();
    expect(calls.callsTo('POST', '/api/player/payments')[0]?.body).toMatchObject({
      currency: 'BTC',
      amount_cents: 10_000,
    });
  });
});

describe('deposit with bonus (CB-029)', () => {
  it('asks for the bonus code first, checks it with the api, then deposits with it', async () => {
    vi.spyOn(hostedPage, 'open').mockImplementation(() => undefined);
    const calls = api({
      'PATCH /api/player/set_bonus_code': ({ body }: { body: unknown }) =>
        (body as { deposit_bonus_code: string }).deposit_bonus_code === 'WELCOME100'
          ? { deposit_bonus_code: 'WELCOME100' }
          : json(
              {
                code: 'invalid_input',
                errors: { deposit_bonus_code: ['VALIDATION.BONUS_CODE_INVALID'] },
              },
              422,
            ),
    });
    renderCashbox(
      <DepositScreen variant="bonus" onClose={() => undefined} />,
      {},
      '/deposit-bonus',
    );
    expect(screen.getByRole('heading', { name: 'Deposit with bonus' })).toBeVisible();
    const code = screen.getByLabelText(/Bonus code/);
    await userEvent.type(code, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(await screen.findByText('This bonus code is not valid')).toBeVisible();

    await userEvent.clear(code);
    await userEvent.type(code, 'WELCOME100');
    await userEvent.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(
      await screen.findByText('The code WELCOME100 will be added to this deposit.'),
    ).toBeVisible();
    await chooseCard();
    // The code is asked once, above: the amount form does not repeat it.
    expect(screen.getAllByLabelText(/Bonus code/)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Deposit €50.00' }));
    await waitFor(() =>
      expect(calls.callsTo('POST', '/api/player/payments')[0]?.body).toMatchObject({
        bonus_code: 'WELCOME100',
      }),
    );
  });
});
