import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Currency } from '@croupier/contracts/info';
import type { GiftOffer } from '@croupier/contracts/gifts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, Toaster } from '../../../components/toast';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/shell-test-utils';
import { RegistrationForm } from './registration-form';

const currencies: Currency[] = [
  { code: 'EUR', fiat: true, subunits_to_unit: 100, symbol: '€', demo: false },
  { code: 'BTC', fiat: false, subunits_to_unit: 100_000_000, symbol: '₿', demo: false },
];
const offer = (id: number, title: string): GiftOffer => ({
  id,
  key: `reg-${id}`,
  title,
  group_key: 'registration',
  type: 'NonDeposit',
  family: 'freespins',
  currency: 'EUR',
  amount_cents: null,
  percent: null,
  max_amount_cents: null,
  min_deposit_cents: null,
  wager_multiplier: 30,
  freespins_total: 20,
  deposit_number: null,
  terms: '',
});
const PLAYER = { id: 8, email: 'new@example.com', confirmed_at: null };
const SLOW = { timeout: 8_000 };

afterEach(() => clearToasts());

function renderForm() {
  const onRegistered = vi.fn();
  renderWithProviders(
    <>
      <RegistrationForm
        redirect={null}
        variant="a"
        countries={[
          { code: 'DE', restricted: false, default_locale: 'de', default_currency: 'EUR' },
        ]}
        currencies={currencies}
        visitorCountry="DE"
        defaultCountry="DE"
        fallbackCurrency="EUR"
        locale="en"
        onRegistered={onRegistered}
      />
      <Toaster closeLabel="Close" />
    </>,
  );
  return { onRegistered };
}

async function signUp() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), 'new@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'Sunny-Day-42');
  await user.type(screen.getByLabelText(/^Repeat password/), 'Sunny-Day-42');
  await user.click(screen.getByLabelText(/accept the terms and conditions/));
  return user;
}

describe('the registration gift (GF-013, GF-014)', { timeout: 30_000 }, () => {
  it('offers the gifts of the chosen currency, the first chosen, sent as bonus_id', async () => {
    const api = mockApi({
      'GET /api/info/player_fields': { fields: [], contexts: { registration: [] } },
      'POST /check-email': { exists: false },
      'GET /api/bonuses/registration': [offer(5, '20 welcome spins'), offer(6, 'Other')],
      'POST /api/users': json(PLAYER, 201),
    });
    const { onRegistered } = renderForm();
    const first = await screen.findByRole('radio', { name: /20 welcome spins/ }, SLOW);
    await waitFor(() => expect(first).toBeChecked());
    expect(screen.getAllByTestId('registration-gift')[0]).toHaveTextContent(
      '20 free spins · winnings wagered ×30',
    );
    expect(api.callsTo('GET', '/api/bonuses/registration')[0]?.url.search).toBe('?currency=EUR');
    const user = await signUp();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled(), SLOW);
    const body = api.callsTo('POST', '/api/users')[0]?.body as { user: Record<string, unknown> };
    expect(body.user.bonus_id).toBe(5);
  });

  it('"no gift" sends none', async () => {
    const api = mockApi({
      'GET /api/info/player_fields': { fields: [], contexts: { registration: [] } },
      'POST /check-email': { exists: false },
      'GET /api/bonuses/registration': [offer(5, '20 welcome spins')],
      'POST /api/users': json(PLAYER, 201),
    });
    const { onRegistered } = renderForm();
    await screen.findByRole('radio', { name: /20 welcome spins/ }, SLOW);
    const user = await signUp();
    await user.click(screen.getByRole('radio', { name: /No gift/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled(), SLOW);
    const body = api.callsTo('POST', '/api/users')[0]?.body as { user: Record<string, unknown> };
    expect(body.user).not.toHaveProperty('bonus_id');
  });
});
