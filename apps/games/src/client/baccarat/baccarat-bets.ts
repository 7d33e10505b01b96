/** Baccarat chips: one stake per area (player, banker, tie), the `/baccarat/deal` payload. */
export const BACCARAT_AREAS = ['player', 'tie', 'banker'] as const;
export type BaccaratArea = (typeof BACCARAT_AREAS)[number];

export type BaccaratStakes = Readonly<Record<BaccaratArea, number>>;
export const noStakes: BaccaratStakes = { player: 0, tie: 0, banker: 0 };

export function addStake(
  stakes: BaccaratStakes,
  area: BaccaratArea,
  amount: number,
): BaccaratStakes {
  return amount > 0 ? { ...stakes, [area]: stakes[area] + amount } : stakes;
}

export function totalStakes(stakes: BaccaratStakes): number {
  return stakes.player + stakes.tie + stakes.banker;
}

export function toDealBets(stakes: BaccaratStakes): { on: BaccaratArea; amount: number }[] {
  return BACCARAT_AREAS.filter((area) => stakes[area] > 0).map((on) => ({
    on,
    amount: stakes[on],
  }));
}

/** The order cards are turned: player, banker, player, banker, then any third cards. */
export function revealOrder(playerCards: number, bankerCards: number): ('player' | 'banker')[] {
  const order: ('player' | 'banker')[] = ['player', 'banker', 'player', 'banker'];
  if (playerCards > 2) order.push('player');
  if (bankerCards > 2) order.push('banker');
  return order;
}

const POINTS: Record<string, number> = { A: 1, J: 0, Q: 0, K: 0, '10': 0 };

/** A baccarat hand's points: card values summed, tens dropped (shown while cards turn). */
export function baccaratPoints(cards: readonly { rank: string }[]): number {
  return cards.reduce((sum, card) => sum + (POINTS[card.rank] ?? Number(card.rank)), 0) % 10;
}
