import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserLimit } from '@croupier/contracts/limits';
import { clearToasts } from '../../components/toast';
import { json, mockApi } from '../../testing/mock-api';
import { at, makeLimit, renderPanel } from './limits-test-utils';

afterEach(() => clearToasts());

/** The api as the panel sees it: the list, and POST answering what `answer` says. */
function limitsApi(initial: UserLimit[], answer?: (body: unknown) => unknown) {
  let list = initial;
  const api = mockApi({
    'GET /api/user_limits': () => list,
    'POST /api/user_limits': ({ body }: { body: unknown }) => answer?.(body) ?? makeLimit(),
  });
  return { api, setList: (next: UserLimit[]) => (list = next) };
}

const row = (testId: string) => screen.findByTestId(testId);

describe('limits panel (LM-010; platform-core.md §2.2, §2.4)', () => {
  it('shows each money limit with its amount, what is used, when it resets, and what is reached', async () => {
    limitsApi([
      makeLimit({ value_used_cents: 6_000 }),
      makeLimit({
        id: 2,
        type: 'loss',
        period: 'week',
        amount_cents: 5_000,
        value_used_cents: 5_000,
        reached: true,
        ends_at: at(48),
      }),
    ]);
    renderPanel();

    const daily = await row('limit-deposit-day');
    expect(within(daily).getByText('€100.00')).toBeInTheDocument();
    expect(within(daily).getByText('€60.00 used of €100.00')).toBeInTheDocument();
    expect(within(daily).getByRole('meter', { name: 'Daily deposit limit used' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(within(daily).getByText(/^Resets /)).toBeInTheDocument();
    expect(within(daily).queryByText('Limit reached')).toBeNull();

    const weeklyLoss = await row('limit-loss-week');
    expect(within(weeklyLoss).getByText('Limit reached')).toBeInTheDocument();
    expect(within(weeklyLoss).getByRole('meter')).toHaveAttribute('aria-valuenow', '100');

    // Periods without a limit offer to set one.
    const monthly = await row('limit-deposit-month');
    expect(within(monthly).getByText('No limit set')).toBeInTheDocument();
    expect(
      within(monthly).getByRole('button', { name: 'Set limit, Monthly deposit limit' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Session time limit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Take a break' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Self-exclusion' })).toBeInTheDocument();
  });

  it('a decrease applies at once and says so (RG-01)', async () => {
    const { api, setList } = limitsApi([makeLimit()], (body) => {
      const next = makeLimit({ amount_cents: (body as { amount_cents: number }).amount_cents });
      setList([next]);
      return next;
    });
    renderPanel();
    const daily = await row('limit-deposit-day');
    await userEvent.click(within(daily).getByRole('button', { name: /^Change/ }));
    const input = within(daily).getByLabelText('Daily deposit limit (EUR)');
    expect(input).toHaveValue('100');
    await userEvent.clear(input);
    await userEvent.type(input, '49,90');
    await userEvent.click(within(daily).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your new limit applies now.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user_limits')[0]?.body).toEqual({
      type: 'deposit',
      period: 'day',
      amount_cents: 4_990,
    });
    expect(await within(daily).findByText('€49.90')).toBeInTheDocument();
    expect(within(daily).queryByTestId('pending-note')).toBeNull();
  });

  it('a raise waits for the mailed confirmation, then for the cooling-off (RG-02)', async () => {
    const waiting = makeLimit({
      status: 'pending_confirmation',
      confirm_expires_at: at(24),
      pending: {
        amount_cents: 20_000,
        minutes: null,
        removal: false,
        effective_at: at(24),
        confirmed: false,
      },
    });
    const { setList } = limitsApi([makeLimit()], () => {
      setList([waiting]);
      return waiting;
    });
    renderPanel();
    const daily = await row('limit-deposit-day');
    await userEvent.click(within(daily).getByRole('button', { name: /^Change/ }));
    const input = within(daily).getByLabelText('Daily deposit limit (EUR)');
    await userEvent.clear(input);
    await userEvent.type(input, '200');
    await userEvent.click(within(daily).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(
        'Check your e-mail to confirm this change. Your current limit applies until the change takes effect.',
      ),
    ).toBeInTheDocument();
    const note = await within(daily).findByTestId('pending-note');
    expect(note).toHaveTextContent('Waiting for your confirmation');
    expect(note).toHaveTextContent('You asked to raise it to €200.00. Check your e-mail');
    // The old limit still shows as the one that applies.
    expect(within(daily).getByText('€100.00')).toBeInTheDocument();
  });

  it('shows a confirmed raise with the time it takes effect', async () => {
    limitsApi([
      makeLimit({
        status: 'pending_increase',
        pending: {
          amount_cents: null,
          minutes: null,
          removal: true,
          effective_at: '2026-03-11T12:00:00.000Z',
          confirmed: true,
        },
      }),
    ]);
    renderPanel();
    const note = await within(await row('limit-deposit-day')).findByTestId('pending-note');
    expect(note).toHaveAttribute('data-status', 'pending_increase');
    expect(note).toHaveTextContent('Cooling-off period');
    expect(note).toHaveTextContent(/Confirmed: the limit ends at Mar 11, 2026/);
  });

  it('shows the server’s 422 field errors in the form (LM-005)', async () => {
    const { api } = limitsApi([makeLimit()], () =>
      json(
        {
          code: 'invalid',
          errors: { amount_cents: ['VALIDATION.LIMIT_INCREASE_PENDING'] },
        },
        422,
      ),
    );
    renderPanel();
    const daily = await row('limit-deposit-day');
    await userEvent.click(within(daily).getByRole('button', { name: /^Change/ }));
    const input = within(daily).getByLabelText('Daily deposit limit (EUR)');
    await userEvent.clear(input);
    await userEvent.type(input, '300');
    await userEvent.click(within(daily).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        'A change to this limit is already waiting for confirmation',
      ),
    );
    expect(api.callsTo('POST', '/api/user_limits')).toHaveLength(1);
    // The editor stays open with what the player typed.
    expect(input).toHaveValue('300');
  });

  it('refuses an amount that is no amount before sending anything', async () => {
    const { api } = limitsApi([]);
    renderPanel();
    const weekly = await row('limit-wager-week');
    await userEvent.click(within(weekly).getByRole('button', { name: /^Set limit/ }));
    const input = within(weekly).getByLabelText('Weekly wager limit (EUR)');
    await userEvent.type(input, '12.345');
    await userEvent.click(within(weekly).getByRole('button', { name: 'Save' }));
    expect(input).toHaveAccessibleDescription('Enter an amount greater than zero');
    expect(api.callsTo('POST', '/api/user_limits')).toHaveLength(0);
  });

  it('a removal is a raise: it waits for the confirmation too', async () => {
    const { api, setList } = limitsApi([makeLimit({ id: 7 })]);
    const removed = makeLimit({
      id: 7,
      status: 'pending_confirmation',
      confirm_expires_at: at(24),
      pending: {
        amount_cents: null,
        minutes: null,
        removal: true,
        effective_at: at(24),
        confirmed: false,
      },
    });
    api.set('DELETE /api/user_limits/7', () => {
      setList([removed]);
      return removed;
    });
    renderPanel();
    const daily = await row('limit-deposit-day');
    await userEvent.click(within(daily).getByRole('button', { name: /^Remove/ }));
    expect(
      await within(daily).findByText(/You asked to remove it\. Check your e-mail/),
    ).toBeInTheDocument();
    expect(within(daily).queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('sets a session limit in minutes', async () => {
    const { api } = limitsApi([]);
    renderPanel();
    const card = await screen.findByTestId('limit-session');
    await userEvent.click(within(card).getByRole('button', { name: /^Set limit/ }));
    const input = within(card).getByLabelText('Minutes per session');
    await userEvent.type(input, '3');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Enter a whole number of minutes from 5 to 1440'),
    );
    await userEvent.clear(input);
    await userEvent.type(input, '90');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/user_limits')[0]?.body).toEqual({
        type: 'session',
        minutes: 90,
      }),
    );
  });

  it('says so when the limits cannot be loaded, and tries again', async () => {
    const api = mockApi({ 'GET /api/user_limits': json({ code: 'internal' }, 500) });
    renderPanel();
    expect(await screen.findByText('Your limits could not be loaded.')).toBeInTheDocument();
    api.set('GET /api/user_limits', []);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('limit-deposit-day')).toBeInTheDocument();
  });
});

describe('take a break and self-exclusion (RG-06, RG-07)', () => {
  it('a break is confirmed in place, then sent with its days', async () => {
    const { api } = limitsApi([]);
    renderPanel();
    const card = await screen.findByRole('region', { name: 'Take a break' });
    await userEvent.click(within(card).getByRole('radio', { name: '1 week' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Take a break for 1 week' }));
    expect(within(card).getByText('Take a break for 1 week?')).toBeInTheDocument();
    expect(within(card).getByText(/Withdrawals stay possible/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user_limits')).toHaveLength(0);
    await userEvent.click(within(card).getByRole('button', { name: 'Start my break' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/user_limits')[0]?.body).toEqual({
        type: 'cooling_off',
        days: 7,
      }),
    );
    expect(await screen.findByText('Your break has started.')).toBeInTheDocument();
  });

  it('self-exclusion explains what it blocks and that withdrawals stay possible before it is sent', async () => {
    const { api } = limitsApi([]);
    renderPanel();
    const card = await screen.findByRole('region', { name: 'Self-exclusion' });
    await userEvent.click(within(card).getByRole('radio', { name: 'Permanently' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Self-exclude' }));
    expect(within(card).getByText('Your self-exclusion will never end.')).toBeInTheDocument();
    expect(
      within(card).getByText('Withdrawals stay possible: you can still take out your balance.'),
    ).toBeInTheDocument();
    const confirm = within(card).getByRole('button', { name: 'Confirm self-exclusion' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(card).getByLabelText('I understand and want to self-exclude'));
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/user_limits')[0]?.body).toEqual({
        type: 'self_exclusion',
        months: null,
      }),
    );
  });

  it('while a block runs, the panel leads with it and its end', async () => {
    limitsApi([
      makeLimit({
        id: 9,
        type: 'cooling_off',
        period: null,
        amount_cents: null,
        currency: null,
        reached: true,
        ends_at: '2099-04-01T10:00:00.000Z',
      }),
    ]);
    renderPanel({ isGermany: true });
    const block = await screen.findByRole('status', { name: /You are on a break until/ });
    expect(block).toHaveTextContent('Apr 1, 2099');
    expect(block).toHaveTextContent('Withdrawals stay possible.');
    expect(screen.queryByRole('region', { name: 'Take a break' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause for 24 hours' })).toBeNull();
    // Limits can still be lowered while on a break.
    expect(await screen.findByTestId('limit-deposit-day')).toBeInTheDocument();
  });
});

describe('German panic button (GlüStV §6i(3); RG-07)', () => {
  it('one click pauses for 24 hours, with no dialog in between', async () => {
    const panic = makeLimit({
      id: 11,
      type: 'panic',
      period: null,
      amount_cents: null,
      currency: null,
      reached: true,
      ends_at: '2099-03-11T12:00:00.000Z',
    });
    const { api, setList } = limitsApi([], () => {
      setList([panic]);
      return panic;
    });
    renderPanel({ isGermany: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Pause for 24 hours' }));

    expect(api.callsTo('POST', '/api/user_limits').map((call) => call.body)).toEqual([
      { type: 'panic' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText('Your account is paused for 24 hours.')).toBeInTheDocument();
    expect(
      await screen.findByRole('status', { name: /Your account is paused until/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause for 24 hours' })).toBeNull();
  });

  it('a refusal from the server shows under the button', async () => {
    limitsApi([], () =>
      json({ code: 'forbidden', errors: { base: ['Not for this account'] } }, 403),
    );
    renderPanel({ isGermany: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Pause for 24 hours' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not for this account');
  });

  it('is not offered outside Germany', async () => {
    limitsApi([]);
    renderPanel({ isGermany: false });
    expect(await screen.findByTestId('limit-deposit-day')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause for 24 hours' })).toBeNull();
  });
});
