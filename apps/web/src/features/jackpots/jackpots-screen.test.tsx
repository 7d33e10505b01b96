import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Jackpot, JackpotWin } from '@croupier/contracts/jackpots';
import { jsonResponse, mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { onLog } from '../../lib/logger';
import { JackpotsScreen, MysticJackpotScreen } from './jackpots-screen';

afterEach(() => vi.unstubAllGlobals());

const ruby: Jackpot = {
  id: 1,
  identifier: 'mystic-ruby',
  name: 'Ruby Jackpot',
  state: 'active',
  currency: 'EUR',
  category: 'jackpot',
  levels: [
    {
      id: 11,
      identifier: 'level_1',
      name: 'Mini',
      amount_cents: 5_012,
      must_drop_by_cents: 25_000,
    },
    {
      id: 12,
      identifier: 'level_2',
      name: 'Major',
      amount_cents: 50_000,
      must_drop_by_cents: 250_000,
    },
    {
      id: 13,
      identifier: 'level_3',
      name: 'Grand',
      amount_cents: 500_000,
      must_drop_by_cents: 2_500_000,
    },
  ],
  total_cents: 555_012,
  totals: { EUR: 555_012 },
};

const win = (id: number, name: string, cents: number): JackpotWin => ({
  id,
  user_name: name,
  created_at: '2026-11-27T10:00:00.000Z',
  jackpot_identifier: 'mystic-ruby',
  jackpot_level: 'level_1',
  jackpot_level_name: 'Mini',
  jackpot_original_amount_cents: cents,
  jackpot_original_currency: 'EUR',
  amount_cents: cents,
  currency: 'EUR',
});

describe('jackpots screen', () => {
  it('JP-001, JP-011: each jackpot with its total, levels and a button to its games', async () => {
    mockApi({
      '/api/jackpots': [ruby],
      '/api/jackpot_wins': (url: URL) =>
        url.searchParams.get('sort') === 'biggest'
          ? [win(1, 'Player***', 99_000)]
          : [win(2, 'Ada***', 5_000)],
    });
    renderWithProviders(
      <JackpotsScreen
        currency="EUR"
        locale="en"
        currencyConfig={undefined}
        isMysticEnabled={false}
      />,
    );
    const card = await screen.findByTestId('jackpot-mystic-ruby', {}, { timeout: 10_000 });
    expect(within(card).getByTestId('jackpot-total')).toHaveTextContent('€5,550.12');
    expect(within(card).getByText('Mini')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Play jackpot games' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/games\/jackpot$/),
    );
    expect(await screen.findByText('Player***', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('Ada***')).toBeInTheDocument();
    // Without the flag there is no link to the mystic page.
    expect(screen.queryByRole('link', { name: 'Open this jackpot' })).toBeNull();
  }, 20_000);

  it('JP-007: the biggest and latest lists are two tabs', async () => {
    mockApi({ '/api/jackpots': [ruby], '/api/jackpot_wins': [] });
    renderWithProviders(
      <JackpotsScreen currency="EUR" locale="en" currencyConfig={undefined} isMysticEnabled />,
    );
    const latest = await screen.findByRole('tab', { name: 'Latest' });
    expect(screen.getByRole('tab', { name: 'Biggest' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(latest);
    expect(latest).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('jackpot-winners-latest')).toHaveAttribute('data-active', 'true');
    expect(screen.getByTestId('jackpot-winners-biggest')).toHaveAttribute('data-active', 'false');
    expect(
      await screen.findByRole('link', { name: 'Open this jackpot' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', expect.stringMatching(/\/mystic-ruby$/));
  });

  it('JP-008: a winners load failure is logged as GET_JACKPOT_WINNERS_ERROR', async () => {
    const logged: string[] = [];
    const stop = onLog((entry) => logged.push(entry.name));
    mockApi({ '/api/jackpots': [ruby], '/api/jackpot_wins': () => jsonResponse(503, {}) });
    renderWithProviders(
      <JackpotsScreen
        currency="EUR"
        locale="en"
        currencyConfig={undefined}
        isMysticEnabled={false}
      />,
    );
    expect((await screen.findAllByText('No winners yet')).length).toBeGreaterThan(0);
    expect(logged).toContain('GET_JACKPOT_WINNERS_ERROR');
    stop();
  });

  it('the mystic page shows its jackpot, else the not-found screen', async () => {
    mockApi({ '/api/jackpots': [ruby], '/api/jackpot_wins': [] });
    renderWithProviders(
      <MysticJackpotScreen
        identifier="mystic-ruby"
        currency="EUR"
        locale="en"
        currencyConfig={undefined}
        notFound={() => <p>Not found</p>}
      />,
    );
    expect(await screen.findByTestId('jackpot-mystic-ruby', {}, { timeout: 10_000 })).toBeVisible();
    renderWithProviders(
      <MysticJackpotScreen
        identifier="nope"
        currency="EUR"
        locale="en"
        currencyConfig={undefined}
        notFound={() => <p>Not found</p>}
      />,
    );
    expect(await screen.findByText('Not found', {}, { timeout: 10_000 })).toBeVisible();
  });
});
