import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatePaymentResponse } from '@croupier/contracts/payments';
import type { GiftOffer } from '@croupier/contracts/gifts';
import { clearToasts } from '../../components/toast';
import { onLog, type LogEntry } from '../../lib/logger';
import { json, mockApi, type MockHandler } from '../../testing/mock-api';
import {
  makeAccount,
  makeCashboxPlayer,
  makeMethod,
  makePayment,
  renderCashbox,
} from './cashbox-test-utils';
import { DepositScreen } from './deposit-screen';
import { hostedPage } from './payment-return';

afterEach(() => clearToasts());

const offer = (overrides: Partial<GiftOffer> = {}): GiftOffer => ({
  id: 11,
  key: 'welcome-1',
  title: 'Welcome 100%',
  group_key: 'welcome',
  type: 'Deposit bonus',
  family: 'bonus',
  currency: 'EUR',
  amount_cents: null,
  percent: 100,
  max_amount_cents: 20_000,
  min_deposit_cents: 2_000,
  wager_multiplier: 35,
  freespins_total: 0,
  deposit_number: 1,
  terms: 'Wager 35 times the bonus.',
  ...overrides,
});

const created: CreatePaymentResponse = {
  ...makePayment({ id: 501, state: 'pending', finished_at: null }),
  redirect_url: 'http://localhost:3200/pay/pay_1',
  crypto: null,
  bonus_code: null,
};

function api(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/player/accounts': [makeAccount()],
    'GET /api/player/payment_methods': [makeMethod()],
    'GET /api/player/payments': [],
    'GET /api/bonuses/deposit': [
      offer(),
      offer({ id: 12, title: 'Cash 10', percent: null, amount_cents: 1_000, wager_multiplier: 0 }),
    ],
    'POST /api/users/transaction': { allowed: true, score: 3 },
    'POST /api/player/payments': created,
    ...extra,
  });
}

/** The machine may be busy: the first screen of a file can take a few seconds to load. */
const SLOW = { timeout: 8_000 };
const methodsLoaded = () => screen.findByRole('button', { name: /Visa \/ Mastercard/ }, SLOW);
const chooseCard = async () => userEvent.click(await methodsLoaded());

describe('deposit gifts (CB-029, GF-010)', { timeout: 30_000 }, () => {
  it('offers the gifts, the first chosen, and sends the choice as bonus_id', async () => {
    vi.spyOn(hostedPage, 'open').mockImplementation(() => undefined);
    const calls = api();
    renderCashbox(<DepositScreen onClose={() => undefined} />);
    await methodsLoaded();
    const picker = await screen.findByRole('group', { name: 'Deposit gift' }, SLOW);
    const first = await within(picker).findByRole('radio', { name: /Welcome 100%/ });
    await waitFor(() => expect(first).toBeChecked());
    expect(picker).toHaveTextContent('100% up to €200.00 · wager ×35 · min. deposit €20.00');
    expect(picker).toHaveTextContent('€10.00 · no wagering');
    expect(calls.callsTo('GET', '/api/bonuses/deposit')[0]?.url.search).toBe('?currency=EUR');
    await chooseCard();
    // A gift or a code, not both: with a gift chosen the code is not asked for.
    expect(screen.queryByRole('button', { name: /bonus code/i })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit €50.00' }));
    await waitFor(() => expect(calls.callsTo('POST', '/api/player/payments')).toHaveLength(1));
    expect(calls.callsTo('POST', '/api/player/payments')[0]?.body).toMatchObject({
      amount_cents: 5_000,
      bonus_id: 11,
    });
  });

  it('"no bonus" sends none', async () => {
    vi.spyOn(hostedPage, 'open').mockImplementation(() => undefined);
    const calls = api();
    renderCashbox(<DepositScreen onClose={() => undefined} />);
    await methodsLoaded();
    await userEvent.click(await screen.findByRole('radio', { name: /No bonus/ }, SLOW));
    await chooseCard();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit €50.00' }));
    await waitFor(() => expect(calls.callsTo('POST', '/api/player/payments')).toHaveLength(1));
    expect(calls.callsTo('POST', '/api/player/payments')[0]?.body).not.toHaveProperty('bonus_id');
  });

  it('the multi-account group and a player with a bonus code are offered none', async () => {
    const calls = api();
    const { unmount } = renderCashbox(<DepositScreen onClose={() => undefined} />, {
      player: makeCashboxPlayer({ groups: [100] }),
    });
    await chooseCard();
    expect(screen.queryByRole('group', { name: 'Deposit gift' })).toBeNull();
    unmount();
    renderCashbox(<DepositScreen onClose={() => undefined} />, {
      player: makeCashboxPlayer({ deposit_bonus_code: 'SPRING' }),
    });
    await chooseCard();
    expect(screen.queryByRole('group', { name: 'Deposit gift' })).toBeNull();
    expect(calls.callsTo('GET', '/api/bonuses/deposit')).toHaveLength(0);
  });

  it('a failure to turn bonuses on is logged as useBonuses (GF-023)', async () => {
    const entries: LogEntry[] = [];
    const stop = onLog((entry) => entries.push(entry));
    api({
      'PATCH /api/player/update_bonus_settings': () => json({ code: 'boom' }, 500),
      'PUT /log': {},
    });
    renderCashbox(<DepositScreen onClose={() => undefined} />, {
      player: makeCashboxPlayer({ can_issue_bonuses: false }),
    });
    // The methods arrive first, so the button clicked is the one that stays.
    await methodsLoaded();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn bonuses on' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toBeVisible();
    expect(entries.map((entry) => entry.name)).toContain('useBonuses');
    stop();
  });
  it('a visitor whose stag is excluded from promotions is offered none (GF-032)', async () => {
    const calls = api();
    renderCashbox(<DepositScreen onClose={() => undefined} />, { hidesDepositGifts: true });
    await chooseCard();
    expect(screen.queryByRole('group', { name: 'Deposit gift' })).toBeNull();
    expect(calls.callsTo('GET', '/api/bonuses/deposit')).toHaveLength(0);
  });

  it('bonuses off: turning them on asks update_bonus_settings, then offers (GF-021, GF-022)', async () => {
    const onPlayerChange = vi.fn();
    const calls = api({
      'PATCH /api/player/update_bonus_settings': makeCashboxPlayer({ can_issue_bonuses: true }),
    });
    renderCashbox(<DepositScreen onClose={() => undefined} />, {
      player: makeCashboxPlayer({ can_issue_bonuses: false }),
      onPlayerChange,
    });
    await methodsLoaded();
    expect(calls.callsTo('GET', '/api/bonuses/deposit')).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn bonuses on' }));
    await waitFor(() => expect(onPlayerChange).toHaveBeenCalled());
    expect(calls.callsTo('PATCH', '/api/player/update_bonus_settings')[0]?.body).toEqual({
      can_issue: true,
    });
  });
});
