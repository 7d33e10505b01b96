import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CASINO_PAYMENT_REASONS,
  OTHER_REASON_KEY,
  PAYMENT_REASON_KEYS,
  PSP_DECLINE_REASONS,
  PSP_PAYOUT_FAILURE_REASONS,
  paymentReasonKey,
} from './refusal-reasons.js';

describe('payment refusal sentences (issue 14 item 12)', () => {
  it('gives every code the provider or the casino can send its own sentence', () => {
    for (const action of ['deposit', 'cashout'] as const) {
      for (const code of [
        ...PSP_DECLINE_REASONS,
        ...PSP_PAYOUT_FAILURE_REASONS,
        ...CASINO_PAYMENT_REASONS,
      ]) {
        const key = paymentReasonKey(code, action);
        expect(key, code).toMatch(/^CASHBOX\.REASONS\.[A-Z_]+$/);
        expect(key).not.toBe(OTHER_REASON_KEY);
        expect(PAYMENT_REASON_KEYS).toContain(key);
      }
    }
  });

  it('tells a declined card apart from a card that refused a withdrawal', () => {
    expect(paymentReasonKey('card_declined', 'deposit')).toBe('CASHBOX.REASONS.CARD_DECLINED');
    expect(paymentReasonKey('card_declined', 'cashout')).toBe(
      'CASHBOX.REASONS.PAYOUT_CARD_DECLINED',
    );
  });

  it('never hands back the raw code: anything unknown is the generic sentence', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('deposit' as const, 'cashout' as const),
        (code, action) => {
          const key = paymentReasonKey(code, action);
          if (code.trim() === '') expect(key).toBeNull();
          else expect(PAYMENT_REASON_KEYS).toContain(key);
        },
      ),
    );
    expect(paymentReasonKey('amount_mismatch: provider 5000, ours 4000', 'deposit')).toBe(
      OTHER_REASON_KEY,
    );
    expect(paymentReasonKey(null, 'deposit')).toBeNull();
  });
});
