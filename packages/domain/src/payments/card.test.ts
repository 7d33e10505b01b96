import { describe, expect, it } from 'vitest';
import {
  containsCardNumber,
  isBinAllowed,
  isCardNumber,
  isExpiryValid,
  isLuhnValid,
  maskCardNumbers,
} from './card.js';

describe('card rules (CB-022) and card-number detection (IN-07)', () => {
  it('accepts Luhn-valid numbers and refuses others (CB-022)', () => {
    expect(isCardNumber('4111111111111111')).toBe(true);
    expect(isCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumber('4111111111111112')).toBe(false);
    expect(isCardNumber('411111111111')).toBe(false);
    expect(isLuhnValid('79927398713')).toBe(true);
  });

  it('refuses an expiry in the past and accepts the current month (CB-022: 12/20 rejected)', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isExpiryValid('12/20', now)).toBe(false);
    expect(isExpiryValid('10/26', now)).toBe(false);
    expect(isExpiryValid('11/26', now)).toBe(true);
    expect(isExpiryValid('13/27', now)).toBe(false);
  });

  it('refuses a card from a disallowed BIN (CB-022, CB-023)', () => {
    expect(isBinAllowed('4111 1111 1111 1111', ['411111'])).toBe(false);
    expect(isBinAllowed('4242424242424242', ['411111'])).toBe(true);
  });

  it('finds card numbers inside text, grouped or not, and masks them', () => {
    expect(containsCardNumber('{"note":"my card 4242-4242-4242-4242 thanks"}')).toBe(true);
    expect(containsCardNumber('{"iban":"DE89370400440532013000"}')).toBe(false);
    expect(containsCardNumber('order 12345678901234567890123')).toBe(false);
    // Digits glued to letters or an address are something else: a timestamp in an e-mail,
    // the body of an IBAN, a crypto address.
    expect(containsCardNumber('player-4111111111111111@example.com')).toBe(false);
    expect(containsCardNumber('LT124111111111111111')).toBe(false);
    expect(containsCardNumber('bc1q4111111111111111xyz')).toBe(false);
    expect(containsCardNumber('(4111111111111111)')).toBe(true);
    expect(maskCardNumbers('pan=4111111111111111;')).toBe('pan=************1111;');
    expect(maskCardNumbers('amount 1250 EUR')).toBe('amount 1250 EUR');
  });
});
