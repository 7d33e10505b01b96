import type { CardBehaviour } from '../store/records.js';

/** The sandbox's test cards, shown on the card page and in docs/payments-sandbox.md. */
export const TEST_CARDS: readonly { number: string; behaviour: CardBehaviour; outcome: string }[] =
  [
    { number: '4242424242424242', behaviour: 'succeed', outcome: 'Succeeds' },
    { number: '4000000000000002', behaviour: 'decline', outcome: 'Declined (card_declined)' },
    {
      number: '4000000000009995',
      behaviour: 'insufficient_funds',
      outcome: 'Declined (insufficient_funds)',
    },
    { number: '4000000000003220', behaviour: 'three_d_secure', outcome: 'Asks for 3-D Secure' },
    {
      number: '4000000000000259',
      behaviour: 'charge_back',
      outcome: 'Succeeds, then is charged back',
    },
  ];

/** The one-time code the sandbox's 3-D Secure step accepts; the page shows it. */
export const THREE_DS_TEST_CODE = '123456';

/** Any other valid number behaves like a plain card that succeeds. */
export function behaviourOf(number: string): CardBehaviour {
  return TEST_CARDS.find((card) => card.number === number)?.behaviour ?? 'succeed';
}

export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'card';
}
