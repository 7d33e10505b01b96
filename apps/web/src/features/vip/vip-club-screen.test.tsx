import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { VipClubScreen } from './vip-club-screen';
import { makeProgress, makeTiers } from './vip-test-utils';
import { lastDayBefore, quarterEndAfter } from './vip-view';

afterEach(() => vi.unstubAllGlobals());

const NOW = new Date('2026-11-20T12:00:00Z');

function renderClub(isLoggedIn = true, currency = 'EUR') {
  return renderWithProviders(
    <VipClubScreen
      isLoggedIn={isLoggedIn}
      currency={currency}
      locale="en"
      currencyConfig={undefined}
      now={NOW}
    />,
  );
}

describe('VIP club', () => {
  it('VIP-016: the status card and the carousel of every tier, mine marked', async () => {
    mockApi({
      '/api/vip/tiers': makeTiers(),
      '/jam/vip_status_progress': makeProgress({
        activeStatus: 'gold',
        currentStatus: 'gold',
        nextStatus: 'platinum',
        depositAmountCents: 7_500_000,
        depositThresholdCents: 15_000_000,
        betSumCents: 150_000_000,
        betSumThresholdCents: 150_000_000,
        overallProgress: 75,
        expiresAt: '2027-01-01T00:00:00.000Z',
      }),
    });
    renderClub();
    const card = await screen.findByTestId('vip-status-card', {}, { timeout: 5000 });
    expect(within(card).getByText('My status')).toBeTruthy();
    expect(within(card).getByTestId('vip-active-status').textContent).toBe('Gold');
    expect(within(card).getByText('Progress to Platinum')).toBeTruthy();
    expect(within(card).getByTestId('vip-overall').textContent).toContain('75% of the way');
    expect(within(card).getByTestId('vip-deposits').textContent).toBe('€75,000.00 of €150,000.00');
    expect(within(card).getByTestId('vip-expiry').textContent).toContain('until 31/12/2026');
    const carousel = await screen.findByTestId('vip-carousel');
    const keys = within(carousel)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.testid?.startsWith('vip-tier-'))
      .map((item) => item.dataset.testid);
    expect(keys).toEqual([
      'vip-tier-regular',
      'vip-tier-bronze',
      'vip-tier-silver',
      'vip-tier-gold',
      'vip-tier-platinum',
      'vip-tier-diamond',
    ]);
    const gold = screen.getByTestId('vip-tier-gold');
    expect(gold.getAttribute('aria-current')).toBe('true');
    expect(within(gold).getByText('€60,000.00')).toBeTruthy();
    expect(
      within(screen.getByTestId('vip-tier-diamond')).getByText('Lifelong once reached'),
    ).toBeTruthy();
  });

  it('VIP-009: a failed load shows regular at 0 % with the default thresholds', async () => {
    mockApi({
      '/api/vip/tiers': jsonResponse(500, { error: 'boom' }),
      '/jam/vip_status_progress': jsonResponse(500, { error: 'boom' }),
    });
    renderClub(true, 'NOK');
    const card = await screen.findByTestId('vip-status-card', {}, { timeout: 5000 });
    expect(within(card).getByTestId('vip-active-status').textContent).toBe('Rising star');
    expect(within(card).getByTestId('vip-overall').textContent).toContain('0% of the way');
    // NOK has no thresholds in any tier here and the tiers did not load: 9000.00 / 90000.00.
    expect(within(card).getByTestId('vip-deposits').textContent).toMatch(
      /^kr\s0\.00 of kr\s9,000\.00$/,
    );
    expect(within(card).getByTestId('vip-bets').textContent).toContain('90,000.00');
    expect(within(card).getByTestId('vip-progress-failed')).toBeTruthy();
  });

  it('VIP-009: with the tiers loaded, the fallback uses the currency’s own thresholds', async () => {
    mockApi({
      '/api/vip/tiers': makeTiers(),
      '/jam/vip_status_progress': jsonResponse(500, { error: 'boom' }),
    });
    renderClub(true, 'BRL');
    await waitFor(
      () => expect(screen.getByTestId('vip-deposits').textContent).toContain('30,000.00'),
      { timeout: 5000 },
    );
    expect(screen.getByTestId('vip-bets').textContent).toContain('300,000.00');
    expect(screen.getByTestId('vip-overall').textContent).toContain('0%');
  });

  it('a retry after a failure shows the real progress', async () => {
    let fail = true;
    mockApi({
      '/api/vip/tiers': makeTiers(),
      '/jam/vip_status_progress': () =>
        fail ? jsonResponse(500, { error: 'boom' }) : makeProgress({ depositAmountCents: 123_400 }),
    });
    renderClub();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    fail = false;
    await userEvent.click(retry);
    await waitFor(() =>
      expect(screen.getByTestId('vip-deposits').textContent).toBe('€1,234.00 of €6,000.00'),
    );
    expect(screen.queryByTestId('vip-progress-failed')).toBeNull();
  });

  it('a guest sees the way to sign up and the tiers, and never asks for the progress', async () => {
    const fetchMock = mockApi({ '/api/vip/tiers': makeTiers() });
    renderClub(false);
    expect(await screen.findByText('Join to climb the tiers')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toContain(
      '/registration',
    );
    await screen.findByTestId('vip-carousel');
    expect(screen.queryByTestId('vip-status-card')).toBeNull();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => url.includes('vip_status_progress'))).toBe(false);
  });

  it('dates are the last UTC day of the quarter, DD/MM/YYYY', () => {
    expect(lastDayBefore('2025-07-01T00:00:00.000Z')).toBe('30/06/2025');
    expect(quarterEndAfter(new Date('2025-05-10T00:00:00Z'))).toBe('2025-07-01T00:00:00.000Z');
    expect(quarterEndAfter(new Date('2025-12-31T23:59:59Z'))).toBe('2026-01-01T00:00:00.000Z');
  });
});
