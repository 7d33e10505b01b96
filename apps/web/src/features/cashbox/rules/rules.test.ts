import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_GROUPS, makeCashboxPlayer, makePayment } from '../cashbox-test-utils';
import { takeCancelledNotices } from './cancelled-notice';
import { fraudCheckRequest, vipTierName } from './fraud-check';
import { isLithuanianIban, normalizeIban } from './iban';
import { missingPaymentProfileFields } from '@croupier/domain/profile/payment-profile';

afterEach(() => vi.useRealTimers());

describe('profile completion before the cashbox (CB-003)', () => {
  it('lists the empty completion fields of a fiat player, none for a crypto player', () => {
    const player = makeCashboxPlayer({ city: '', mobile_phone: null });
    expect(missingPaymentProfileFields(player, true)).toEqual(['mobile_phone', 'city']);
    expect(missingPaymentProfileFields(player, false)).toEqual([]);
    expect(missingPaymentProfileFields(makeCashboxPlayer(), true)).toEqual([]);
  });
});

describe('the cancelled-payment warning (CB-006)', () => {
  const now = Date.parse('2026-03-01T12:00:00.000Z');
  const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

  it('announces a deposit cancelled 3 minutes ago once, even after a reload', () => {
    const cancelled = makePayment({ state: 'canceled', finished_at: minutesAgo(3) });
    expect(takeCancelledNotices([cancelled], now)).toEqual([cancelled]);
    expect(takeCancelledNotices([cancelled], now + 1_000)).toEqual([]);
  });

  it('stays quiet for one cancelled 6 minutes ago, and for other states', () => {
    expect(
      takeCancelledNotices(
        [
          makePayment({ state: 'canceled', finished_at: minutesAgo(6) }),
          makePayment({ state: 'declined', finished_at: minutesAgo(1) }),
          makePayment({ state: 'canceled', finished_at: null }),
        ],
        now,
      ),
    ).toEqual([]);
  });
});

describe('the fraud check payload (CB-016, CB-018)', () => {
  it('names the VIP tier of the first VIP group in the brand order', () => {
    expect(vipTierName([259], BRAND_GROUPS)).toBe('Gold');
    expect(vipTierName([1, 258, 759], BRAND_GROUPS)).toBe('Diamond');
    expect(vipTierName([1, 2], BRAND_GROUPS)).toBeNull();
  });

  it('carries the player, the amount, the method and only the last four card digits', () => {
    const request = fraudCheckRequest({
      player: makeCashboxPlayer({ groups: [259] }),
      action: 'cashout',
      method: { id: 'visa-mastercard', brand: 'visa' },
      amountCents: 5_000,
      currency: 'EUR',
      dfpc: 'abc123abc123abc1',
      brandGroups: BRAND_GROUPS,
      savedProfile: { id: 1, brand: 'visa', last4: '4242', expiry: '12/30' },
    });
    expect(request).toEqual({
      amount_cents: 5_000,
      currency: 'EUR',
      payment_system: 'visa',
      type: 'payout',
      first_name: 'Ada',
      last_name: 'Lovelace',
      custom_player_status: 'Gold',
      country: 'DE',
      email: 'ada@example.com',
      dfpc: 'abc123abc123abc1',
      card_last4: '4242',
    });
  });
});

describe('Lithuanian IBANs (CB-024)', () => {
  it('recognises the LT prefix however it is typed', () => {
    expect(isLithuanianIban('lt12 1000 0111 0100 1000')).toBe(true);
    expect(isLithuanianIban('DE89 3704 0044 0532 0130 00')).toBe(false);
    expect(normalizeIban(' lt12 1000 ')).toBe('LT121000');
  });
});
