import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WheelSegment } from '@croupier/contracts/fe-config';
import type { Lootbox } from '@croupier/contracts/lootboxes';
import { mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { ChanceScreen } from './chance-screen';
import type { LootboxEnv } from './lootbox-env';
import { withPublishedChances } from './prize-text';
import { WheelScreen } from './wheel-screen';

/** LB-010: the default set's sample weights. */
const fs = (count: number, weight: number): WheelSegment => ({
  prize: { type: 'freespins', amount: count, currency: null, title: `${count} FS` },
  weight,
  wager: 30,
});
const DEFAULT_SET: WheelSegment[] = [
  fs(10, 4000),
  fs(20, 4000),
  fs(50, 2000),
  fs(100, 0),
  {
    prize: { type: 'money', amount: 1_000_000, currency: 'EUR', title: '€10,000' },
    weight: 5,
    wager: 0,
  },
];

const env = (patch: Partial<LootboxEnv> = {}): LootboxEnv => ({
  isLoggedIn: true,
  guestSegments: DEFAULT_SET,
  locale: 'en',
  currencyConfig: null,
  ...patch,
});

const box = (patch: Partial<Lootbox> = {}): Lootbox => ({
  id: 11,
  title: 'Rocket Box',
  group_key: 'rocket_box',
  stage: 'issued',
  currency: 'EUR',
  created_at: '2026-11-20T10:00:00.000Z',
  valid_until: '2026-12-20T10:00:00.000Z',
  activated_at: null,
  weight: null,
  prize: null,
  items: [
    {
      id: 'fs-10',
      title: '10 free spins',
      weight: 50,
      chance: 0.5,
      prize: {
        title: '10 free spins',
        type: 'freespins',
        attributes: { freespins_count: 10 },
        result_bonus: { wager: 30, max_win: [] },
      },
    },
    {
      id: 'bonus-5',
      title: '€5 bonus',
      weight: 50,
      chance: 0.5,
      prize: {
        title: '€5 bonus',
        type: 'bonus',
        attributes: { bonus_amount: [{ currency: 'EUR', amount_cents: 500 }] },
        result_bonus: { wager: 30, max_win: [] },
      },
    },
  ],
  bonuses: [],
  ...patch,
});

function reducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })),
  );
}

beforeEach(() => reducedMotion(true));
afterEach(() => vi.unstubAllGlobals());

describe('WheelScreen', () => {
  it('spins with the player’s wheel gift and stops on the segment the server drew', async () => {
    let spun = 0;
    mockApi({
      'GET /api/player/wheel': () => ({
        tiers: ['rocket_lite', 'rocket_pro', 'rocket_max'],
        set_key: 'default',
        segments: withPublishedChances(DEFAULT_SET),
        spins:
          spun > 0
            ? []
            : [
                {
                  gift_id: 5,
                  title: 'Rocket Wheel',
                  group_key: 'wheel_rocket_pro',
                  wheel: 'rocketplay',
                  tier: 'rocket_pro',
                  activatable_until: null,
                },
              ],
      }),
      'POST /api/player/wheel/spins': () => {
        spun += 1;
        return {
          spin: {
            gift_id: 5,
            set_key: 'default',
            segment_index: 2,
            segment: DEFAULT_SET[2],
            gift: null,
          },
        };
      },
      'GET /api/player/lootboxes': { lootboxes: [] },
    });
    renderWithProviders(<WheelScreen kind="rocketplay" env={env()} />, {
      path: '/rocketplay-wheel',
    });
    expect(await screen.findByText('1 spin to use')).toBeTruthy();
    expect(screen.getByTestId('wheel-tier').textContent).toBe('Rocket Pro');
    // Published odds from the weights: 4000 of 10005 → 40%, weight 0 → 0%, weight 5 → 0.05%.
    const odds = screen.getByTestId('wheel-odds');
    expect(within(odds).getAllByText('40%')).toHaveLength(2);
    expect(within(odds).getByText('0%')).toBeTruthy();
    expect(within(odds).getByText('0.05%')).toBeTruthy();

    await userEvent.click(screen.getByTestId('wheel-spin'));
    const result = await screen.findByTestId('wheel-result');
    expect(result.textContent).toContain('50 free spins');
    expect(result.textContent).toContain('Wager x30');
    expect(screen.getByTestId('prize-wheel').dataset.segmentUnderPointer).toBe('2');
    expect(within(result).getByRole('link').getAttribute('href')).toBe('/profile/gifts');
    await waitFor(() => expect(screen.getByText('0 spins to use')).toBeTruthy());
  });

  it('leaves the other wheel’s spins alone: a RocketMart spin does not spin the RocketPlay wheel', async () => {
    mockApi({
      'GET /api/player/wheel': {
        tiers: ['rocket_lite', 'rocket_pro', 'rocket_max'],
        set_key: 'default',
        segments: withPublishedChances(DEFAULT_SET),
        spins: [
          {
            gift_id: 6,
            title: 'Rocket Wheel',
            group_key: 'manual_wheel_x',
            wheel: 'rocketmart',
            tier: 'rocket_lite',
            activatable_until: null,
          },
        ],
      },
      'GET /api/player/lootboxes': { lootboxes: [] },
    });
    renderWithProviders(<WheelScreen kind="rocketplay" env={env()} />, {
      path: '/rocketplay-wheel',
    });
    expect(await screen.findByText('0 spins to use')).toBeTruthy();
    expect((screen.getByTestId('wheel-spin') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a guest the default set with its odds and the way to sign up', async () => {
    mockApi({});
    renderWithProviders(<WheelScreen kind="rocketmart" env={env({ isLoggedIn: false })} />, {
      path: '/rocketmart-wheel',
    });
    expect(screen.queryByTestId('wheel-spin')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign up to play' }).getAttribute('href')).toBe(
      '/registration?redirect=%2Frocketmart-wheel',
    );
    expect(within(screen.getByTestId('wheel-odds')).getAllByText('40%')).toHaveLength(2);
  });
});

describe('LootboxesPanel (on the wheel page)', () => {
  it('lists a box, shows its odds and opens it: the drawn prize and the way to the gift', async () => {
    mockApi({
      'GET /api/player/wheel': {
        tiers: ['rocket_lite', 'rocket_pro', 'rocket_max'],
        set_key: 'default',
        segments: withPublishedChances(DEFAULT_SET),
        spins: [],
      },
      'GET /api/player/lootboxes': { lootboxes: [box()] },
      'POST /api/player/lootboxes/11/activation': {
        lootbox: box({
          stage: 'activated',
          activated_at: '2026-11-20T11:00:00.000Z',
          weight: 50,
          prize: {
            item_id: 'bonus-5',
            title: '€5 bonus',
            type: 'bonus',
            gift_id: 99,
            currency: 'EUR',
            amount_cents: 500,
            freespins_count: null,
          },
        }),
        gift: null,
      },
    });
    renderWithProviders(<WheelScreen kind="rocketmart" env={env()} />, {
      path: '/rocketmart-wheel',
    });
    const card = await screen.findByTestId('lootbox-card');
    await userEvent.click(within(card).getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rocket Box' });
    expect(within(dialog).getAllByText('50%')).toHaveLength(2);
    await userEvent.click(within(dialog).getByTestId('lootbox-open'));
    const result = await within(dialog).findByTestId('lootbox-result');
    expect(result.textContent).toContain('€5.00 bonus');
  });
});

describe('ChanceScreen', () => {
  it('shows the prize table with its odds; without an entry the draw is off', async () => {
    mockApi({
      'GET /api/player/chance': {
        currency: 'EUR',
        prizes: [
          { index: 0, title: 'No prize this time', weight: 700, chance: 0.7, prize: null },
          {
            index: 1,
            title: '€5 cash',
            weight: 300,
            chance: 0.3,
            prize: {
              title: '€5 cash',
              type: 'bonus',
              attributes: { bonus_amount: [{ currency: 'EUR', amount_cents: 500 }] },
              result_bonus: { wager: 0, max_win: [] },
            },
          },
        ],
        entries: [],
      },
    });
    renderWithProviders(<ChanceScreen env={env()} />, { path: '/rocket-chance' });
    const odds = await screen.findByTestId('chance-odds');
    expect(within(odds).getByText('70%')).toBeTruthy();
    expect(within(odds).getByText('€5.00 cash')).toBeTruthy();
    expect((screen.getByTestId('chance-enter') as HTMLButtonElement).disabled).toBe(true);
    // No mart page for this player: no way to buy an entry with points is offered.
    expect(screen.queryByTestId('chance-buy-entry')).toBeNull();
  });

  it('without an entry, points in the rewards mart buy one when the mart is on (issue 17)', async () => {
    mockApi({
      'GET /api/player/chance': { currency: 'EUR', prizes: [], entries: [] },
    });
    renderWithProviders(<ChanceScreen env={env({ martHref: '/rocket-mart/special' })} />, {
      path: '/rocket-chance',
    });
    const buy = await screen.findByRole('link', { name: 'Or buy one with comp points.' });
    expect(buy.getAttribute('href')).toBe('/rocket-mart/special');
  });

  it('shows a guest the published table and the way to sign up', async () => {
    mockApi({
      'GET /api/chance': {
        currency: 'EUR',
        prizes: [
          { index: 0, title: 'No prize this time', weight: 700, chance: 0.7, prize: null },
          {
            index: 1,
            title: '€100 cash',
            weight: 5,
            chance: 0.005,
            prize: {
              title: '€100 cash',
              type: 'bonus',
              attributes: { bonus_amount: [{ currency: 'EUR', amount_cents: 10_000 }] },
              result_bonus: { wager: 0, max_win: [] },
            },
          },
        ],
      },
    });
    renderWithProviders(<ChanceScreen env={env({ isLoggedIn: false })} />, {
      path: '/rocket-chance',
    });
    const odds = await screen.findByTestId('chance-odds');
    expect(within(odds).getByText('0.5%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up to play' })).toBeTruthy();
    expect(screen.queryByTestId('chance-enter')).toBeNull();
  });
});
