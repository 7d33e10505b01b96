import { describe, expect, it } from 'vitest';
import { PSP_DECLINE_REASONS, PSP_PAYOUT_FAILURE_REASONS } from '@croupier/contracts/psp';
import { publicReason } from './payment-view.js';

describe("a payment's reason as the player is sent it (issue 14 item 12)", () => {
  it("passes the provider's codes through, for the site to put into words", () => {
    for (const code of [...PSP_DECLINE_REASONS, ...PSP_PAYOUT_FAILURE_REASONS]) {
      expect(publicReason({ reason: code, heldForReview: false })).toBe(code);
    }
    expect(publicReason({ reason: null, heldForReview: false })).toBeNull();
  });

  it('never sends an internal detail: a held payment is under review', () => {
    expect(publicReason({ reason: 'charged_back; shortfall 7000', heldForReview: true })).toBe(
      'charged_back',
    );
    expect(
      publicReason({ reason: 'amount_mismatch: provider 5000, ours 4000', heldForReview: true }),
    ).toBe('under_review');
    expect(publicReason({ reason: 'fraud_review', heldForReview: true })).toBe('under_review');
    // A real provider's code we do not know yet reads as a refusal by the provider.
    expect(publicReason({ reason: 'fraud', heldForReview: false })).toBe('provider_rejected');
  });
});
