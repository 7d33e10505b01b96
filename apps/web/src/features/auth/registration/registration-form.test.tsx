import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Country, Currency, PlayerFieldsResponse } from '@croupier/contracts/info';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, Toaster } from '../../../components/toast';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/shell-test-utils';
import { RegistrationForm } from './registration-form';

const countries: Country[] = [
  { code: 'CA', restricted: false, default_locale: 'en-CA', default_currency: 'CAD' },
  { code: 'DE', restricted: false, default_locale: 'de', default_currency: 'EUR' },
  { code: 'EE', restricted: false, default_locale: 'et', default_currency: 'EUR' },
  { code: 'AU', restricted: false, default_locale: 'en-AU', default_currency: 'AUD' },
  // The fake-Australia test geo (GEO-018): served, yet nobody's country.
  {
    code: 'KW',
    restricted: false,
    default_locale: 'en-KW',
    default_currency: 'AUD',
    behaves_as: 'AU',
  },
  { code: 'US', restricted: true, default_locale: null, default_currency: 'USD' },
  { code: 'KP', restricted: true, default_locale: null, default_currency: null },
];
const currencies: Currency[] = [
  { code: 'EUR', fiat: true, subunits_to_unit: 100, symbol: '€', demo: false },
  { code: 'CAD', fiat: true, subunits_to_unit: 100, symbol: '$', demo: false },
  { code: 'BTC', fiat: false, subunits_to_unit: 100_000_000, symbol: '₿', demo: false },
  // Not an ISO 4217 code: Intl refuses to name it, the form shows the code.
  { code: 'USDT', fiat: false, subunits_to_unit: 1_000_000, symbol: '₮', demo: false },
  { code: 'FUN', fiat: false, subunits_to_unit: 100, symbol: 'FUN', demo: true },
];
/** A registration context; every field listed is required unless named in `optional`. */
const fields = (registration: string[], optional: string[] = []): PlayerFieldsResponse => ({
  fields: registration.map((name) => ({
    name: name as PlayerFieldsResponse['fields'][number]['name'],
    type: 'string',
    required_in: optional.includes(name) ? [] : ['registration'],
  })),
  contexts: { registration: registration as PlayerFieldsResponse['contexts'][string] },
});
const PLAYER = { id: 8, email: 'new@example.com', confirmed_at: null };

afterEach(() => clearToasts());

function renderForm(
  options: { variant?: 'a' | 'b'; registration?: string[]; country?: string } = {},
) {
  const onRegistered = vi.fn();
  const view = renderWithProviders(
    <>
      <RegistrationForm
        redirect={null}
        variant={options.variant ?? 'a'}
        countries={countries}
        currencies={currencies}
        visitorCountry={options.country ?? 'DE'}
        defaultCountry="CA"
        fallbackCurrency="EUR"
        locale="en"
        onRegistered={onRegistered}
      />
      <Toaster closeLabel="Close" />
    </>,
  );
  return { ...view, onRegistered };
}

async function fillAccount(user: ReturnType<typeof userEvent.setup>, email = 'new@example.com') {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), 'Sunny-Day-42');
  await user.type(screen.getByLabelText(/^Repeat password/), 'Sunny-Day-42');
}

describe('RegistrationForm (SS-012..SS-016, SS-024)', () => {
  it('starts from the visitor country and its currency; only served countries, no demo currency', async () => {
    mockApi({ 'GET /api/info/player_fields': fields(['country', 'receive_promos']) });
    renderForm({ country: 'CA' });
    expect(screen.getByLabelText(/^Country/)).toHaveValue('CA');
    expect(screen.getByLabelText(/^Currency/)).toHaveValue('CAD');
    const country = screen.getByLabelText(/^Country/);
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Australia', 'Canada', 'Estonia', 'Germany']);
    expect(
      within(screen.getByLabelText(/^Currency/)).queryByRole('option', { name: 'FUN' }),
    ).toBeNull();
    // Another country moves the proposed currency along (platform-core.md §5).
    await userEvent.setup().selectOptions(country, 'DE');
    expect(screen.getByLabelText(/^Currency/)).toHaveValue('EUR');
  });

  it('starts a visitor on the KW test geo from Australia, the country it stands for', () => {
    mockApi({ 'GET /api/info/player_fields': fields(['country']) });
    renderForm({ country: 'KW' });
    expect(screen.getByLabelText(/^Country/)).toHaveValue('AU');
  });

  it('takes the terms error away as soon as the box is ticked', async () => {
    mockApi({ 'GET /api/info/player_fields': fields([]), 'POST /check-email': { exists: false } });
    renderForm();
    const user = userEvent.setup();
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const terms = screen.getByLabelText(/accept the terms and conditions/);
    expect(await screen.findByText('Please accept the terms and conditions.')).toBeInTheDocument();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    await user.click(terms);
    await waitFor(() =>
      expect(screen.queryByText('Please accept the terms and conditions.')).toBeNull(),
    );
    expect(terms).not.toHaveAttribute('aria-invalid');
  });

  it('checks a field on blur with the contract and shows the message in place', async () => {
    mockApi({ 'GET /api/info/player_fields': fields([]), 'POST /check-email': { exists: false } });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.tab();
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
    // Untouched fields stay quiet.
    expect(screen.queryByText('This field is required.')).toBeNull();
  });

  it('says at once when the e-mail already has an account, with a way to log in (SS-014)', async () => {
    const api = mockApi({
      'GET /api/info/player_fields': fields([]),
      'POST /check-email': ({ body }: { body: unknown }) => ({
        exists: (body as { email: string }).email === 'taken@example.com',
      }),
    });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'taken@example.com');
    await user.tab();
    expect(
      await screen.findByText('An account with this email already exists.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in with this email instead' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    expect(api.callsTo('POST', '/check-email')[0]?.body).toEqual({ email: 'taken@example.com' });
  });

  it('refuses to send without the terms, a matching confirmation or a required context field', async () => {
    const api = mockApi({
      // A context may show a field without insisting on it (required_in, PR-007).
      'GET /api/info/player_fields': fields(
        ['country', 'first_name', 'last_name', 'date_of_birth'],
        ['last_name'],
      ),
      'POST /check-email': { exists: false },
    });
    renderForm({ country: 'EE' });
    const user = userEvent.setup();
    await screen.findByLabelText(/^First name/);
    await user.type(screen.getByLabelText(/^Email/), 'new@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Sunny-Day-42');
    await user.type(screen.getByLabelText(/^Repeat password/), 'Sunny-Day-41');
    await user.type(screen.getByLabelText(/^Date of birth/), '01/01/2010');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms and conditions.')).toBeInTheDocument();
    // First name is required, last name only shown.
    expect(screen.getAllByText('This field is required.')).toHaveLength(1);
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Last name/)).not.toHaveAttribute('aria-invalid');
    // VAL-027: 21 in Estonia, interpolated from the chosen country.
    expect(screen.getByText('You must be at least 21 years old to play.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/users')).toHaveLength(0);
  });

  it('sends the registration with dfpc, stag and affb_id and hands over the player', async () => {
    document.cookie = 'stag=aff-77; path=/';
    document.cookie = 'affb_id=122; path=/';
    const api = mockApi({
      'GET /api/info/player_fields': fields(['country', 'receive_promos']),
      'POST /check-email': { exists: false },
      'POST /api/users': json(PLAYER, 201),
    });
    const { onRegistered } = renderForm();
    const user = userEvent.setup();
    await fillAccount(user);
    await user.type(screen.getByLabelText(/^Nickname/), 'Ada L');
    await user.click(screen.getByLabelText(/bonuses and promotions by email/));
    await user.click(screen.getByLabelText(/accept the terms and conditions/));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(PLAYER));
    const body = api.callsTo('POST', '/api/users')[0]?.body as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({
      email: 'new@example.com',
      password: 'Sunny-Day-42',
      password_confirmation: 'Sunny-Day-42',
      country: 'DE',
      currency: 'EUR',
      nickname: 'Ada L',
      receive_promos: true,
      terms_acceptance: true,
      stag: 'aff-77',
      affb_id: '122',
      variant: 'a',
    });
    expect(body.user.dfpc).toMatch(/^[0-9a-f]{16,}$/);
    expect(
      await screen.findByText(/We sent a confirmation link to new@example.com/),
    ).toBeInTheDocument();
  });

  it("shows the api's 422 in place (SS-013)", async () => {
    mockApi({
      'GET /api/info/player_fields': fields([]),
      'POST /check-email': { exists: false },
      'POST /api/users': json(
        {
          code: 'invalid_input',
          errors: {
            email: ['VALIDATION.EMAIL_TAKEN'],
            password: ['VALIDATION.PASSWORD_COMMON'],
          },
        },
        422,
      ),
    });
    const { onRegistered } = renderForm();
    const user = userEvent.setup();
    await fillAccount(user);
    await user.click(screen.getByLabelText(/accept the terms and conditions/));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists.')).toBeInTheDocument();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('variant b asks for the account first, then the personal details (SS-016)', async () => {
    const api = mockApi({
      'GET /api/info/player_fields': fields(['country', 'first_name']),
      'POST /check-email': { exists: false },
      'POST /api/users': json(PLAYER, 201),
    });
    const { onRegistered } = renderForm({ variant: 'b' });
    const user = userEvent.setup();
    expect(screen.queryByLabelText(/^Country/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText(/^First name/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    await user.type(screen.getByLabelText(/^First name/), 'Ada');
    await user.click(screen.getByLabelText(/accept the terms and conditions/));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(api.callsTo('POST', '/api/users')[0]?.body).toMatchObject({
      user: { first_name: 'Ada', variant: 'b' },
    });
  });
});
