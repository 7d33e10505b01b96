import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdventureDayView, AdventureState } from '@croupier/contracts/adventures';
import { jsonResponse, mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { AdventureScreen } from './adventure-screen';
import { forgetReportedZone } from './api/get-adventure';

const MINUTE = 60_000;

function day(overrides: Partial<AdventureDayView> & Pick<AdventureDayView, 'day' | 'state'>) {
  return {
    step: overrides.day,
    stepTotal: 8,
    isCompleted: overrides.state === 'completed',
    date: null,
    last_date: null,
    prize: { kind: 'fs', freespins_count: 20, title: '20 free spins' },
    condition: { minDep: 2000, wager: 0, periodActivationDays: 1 },
    progress: null,
    label: null,
    gift: null,
    lootbox: null,
    ends_at: null,
    ...overrides,
  } satisfies AdventureDayView;
}

/** A seven-day calendar on its fourth date: day 1 won, day 2 won, day 3 missed, day 4 today. */
function adventure(overrides: Partial<AdventureState> = {}): AdventureState {
  const in5h12m = new Date(Date.now() + 5 * 60 * MINUTE + 12 * MINUTE + 30_000).toISOString();
  const in2d = new Date(Date.now() + 2 * 24 * 60 * MINUTE + 30_000).toISOString();
  return {
    set: { key: 'default', title: 'Seven-day adventure', start_date: '01/09/2025' },
    time_zone: 'Europe/Berlin',
    time_zone_source: 'site',
    today: '13/06/2026',
    finished: false,
    stepTotal: 8,
    days: [
      day({
        day: 1,
        state: 'completed',
        date: '10/06/2026',
        label: 'adv_1_8_10/06/2026',
        gift: { id: 7, title: 'adv_1_8_10/06/2026', stage: 'issued', activatable_until: in2d },
        ends_at: in2d,
      }),
      day({ day: 2, state: 'completed', date: '11/06/2026', label: 'adv_2_8_11/06/2026' }),
      day({ day: 3, state: 'lost', date: '12/06/2026' }),
      day({
        day: 4,
        state: 'active',
        date: '13/06/2026',
        condition: { minDep: 3000, wager: 1000, periodActivationDays: 1 },
        progress: { best_deposit_eur_cents: 3500, wagered_eur_cents: 250 },
        ends_at: in5h12m,
      }),
      day({ day: 5, state: 'future', date: '14/06/2026' }),
      day({ day: 6, state: 'future', date: '15/06/2026' }),
      day({ day: 7, state: 'future', date: '16/06/2026' }),
    ],
    superPrize: {
      step: 8,
      stepTotal: 8,
      state: 'superb',
      isCompleted: false,
      outcome: 'missed',
      prize: { kind: 'superPrize', freespins_count: 200, title: '200 free spins' },
      label: null,
      gift: null,
      ends_at: null,
    },
    ...overrides,
  };
}

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => forgetReportedZone());
afterEach(() => vi.unstubAllGlobals());

describe('AdventureScreen (/vip-adventure, VIP-017..VIP-028)', () => {
  it("reports the browser's zone once, then shows the banner, the row and every card", async () => {
    const fetchMock = mockApi({
      'PUT /api/player/adventures/time_zone': adventure(),
      'GET /api/player/adventures': adventure(),
    });
    renderWithProviders(<AdventureScreen locale="en" />);

    expect(
      // The first test loads the lazy contracts chunk.
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Seven-day adventure' },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/player/adventures/time_zone');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(
      screen.getByText('Days follow your time zone (Europe/Berlin). Today is 13/06/2026.'),
    ).toBeVisible();

    const row = screen.getByRole('list', { name: 'Adventure calendar' });
    expect(within(row).getAllByRole('listitem')).toHaveLength(8);
    expect(within(row).getByLabelText('Day 4: Today')).toHaveAttribute('aria-current', 'date');
    expect(screen.getAllByRole('article')).toHaveLength(8);
  });

  it('shows to-gifts on a completed day with a gift, and its terms without one (VIP-021)', async () => {
    mockApi({ 'PUT /api/player/adventures/time_zone': adventure() });
    renderWithProviders(<AdventureScreen locale="en" />);
    await screen.findByRole('heading', { level: 1 });

    const first = card('Day 1');
    expect(within(first).getByRole('link', { name: 'To gifts' })).toHaveAttribute(
      'href',
      '/profile/gifts',
    );
    // VIP-022: the gift waits for its activation: its deadline is the timer.
    expect(within(first).getByText('Activate your prize within 2d 0h 0m')).toBeVisible();
    const second = card('Day 2');
    expect(within(second).queryByRole('link')).toBeNull();
    expect(within(second).getByText('Deposit at least €20 in one payment')).toBeVisible();
  });

  it('gives the active day its timer, details and the deposit button (VIP-020, VIP-028)', async () => {
    mockApi({ 'PUT /api/player/adventures/time_zone': adventure() });
    renderWithProviders(<AdventureScreen locale="en" />);
    await screen.findByRole('heading', { level: 1 });

    const today = card('Day 4');
    expect(within(today).getByText('Today')).toBeVisible();
    expect(within(today).getByText('Ends in 0d 5h 12m')).toBeVisible();
    expect(within(today).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/deposit',
    );
    expect(within(today).queryByText('Bet €10 in total')).toBeNull();
    await userEvent.click(within(today).getByRole('button', { name: 'Details' }));
    expect(within(today).getByText('Deposit at least €30 in one payment')).toBeVisible();
    expect(within(today).getByText('Bet €10 in total')).toBeVisible();
    expect(within(today).getByText('Your largest deposit so far: €35')).toBeVisible();
    expect(within(today).getByText('Bet so far: €2.50 of €10')).toBeVisible();
    expect(within(today).getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('leaves a lost day without action, shows a future day its terms, and the super prize', async () => {
    mockApi({ 'PUT /api/player/adventures/time_zone': adventure() });
    renderWithProviders(<AdventureScreen locale="en" />);
    await screen.findByRole('heading', { level: 1 });

    const lost = card('Day 3');
    expect(within(lost).getByText('This day was missed.')).toBeVisible();
    expect(within(lost).queryByRole('button')).toBeNull();
    expect(within(lost).queryByRole('link')).toBeNull();

    const future = card('Day 5');
    expect(within(future).getByText('Opens on 14/06/2026')).toBeVisible();
    expect(within(future).getByText('Deposit at least €20 in one payment')).toBeVisible();

    const superPrize = card('Super prize');
    expect(within(superPrize).getByText('200 free spins')).toBeVisible();
    expect(within(superPrize).getByText(/super prize is out of reach/)).toBeVisible();
  });

  it('says when the adventure is over (VIP-023) and when there is none', async () => {
    mockApi({
      'PUT /api/player/adventures/time_zone': adventure({
        finished: true,
        days: adventure().days.map((entry) =>
          entry.state === 'active' ? { ...entry, state: 'lost', ends_at: null } : entry,
        ),
      }),
    });
    const { unmount } = renderWithProviders(<AdventureScreen locale="en" />);
    expect(
      await screen.findByText('This adventure is over. Any prizes you won are in your gifts.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
    unmount();

    forgetReportedZone();
    mockApi({ 'PUT /api/player/adventures/time_zone': jsonResponse(404, { code: 'not_found' }) });
    renderWithProviders(<AdventureScreen locale="en" />);
    expect(await screen.findByText('There is no adventure running right now.')).toBeVisible();
  });

  it('sends a day paid with a lootbox to where the boxes open', async () => {
    const base = adventure();
    mockApi({
      'PUT /api/player/adventures/time_zone': adventure({
        days: base.days.map((entry) =>
          entry.day === 2
            ? {
                ...entry,
                prize: { kind: 'lootbox', title: 'Rocket box', lootbox_template: 'rocket-box' },
                lootbox: { id: 3, stage: 'issued' },
              }
            : entry,
        ),
      }),
    });
    renderWithProviders(<AdventureScreen locale="en" />);
    await screen.findByRole('heading', { level: 1 });
    expect(within(card('Day 2')).getByRole('link', { name: 'Open your lootbox' })).toHaveAttribute(
      'href',
      '/rocketmart-wheel',
    );
  });
});
