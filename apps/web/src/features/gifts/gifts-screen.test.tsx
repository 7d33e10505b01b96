import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GIFT_KIND_LABELS } from '@croupier/contracts/gifts';
import { onLog, type LogEntry } from '../../lib/logger';
import { jsonResponse, mockApi, testI18n } from '../../testing/shell-test-utils';
import { makeGift, makePlayer, renderGifts } from './gifts-test-utils';
import { kindKey } from './gift-rules';

afterEach(() => vi.unstubAllGlobals());

function logged(): LogEntry[] {
  const entries: LogEntry[] = [];
  const stop = onLog((entry) => entries.push(entry));
  onTestFinished(stop);
  return entries;
}

describe('GiftsScreen (/profile/gifts, GF-033)', () => {
  it('lists bonuses and free spins with amount, wagering floored, spins and terms', async () => {
    mockApi({
      'GET /api/player/bonuses': [
        makeGift({
          id: 1,
          stage: 'handle_bets',
          activatable: false,
          cancelable: true,
          bonus_cents: 4000,
          amount_wager_cents: 2999,
          amount_wager_requirement_cents: 10000,
        }),
        makeGift({ id: 2, title: 'Rocket Wheel' }),
      ],
      'GET /api/player/freespins': [
        makeGift({
          id: 3,
          title: 'Welcome spins',
          family: 'freespins',
          type: 'Giftspin',
          stage: 'activated',
          activatable: false,
          freespins_total: 20,
          freespins_left: 12,
          amount_cents: 130,
          amount_wager_requirement_cents: 0,
        }),
      ],
      'PUT /log': {},
    });
    renderGifts();
    const cards = await screen.findAllByTestId('gift-card');
    expect(cards).toHaveLength(2);
    expect(screen.queryByText('Rocket Wheel')).toBeNull();
    const bonus = cards.find((card) => card.dataset.stage === 'handle_bets');
    expect(bonus).toBeDefined();
    const inBonus = within(bonus as HTMLElement);
    expect(inBonus.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('29');
    expect(inBonus.getByTestId('gift-bonus').textContent).toBe('€40.00');
    expect(inBonus.getByTestId('gift-wagering').textContent).toBe('€29.99 / €100.00 · 29%');
    expect(screen.getByTestId('gift-freespins').textContent).toBe('12 of 20 left');
    expect(screen.getAllByText('Wager the bonus 30 times within 7 days.').length).toBeGreaterThan(
      0,
    );
  });

  it('marks new gifts and shows the countdown (GF-007, GF-027)', async () => {
    const until = new Date(Date.now() + ((24 + 2) * 60 + 3) * 60_000 + 30_000).toISOString();
    mockApi({
      'GET /api/player/bonuses': [makeGift({ activatable_until: until })],
      'GET /api/player/freespins': [],
    });
    renderGifts();
    expect(await screen.findByTestId('gift-new')).toBeTruthy();
    expect(screen.getByTestId('gift-countdown').textContent).toContain('1d 2h 3m');
  });

  it('activates, then reloads the list (GF-008)', async () => {
    let activated = false;
    const fetchMock = mockApi({
      'GET /api/player/bonuses': () => [
        activated
          ? makeGift({ stage: 'handle_bets', activatable: false, cancelable: true })
          : makeGift(),
      ],
      'GET /api/player/freespins': [],
      'POST /api/player/bonuses/1/activation': () => {
        activated = true;
        const gift = makeGift({ stage: 'handle_bets', activatable: false, cancelable: true });
        return { stage: 'handle_bets', gift };
      },
    });
    renderGifts();
    await userEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('button', { name: 'Cancel gift' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls.filter((url) => url.endsWith('/api/player/bonuses'))).toHaveLength(2);
  });

  it('cancel asks first and says the bonus money forfeited (GF-009)', async () => {
    let canceled = false;
    const fetchMock = mockApi({
      'GET /api/player/bonuses': () => [
        makeGift({
          stage: canceled ? 'canceled' : 'handle_bets',
          activatable: false,
          cancelable: !canceled,
          bonus_cents: canceled ? 0 : 2550,
        }),
      ],
      'GET /api/player/freespins': [],
      'DELETE /api/player/bonuses/1': () => {
        canceled = true;
        return { stage: 'canceled', gift: makeGift({ stage: 'canceled', activatable: false }) };
      },
    });
    renderGifts();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel gift' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('€25.50');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Ended gifts')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel gift' })).toBeNull();
  });

  it('hides gifts of disabled-bonuses (GF-016)', async () => {
    mockApi({
      'GET /api/player/bonuses': [makeGift({ group_key: 'off' })],
      'GET /api/player/freespins': [],
    });
    renderGifts({ config: { disabled: { group_keys: ['off'] } } });
    expect(await screen.findByText('No gifts yet')).toBeTruthy();
  });

  it('a refused promo code says why; a failure is logged as activateUserCoupon (GF-023, GF-025)', async () => {
    const entries = logged();
    let answer = 422;
    mockApi({
      'GET /api/player/bonuses': [],
      'GET /api/player/freespins': [],
      'POST /api/bonuses/coupon': () =>
        answer === 422
          ? jsonResponse(422, { errors: { coupon_code: ['already_used'] } })
          : jsonResponse(500, { error: 'boom' }),
      'PUT /log': {},
    });
    renderGifts();
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    await userEvent.type(field, 'SPRING');
    await userEvent.click(screen.getByRole('button', { name: 'Activate code' }));
    expect(await screen.findByText('This code has already been used')).toBeTruthy();
    answer = 500;
    await userEvent.click(screen.getByRole('button', { name: 'Activate code' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(entries.map((entry) => entry.name)).toContain('activateUserCoupon');
  });

  it('a promo code accepted reloads the list (GF-019)', async () => {
    let redeemed = false;
    const fetchMock = mockApi({
      'GET /api/player/bonuses': () => (redeemed ? [makeGift({ title: 'Code gift' })] : []),
      'GET /api/player/freespins': [],
      'POST /api/bonuses/coupon': () => {
        redeemed = true;
        return { status: 'activated', bonus: makeGift({ title: 'Code gift' }) };
      },
    });
    renderGifts();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Promo code' }), ' GIFT10 ');
    await userEvent.click(screen.getByRole('button', { name: 'Activate code' }));
    expect(await screen.findByText('Code gift')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ coupon_code: 'GIFT10' });
  });

  it('redeems a stored giftPromocode once on arrival (GF-024)', async () => {
    const forget = vi.fn();
    const fetchMock = mockApi({
      'GET /api/player/bonuses': [],
      'GET /api/player/freespins': [],
      'POST /api/bonuses/coupon': { status: 'activated', bonus: makeGift() },
    });
    renderGifts({ storedPromoCode: 'G1', forgetPromoCode: forget });
    expect((await screen.findByTestId('gifts-stored-code')).textContent).toContain('G1');
    expect(forget).toHaveBeenCalledTimes(1);
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ coupon_code: 'G1' });
  });

  it('a stored code that fails is logged as ACTIVE_COUPON_ERROR (GF-023)', async () => {
    const entries = logged();
    mockApi({
      'GET /api/player/bonuses': [],
      'GET /api/player/freespins': [],
      'POST /api/bonuses/coupon': jsonResponse(422, { errors: { coupon_code: ['expired'] } }),
      'PUT /log': {},
    });
    renderGifts({ storedPromoCode: 'OLD', forgetPromoCode: () => undefined });
    expect((await screen.findByTestId('gifts-stored-code')).textContent).toContain(
      'This code has expired',
    );
    expect(entries.map((entry) => entry.name)).toContain('ACTIVE_COUPON_ERROR');
  });

  it('bonuses off: asks to turn them on, then activates (GF-021, GF-022)', async () => {
    const onPlayerChange = vi.fn();
    const fetchMock = mockApi({
      'GET /api/player/bonuses': [makeGift()],
      'GET /api/player/freespins': [],
      'PATCH /api/player/update_bonus_settings': makePlayer({ can_issue_bonuses: true }),
      'POST /api/player/bonuses/1/activation': {
        stage: 'handle_bets',
        gift: makeGift({ stage: 'handle_bets', activatable: false }),
      },
    });
    renderGifts({ player: makePlayer({ can_issue_bonuses: false }), onPlayerChange });
    await userEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    const dialog = screen.getByRole('alertdialog');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('activation'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn bonuses on' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('activation'))).toBe(true),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ can_issue: true });
    expect(onPlayerChange).toHaveBeenCalledWith(
      expect.objectContaining({ can_issue_bonuses: true }),
    );
  });

  it('turning bonuses on that fails is logged as useBonuses (GF-023)', async () => {
    const entries = logged();
    mockApi({
      'GET /api/player/bonuses': [makeGift()],
      'GET /api/player/freespins': [],
      'PATCH /api/player/update_bonus_settings': jsonResponse(500, {}),
      'PUT /log': {},
    });
    renderGifts({ player: makePlayer({ can_issue_bonuses: false }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Turn bonuses on' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(entries.map((entry) => entry.name)).toContain('useBonuses');
  });
});

describe('kind labels (GF-004)', () => {
  it('every kind the engine issues has a translated label', () => {
    const i18n = testI18n('en');
    for (const label of Object.values(GIFT_KIND_LABELS))
      expect(i18n.exists(`GIFTS.KINDS.${kindKey(label)}`), label).toBe(true);
  });
});
