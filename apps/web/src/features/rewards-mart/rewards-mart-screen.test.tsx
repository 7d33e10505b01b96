import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CmsPage } from '@croupier/contracts/cms';
import { CURRENCY_CONFIG } from '../../testing/currency-config';
import { jsonResponse, mockApi } from '../../testing/shell-test-utils';
import { makeAnswer, makeReward, makeSpecialReward, renderMart } from './mart-test-utils';

// A machine busy with other suites may need more than the default second to render a list.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The balance has loaded: the popup's exchange area depends on it. */
async function balanceShown(points: number) {
  await waitFor(() =>
    expect(screen.getByTestId('mart-balance-points').textContent).toBe(`${points} points`),
  );
}

function martPage(json: Record<string, unknown> = {}, content = ''): CmsPage {
  return {
    id: 1,
    path: '/rocket-mart',
    slug: 'rocket-mart',
    title: 'Rewards mart',
    content,
    blocks: { json },
    categories: [],
    hidden: true,
    locale: 'en',
    licence: null,
    variant_of: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

const FREESPINS = makeReward({ rate_id: 1 });
const MONEY = makeReward(
  { rate_id: 2, price_points: 500 },
  {
    id: 2,
    type: 'money',
    group: 'MONEY_REWARD',
    points: 500,
    amount_cents: 50_000,
    freespins_count: 0,
    title: 'Cash €500',
    games: [],
  },
);

function api(balance: number, extra: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/player/comp_points': { chargeable: { points: balance }, persistent: { points: 900 } },
    'GET /api/comp_points/rewards': [FREESPINS, MONEY],
    'GET /api/cms/pages/rocket-mart': jsonResponse(404, 'Page is not static or not found'),
    'PUT /log': {},
    ...extra,
  });
}

describe('RewardsMartScreen (/rocket-mart)', () => {
  it('shows 5 skeletons while the cards load (CP-015)', async () => {
    mockApi({
      'GET /api/player/comp_points': { chargeable: { points: 0 }, persistent: { points: 0 } },
      'GET /api/comp_points/rewards': () => new Promise(() => undefined),
      'GET /api/cms/pages/rocket-mart': martPage(),
    });
    renderMart();
    await waitFor(() => expect(screen.getAllByTestId('skeleton')).toHaveLength(5));
  });

  it('lists cards with cost, missing amount and money picture by amount (CP-008, CP-022, CP-024)', async () => {
    api(120);
    renderMart();
    const cards = await screen.findAllByTestId('reward-card');
    expect(cards).toHaveLength(2);
    const money = cards.find((card) => card.dataset.type === 'money') as HTMLElement;
    expect(within(money).getByTestId('reward-price').textContent).toBe('500 points');
    expect(within(money).getByTestId('reward-missing').textContent).toBe('380 points missing');
    expect(within(money).getByTestId('reward-badge').textContent).toBe('Cash');
    expect(money.querySelector('img')?.getAttribute('src')).toBe('/brand/mart/money-500.svg');
    expect(within(money).getByTestId('reward-gives').textContent).toBe('€500.00');
    const spins = cards.find((card) => card.dataset.type === 'freespins') as HTMLElement;
    expect(within(spins).queryByTestId('reward-missing')).toBeNull();
    expect(await screen.findByTestId('mart-balance-points')).toHaveProperty(
      'textContent',
      '120 points',
    );
  });

  it('prices money rewards in the player’s currency: JPY without decimals, BTC in µBTC; the picture by the EUR amount (CP-024)', async () => {
    const cashIn = (currency: string, amount: number, id: number, eur: number) =>
      makeReward(
        { rate_id: id, price_points: 5000 },
        {
          ...MONEY.rate,
          id,
          currency,
          amount_cents: amount,
          amount_eur_cents: eur,
          points: 5000,
        },
      );
    api(0, {
      'GET /api/comp_points/rewards': [
        cashIn('JPY', 4000, 7, 2_500),
        cashIn('BTC', 30_000, 8, 1_500_000),
      ],
    });
    const currencyConfig = {
      ...CURRENCY_CONFIG,
      JPY: { symbol: '¥', subunits_to_unit: 1, fiat: true, minDeposit: 1000, step: 100 },
    };
    renderMart({ player: { currency: 'JPY', groups: [] }, currencyConfig });
    const gives = await screen.findAllByTestId('reward-gives');
    // Intl puts a no-break space between a crypto amount and its unit.
    const texts = gives.map((node) => node.textContent?.replace(/[\u00a0\u202f]/g, ' '));
    expect(texts).toEqual(['¥4,000', '300 µBTC']);
    // 4,000 yen and 300 µBTC are not 4,000 and 30,000 cents: their EUR amounts pick the pictures.
    const pictures = (await screen.findAllByTestId('reward-card')).map((card) =>
      card.querySelector('img')?.getAttribute('src'),
    );
    expect(pictures).toEqual(['/brand/mart/money-25.svg', '/brand/mart/money-15000.svg']);
  });

  it('accents the tabs with an affordable reward, and lists a tab by its group (CP-004, CP-020)', async () => {
    api(100);
    renderMart();
    await screen.findAllByTestId('reward-card');
    await waitFor(() =>
      expect(screen.getByTestId('mart-tab-freespins').dataset.accent).toBe('true'),
    );
    expect(screen.getByTestId('mart-tab-money').dataset.accent).toBeUndefined();
    expect(screen.queryByTestId('mart-tab-discounts')).toBeNull();
    await userEvent.click(screen.getByTestId('mart-tab-money'));
    await waitFor(() => expect(screen.getAllByTestId('reward-card')).toHaveLength(1));
    expect(screen.getByTestId('location').textContent).toBe('/rocket-mart/money');
  });

  it('leads a lottery ticket card to its lottery’s page, where tickets are bought (CP-030)', async () => {
    const TICKET = makeSpecialReward({
      id: 3,
      type: 'lotteries',
      points: 50,
      title: 'Lottery ticket',
      lottery_ids: [7],
    });
    const fetchMock = api(120, { 'GET /api/comp_points/rewards': [FREESPINS, TICKET] });
    renderMart();
    const card = (await screen.findAllByTestId('reward-card')).find(
      (element) => element.dataset.type === 'lotteries',
    ) as HTMLElement;
    expect(card).toHaveTextContent('1 lottery ticket');
    expect(card.getAttribute('href')).toBe('/lottery/7');
    await userEvent.click(card);
    expect(screen.getByTestId('location').textContent).toBe('/lottery/7');
    expect(screen.queryByTestId('mart-purchase')).toBeNull();
    const exchanges = fetchMock.mock.calls.filter(([input]) =>
      String(input).includes('/api/comp_points/exchange'),
    );
    expect(exchanges).toHaveLength(0);
  });

  it('gives a guest the registration button and no accent (CP-009, CP-020)', async () => {
    api(0);
    renderMart({ player: null });
    await userEvent.click((await screen.findAllByTestId('reward-card'))[0] as HTMLElement);
    const dialog = await screen.findByTestId('mart-purchase');
    const register = within(dialog).getByTestId('mart-register');
    expect(register.getAttribute('href')).toBe('/registration?redirect=%2Frocket-mart');
    expect(within(dialog).queryByTestId('mart-exchange')).toBeNull();
    expect(screen.getByTestId('mart-tab-freespins').dataset.accent).toBeUndefined();
  });

  it('shows conditions and a quantity 1..2 for balance 250, price 100 (CP-010, CP-011, CP-021)', async () => {
    api(250);
    renderMart();
    await balanceShown(250);
    await userEvent.click((await screen.findAllByTestId('reward-card'))[0] as HTMLElement);
    const dialog = await screen.findByTestId('mart-purchase');
    const conditions = within(dialog).getByTestId('mart-conditions');
    expect(conditions.textContent).toContain('Wagering');
    expect(
      within(conditions).getByRole('link', { name: 'Fruit Frenzy' }).getAttribute('href'),
    ).toBe('/play/croupier/fruit-frenzy');
    expect(within(dialog).getByTestId('mart-rate').textContent).toBe(
      '100 points for 10 free spins',
    );
    const input = within(dialog).getByRole('spinbutton');
    expect(input.getAttribute('max')).toBe('2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more' }));
    expect(within(dialog).getByTestId('mart-total').textContent).toBe('Total: 200 points');
    expect(
      (within(dialog).getByRole('button', { name: 'One more' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows no selector when one unit is affordable (CP-010)', async () => {
    api(150);
    renderMart();
    await balanceShown(150);
    await userEvent.click((await screen.findAllByTestId('reward-card'))[0] as HTMLElement);
    const dialog = await screen.findByTestId('mart-purchase');
    expect(within(dialog).queryByTestId('mart-quantity')).toBeNull();
    expect(within(dialog).getByTestId('mart-exchange')).toBeTruthy();
  });

  it('without enough points: the missing amount, play games and go to mart (CP-012)', async () => {
    api(120);
    renderMart({ tab: 'money' });
    await balanceShown(120);
    await userEvent.click(await screen.findByTestId('reward-card'));
    const dialog = await screen.findByTestId('mart-purchase');
    expect(within(dialog).getByTestId('mart-missing').textContent).toBe(
      'You need 380 more points for this reward.',
    );
    expect(within(dialog).getByRole('link', { name: 'Play games' }).getAttribute('href')).toBe('/');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Go to the mart' }));
    expect(screen.getByTestId('location').textContent).toBe('/rocket-mart');
    expect(screen.queryByTestId('mart-purchase')).toBeNull();
  });

  it('warns a multi-account player and sends no exchange (CP-013 step 1)', async () => {
    const fetchMock = api(500);
    renderMart({ player: { currency: 'EUR', groups: [100] } });
    await balanceShown(500);
    await userEvent.click((await screen.findAllByTestId('reward-card'))[0] as HTMLElement);
    await userEvent.click(await screen.findByTestId('mart-exchange'));
    expect(await screen.findByTestId('mart-multi-account')).toBeTruthy();
    expect(screen.queryByTestId('mart-purchase')).toBeNull();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(0);
  });

  it('asks the bonus question first, and exchanges only once it is answered (CP-013 step 2)', async () => {
    const fetchMock = api(500, { 'POST /api/comp_points/exchange/freespins': makeAnswer() });
    let pending: (() => void) | null = null;
    renderMart({
      guardBonus: (action) => {
        pending = action;
      },
    });
    await balanceShown(500);
    await userEvent.click((await screen.findAllByTestId('reward-card'))[0] as HTMLElement);
    await userEvent.click(await screen.findByTestId('mart-exchange'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    act(() => (pending as unknown as () => void)());
    expect(await screen.findByTestId('mart-result-success')).toBeTruthy();
  });

  it('sells a Rocket Chance entry, and the result leads to /rocket-chance to draw it (RT-035)', async () => {
    const ENTRY = makeSpecialReward({
      id: 4,
      type: 'chances',
      points: 250,
      title: 'Rocket Chance entry',
    });
    let sent: unknown = null;
    api(300, {
      'GET /api/comp_points/rewards': [FREESPINS, ENTRY],
      'POST /api/comp_points/exchange/chances': (_url: URL, init?: RequestInit) => {
        sent = JSON.parse(String(init?.body));
        return makeAnswer({
          type: 'chances',
          group: 'SPECIAL_REWARDS',
          rate_id: 4,
          points: 250,
          freespins_count: 0,
          gift_ids: [31],
        });
      },
    });
    renderMart();
    await balanceShown(300);
    const card = (await screen.findAllByTestId('reward-card')).find(
      (element) => element.dataset.type === 'chances',
    ) as HTMLElement;
    expect(within(card).getByText('Rocket Chance entry')).toBeTruthy();
    expect(within(card).getByTestId('reward-gives').textContent).toBe(
      '1 entry to the Rocket Chance draw',
    );
    expect(within(card).getByTestId('reward-badge').textContent).toBe('Special');
    expect(within(card).getByTestId('reward-price').textContent).toBe('250 points');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/brand/mart/chance.svg');

    await userEvent.click(card);
    await userEvent.click(await screen.findByTestId('mart-exchange'));
    const result = await screen.findByTestId('mart-result-success');
    expect(sent).toEqual({
      exchange: { points: 250, group: 'SPECIAL_REWARDS', rate_id: 4, quantity: 1 },
    });
    expect(result.textContent).toContain('You got Rocket Chance entry.');
    const draw = within(result).getByRole('link', { name: 'Draw now at Rocket Chance' });
    expect(draw.getAttribute('href')).toBe('/rocket-chance');
    await userEvent.click(draw);
    expect(screen.getByTestId('location').textContent).toBe('/rocket-chance');
    expect(screen.queryByTestId('mart-result-success')).toBeNull();
  });

  it('exchanges with an Idempotency-Key and shows the result (CP-014, CP-021)', async () => {
    let sent: { body: unknown; key: string | null } | null = null;
    api(250, {
      'POST /api/comp_points/exchange/freespins': (_url: URL, init?: RequestInit) => {
        sent = {
          body: JSON.parse(String(init?.body)),
          key: new Headers(init?.headers).get('idempotency-key'),
        };
        return makeAnswer({ quantity: 2, points: 200 });
      },
    });
    renderMart();
    await balanceShown(250);
    await userEvent.click((await screen.findAllByTestId('reward-card'))[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('button', { name: 'One more' }));
    await userEvent.click(screen.getByTestId('mart-exchange'));
    const result = await screen.findByTestId('mart-result-success');
    expect(screen.queryByTestId('mart-purchase')).toBeNull();
    expect(result.textContent).toContain('You got 2 × 10 free spins.');
    expect(sent).toEqual({
      body: { exchange: { points: 200, group: 'FREE_SPINS', rate_id: 1, quantity: 2 } },
      key: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
    });
    expect(within(result).getByRole('link', { name: 'To my gifts' }).getAttribute('href')).toBe(
      '/profile/gifts',
    );
  });

  it('says the exchange is under way until its answer (CP-014)', async () => {
    let answer: (value: Response) => void = () => undefined;
    const answered = api(250);
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : answered(input, init),
    );
    renderMart();
    await balanceShown(250);
    await userEvent.click((await screen.findAllByTestId('reward-card'))[0] as HTMLElement);
    await userEvent.click(await screen.findByTestId('mart-exchange'));
    expect(await screen.findByRole('status', { name: 'Exchanging your points…' })).toBeTruthy();
    expect(screen.queryByTestId('mart-purchase')).toBeNull();
    act(() =>
      answer(
        new Response(JSON.stringify(makeAnswer()), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    expect(await screen.findByTestId('mart-result-success')).toBeTruthy();
    expect(screen.queryByTestId('mart-pending')).toBeNull();
  });

  it('shows a generic failure on a refusal (CP-014)', async () => {
    api(250, {
      'POST /api/comp_points/exchange/freespins': jsonResponse(422, {
        code: 'insufficient_points',
        errors: { points: ['insufficient'] },
        missing_points: 10,
      }),
    });
    renderMart();
    await balanceShown(250);
    await userEvent.click((await screen.findAllByTestId('reward-card'))[0] as HTMLElement);
    await userEvent.click(await screen.findByTestId('mart-exchange'));
    const failed = await screen.findByTestId('mart-result-failed');
    expect(failed.textContent).toContain('The exchange did not go through');
    expect(failed.textContent).not.toContain('insufficient');
  });

  it('renders the read-more block from the CMS page (CP-023)', async () => {
    api(0, {
      'GET /api/cms/pages/rocket-mart': martPage({}, '<p>Points never expire.</p>'),
    });
    renderMart();
    const block = await screen.findByTestId('mart-read-more');
    expect(block.textContent).toContain('Points never expire.');
  });
});

describe('the sale (CP-016, CP-019, CP-022)', () => {
  const onSale = makeReward({
    rate_id: 1,
    group: 'DISCOUNT',
    price_points: 80,
    full_price_points: 100,
    discount_percent: 20,
  });
  const sale = {
    endDate: '31/12/2026',
    cards: { FREE_SPINS: [{ rate_id: 1, discount_percent: 20 }] },
  };

  function saleApi() {
    return api(100, {
      'GET /api/comp_points/rewards': [FREESPINS, MONEY, onSale],
      'GET /api/cms/pages/rocket-mart': martPage({ sale }),
    });
  }

  it('offers the discounts tab with its timer and the struck-through full price', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 31/12/2026 23:59:59 Malta = 22:59:59Z: 2d 3h 4m before it.
    vi.setSystemTime(
      new Date(Date.parse('2026-12-31T23:00:00Z') - ((2 * 24 + 3) * 60 + 4) * 60_000 - 30_000),
    );
    saleApi();
    renderMart({ tab: 'discounts' });
    const card = await screen.findByTestId('reward-card');
    expect(within(card).getByTestId('reward-badge').textContent).toBe('-20%');
    expect(within(card).getByTestId('reward-full-price').textContent).toBe('100 points');
    expect(within(card).getByTestId('reward-price').textContent).toContain('80 points');
    expect(screen.getByTestId('mart-sale-timer').textContent).toBe('2d 3h 4m');
    expect(screen.getByTestId('mart-tab-discounts').dataset.accent).toBe('true');
  });

  it('sends discounts back to the root tab once the sale has ended', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-01T00:00:00Z'));
    saleApi();
    renderMart({ tab: 'discounts' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/rocket-mart'));
    expect(screen.queryByTestId('mart-tab-discounts')).toBeNull();
    expect(screen.queryByTestId('mart-sale')).toBeNull();
  });

  it('sends a guest on discounts back to the root tab', async () => {
    saleApi();
    renderMart({ tab: 'discounts', player: null });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/rocket-mart'));
  });
});
