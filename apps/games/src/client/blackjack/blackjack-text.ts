import type { BlackjackRoundView } from '../../shared/client-api';

type Hand = BlackjackRoundView['hands'][number];

/** "7 / 17" for a soft total, "21", "Bust 24". */
export function handTotalText(total: number, soft: boolean): string {
  if (total > 21) return `Bust ${total}`;
  // A soft 21 is simply 21: the player cannot want less.
  if (soft && total < 21 && total > 11) return `${total - 10} / ${total}`;
  return String(total);
}

export function handResultText(hand: Hand): { text: string; tone: 'win' | 'lose' | 'push' | '' } {
  switch (hand.result) {
    case 'blackjack':
      return { text: 'Blackjack!', tone: 'win' };
    case 'win':
      return { text: 'Win', tone: 'win' };
    case 'push':
      return { text: 'Push', tone: 'push' };
    case 'lose':
      return { text: hand.status === 'bust' ? 'Bust' : 'Lose', tone: 'lose' };
    default:
      return { text: '', tone: '' };
  }
}

/** The history line: "19 vs 17, win" or "20 & 18 vs 19, win / lose" for split hands. */
export function describeBlackjack(round: BlackjackRoundView): string {
  const hands = round.hands.map((hand) => String(hand.total)).join(' & ');
  const dealer = round.dealer.total ?? '?';
  const results = round.hands
    .map((hand) => handResultText(hand).text.replace('!', '').toLowerCase())
    .join(' / ');
  return `${hands} vs ${dealer}, ${results}`;
}
