import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Player } from '@croupier/contracts/player';
import { clearToasts, Toaster } from '../../components/toast';
import {
  CURRENCY_CONFIG,
  makeAccount,
  makeCashboxPlayer,
  makeMethod,
} from '../../features/cashbox/cashbox-test-utils';
import { mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { CashboxDepositModal } from './cashbox-screens';

afterEach(() => clearToasts());

function api(player: Player, currency: string) {
  return mockApi({
    'GET /api/player': player,
    'PATCH /api/player': ({ body }: { body: unknown }) => ({
      ...player,
      ...(body as { user: object }).user,
    }),
    'GET /api/player/accounts': [makeAccount({ currency })],
    'GET /api/fe/config/currency-config': CURRENCY_CONFIG,
    'GET /api/info/countries': [
      { code: 'DE', restricted: false, default_locale: 'de', default_currency: 'EUR' },
    ],
    'GET /api/player/payment_methods': [makeMethod({ currency })],
    'GET /api/player/payments': [],
  });
}

const renderDeposit = () =>
  renderWithProviders(
    <>
      <CashboxDepositModal props={{}} close={() => undefined} />
      <Toaster closeLabel="Close" />
    </>,
    { path: '/deposit' },
  );

describe('profile completion before the cashbox (CB-003)', () => {
  it('asks a EUR player without a city to complete the profile, then opens the deposit', async () => {
    const calls = api(makeCashboxPlayer({ city: null }), 'EUR');
    renderDeposit();
    expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeVisible();
    expect(screen.queryByText('Choose a payment method')).toBeNull();
    const city = screen.getByLabelText(/^City/);
    expect(city).toHaveAttribute('aria-required', 'true');
    await userEvent.type(city, 'Hamburg');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.callsTo('PATCH', '/api/player')[0]?.body).toMatchObject({
        user: { city: 'Hamburg' },
        context: 'edition',
      }),
    );
    expect(await screen.findByText('Choose a payment method')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Complete your profile' })).toBeNull();
  });

  it('lets a BTC player straight in', async () => {
    api(makeCashboxPlayer({ city: null, mobile_phone: null, currency: 'BTC' }), 'BTC');
    renderDeposit();
    expect(await screen.findByText('Choose a payment method')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Complete your profile' })).toBeNull();
  });
});
