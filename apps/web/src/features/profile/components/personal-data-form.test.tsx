import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast';
import { json, mockApi } from '../../../testing/mock-api';
import { fieldsConfig, makePlayer, renderProfile } from '../profile-test-utils';

afterEach(() => clearToasts());

const form = () => screen.getByRole('region', { name: 'Personal data' });
const api = (edition: Parameters<typeof fieldsConfig>[0], required?: string[]) =>
  mockApi({
    'GET /api/info/player_fields': fieldsConfig(edition, required),
    'GET /api/subscriptions': { receive_promos: false, receive_sms_promos: false },
    'PATCH /api/player': ({ body }: { body: unknown }) => ({
      ...makePlayer(),
      ...(body as { user: object }).user,
    }),
  });

describe('personal data: the edition context decides the fields (PR-006, VAL-036)', () => {
  it('shows exactly the context fields and sends only them, never validating hidden ones', async () => {
    // The stored phone is invalid, but the brand does not ask for it here: no error, not sent.
    const player = makePlayer({ mobile_phone: 'x', nickname: '' });
    const calls = api(['first_name', 'city', 'date_of_birth']);
    renderProfile({ player });
    const section = form();
    expect(await within(section).findByLabelText(/First name/)).toHaveValue('Ada');
    expect(within(section).getByLabelText(/City/)).toHaveValue('Berlin');
    expect(within(section).getByLabelText(/Date of birth/)).toHaveValue('24/05/1990');
    for (const hidden of [/Mobile phone/, /Last name/, /Nickname/, /Country/, /Postal code/])
      expect(within(section).queryByLabelText(hidden)).toBeNull();

    await userEvent.clear(within(section).getByLabelText(/City/));
    await userEvent.type(within(section).getByLabelText(/City/), 'Hamburg');
    await userEvent.click(within(section).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.callsTo('PATCH', '/api/player')).toHaveLength(1));
    expect(calls.callsTo('PATCH', '/api/player')[0]?.body).toEqual({
      user: { first_name: 'Ada', city: 'Hamburg', date_of_birth: '1990-05-24' },
      context: 'edition',
    });
    expect(await screen.findByText('Your personal data has been saved.')).toBeInTheDocument();
  });

  it('marks required fields and stops a blank one before any request', async () => {
    const calls = api(['first_name', 'city'], ['city']);
    renderProfile();
    const city = await within(form()).findByLabelText(/City/);
    expect(city).toHaveAttribute('aria-required', 'true');
    expect(within(form()).getByLabelText(/First name/)).not.toHaveAttribute('aria-required');
    await userEvent.clear(city);
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    expect(await within(form()).findByText('This field is required.')).toBeInTheDocument();
    expect(city).toHaveAccessibleDescription('This field is required.');
    expect(calls.callsTo('PATCH', '/api/player')).toHaveLength(0);
  });
});

describe('personal data: server errors in place (PR-004)', () => {
  it('shows each 422 field message under its own field', async () => {
    const calls = api(['mobile_phone', 'city', 'first_name']);
    calls.set(
      'PATCH /api/player',
      json(
        {
          code: 'validation_failed',
          errors: { mobile_phone: ['VALIDATION.PHONE_INVALID'], city: ['VALIDATION.TOO_LONG'] },
        },
        422,
      ),
    );
    renderProfile();
    await userEvent.click(await within(form()).findByRole('button', { name: 'Save changes' }));
    const phone = within(form()).getByLabelText(/Mobile phone/);
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        'Enter at least 8 characters: digits, +, brackets, spaces or hyphens.',
      ),
    );
    expect(within(form()).getByLabelText(/City/)).toHaveAccessibleDescription(
      'This value is too long.',
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(within(form()).getByLabelText(/First name/)).not.toHaveAttribute('aria-invalid');
  });

  it('a message for a field the form does not show still reaches the player', async () => {
    const calls = api(['city']);
    calls.set(
      'PATCH /api/player',
      json({ code: 'validation_failed', errors: { profession: ['VALIDATION.TOO_LONG'] } }, 422),
    );
    renderProfile();
    await userEvent.click(await within(form()).findByRole('button', { name: 'Save changes' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent('This value is too long.');
  });
});

describe('personal data: birth date DD/MM/YYYY on screen, YYYY-MM-DD on the wire (PR-003, VAL-026)', () => {
  it('refuses an impossible date and sends a valid one as ISO', async () => {
    const calls = api(['date_of_birth', 'country']);
    renderProfile();
    const birth = await within(form()).findByLabelText(/Date of birth/);
    await userEvent.clear(birth);
    await userEvent.type(birth, '31/02/2000');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(birth).toHaveAccessibleDescription(
        expect.stringContaining('Enter a valid date as DD/MM/YYYY.'),
      ),
    );
    expect(calls.callsTo('PATCH', '/api/player')).toHaveLength(0);

    await userEvent.clear(birth);
    await userEvent.type(birth, '05/06/1991');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.callsTo('PATCH', '/api/player')).toHaveLength(1));
    expect(calls.callsTo('PATCH', '/api/player')[0]?.body).toMatchObject({
      user: { date_of_birth: '1991-06-05', country: 'DE' },
    });
    // The saved ISO date comes back and shows day first again.
    await waitFor(() => expect(birth).toHaveValue('05/06/1991'));
  });

  it('names the minimum age where the player lives (VAL-027: 21 in Estonia)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2025-06-01T12:00:00Z') });
    const calls = api(['date_of_birth', 'country']);
    renderProfile({ player: makePlayer({ country: 'EE', postal_code: '10111' }) });
    const birth = await within(form()).findByLabelText(/Date of birth/);
    await userEvent.clear(birth);
    await userEvent.type(birth, '01/01/2005');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(birth).toHaveAccessibleDescription(
        expect.stringContaining('You must be at least 21 years old to play.'),
      ),
    );
    expect(calls.callsTo('PATCH', '/api/player')).toHaveLength(0);
  });

  it('keeps a verified player’s name and birth date locked and unsent', async () => {
    const calls = api(['first_name', 'date_of_birth', 'city']);
    renderProfile({ player: makePlayer({ verified: true }) });
    expect(await within(form()).findByLabelText(/First name/)).toBeDisabled();
    expect(within(form()).getByLabelText(/Date of birth/)).toBeDisabled();
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.callsTo('PATCH', '/api/player')).toHaveLength(1));
    expect(calls.callsTo('PATCH', '/api/player')[0]?.body).toEqual({
      user: { city: 'Berlin' },
      context: 'edition',
    });
  });
});

describe('state auto-fill (PR-009, platform-core.md §4)', () => {
  it('saves the state inferred from an AU postal code with PATCH, without a context', async () => {
    const saved: unknown[] = [];
    const calls = api(['country', 'postal_code', 'state', 'city']);
    renderProfile({
      player: makePlayer({ country: 'AU', postal_code: '2600', state: null }),
      onPlayerChange: (player) => saved.push(player),
    });
    await waitFor(() => expect(calls.callsTo('PATCH', '/api/player')).toHaveLength(1));
    expect(calls.callsTo('PATCH', '/api/player')[0]?.body).toEqual({
      user: { state: 'Australian Capital Territory' },
    });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ state: 'Australian Capital Territory' });
  });

  it('leaves a filled state alone, and does nothing when the state is not editable', async () => {
    const calls = api(['country', 'postal_code', 'state']);
    const { unmount } = renderProfile({
      player: makePlayer({ country: 'AU', postal_code: '2600', state: 'Victoria' }),
    });
    expect(await within(form()).findByLabelText(/State or province/)).toHaveValue('Victoria');
    unmount();
    const other = api(['country', 'postal_code']);
    renderProfile({ player: makePlayer({ country: 'CA', postal_code: 'K1A 0B1', state: null }) });
    await within(form()).findByLabelText(/Postal code/);
    expect(calls.callsTo('PATCH', '/api/player')).toHaveLength(0);
    expect(other.callsTo('PATCH', '/api/player')).toHaveLength(0);
  });

  it('fills an empty state from a Canadian postal code while the player types', async () => {
    api(['country', 'postal_code', 'state']);
    renderProfile({ player: makePlayer({ country: 'CA', postal_code: '', state: null }) });
    const postal = await within(form()).findByLabelText(/Postal code/);
    await userEvent.type(postal, 'H2X 1Y4');
    expect(within(form()).getByLabelText(/State or province/)).toHaveValue('Quebec');
  });
});
