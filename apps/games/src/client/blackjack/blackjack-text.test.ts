import { describe, expect, it } from 'vitest';
import type { BlackjackRoundView } from '../../shared/client-api';
import { describeBlackjack, handResultText, handTotalText } from './blackjack-text';

const hand = (
  total: number,
  result: BlackjackRoundView['hands'][number]['result'],
  status: BlackjackRoundView['hands'][number]['status'] = 'done',
) => ({
  cards: [],
  total,
  soft: false,
  bet: 100,
  status,
  result,
});

describe('blackjack texts', () => {
  it('shows a soft total both ways and a bust plainly', () => {
    expect(handTotalText(17, true)).toBe('7 / 17');
    expect(handTotalText(21, true)).toBe('21');
    expect(handTotalText(17, false)).toBe('17');
    expect(handTotalText(24, false)).toBe('Bust 24');
  });

  it('names a lost hand a bust when it went over 21', () => {
    expect(handResultText(hand(24, 'lose', 'bust')).text).toBe('Bust');
    expect(handResultText(hand(18, 'lose')).text).toBe('Lose');
    expect(handResultText(hand(21, 'blackjack')).tone).toBe('win');
  });

  it('sums up split hands against the dealer', () => {
    const round: BlackjackRoundView = {
      round_id: 'r',
      hands: [hand(20, 'win'), hand(18, 'lose')],
      active_hand: null,
      dealer: { cards: [], total: 19 },
      actions: [],
      finished: true,
      bet: 200,
      win: 200,
      balance: 1000,
    };
    expect(describeBlackjack(round)).toBe('20 & 18 vs 19, win / lose');
  });
});
