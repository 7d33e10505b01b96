import { describe, expect, it } from 'vitest';
import {
  addStake,
  baccaratPoints,
  noStakes,
  revealOrder,
  toDealBets,
  totalStakes,
} from './baccarat-bets';

describe('baccarat chips', () => {
  it('adds chips per area and deals only the areas with a stake', () => {
    let stakes = addStake(noStakes, 'banker', 100);
    stakes = addStake(stakes, 'banker', 50);
    stakes = addStake(stakes, 'tie', 10);
    expect(toDealBets(stakes)).toEqual([
      { on: 'tie', amount: 10 },
      { on: 'banker', amount: 150 },
    ]);
    expect(totalStakes(stakes)).toBe(160);
  });

  it('sends nothing for an empty table', () => {
    expect(toDealBets(noStakes)).toEqual([]);
  });

  it('turns the cards in dealing order, third cards last', () => {
    expect(revealOrder(2, 2)).toEqual(['player', 'banker', 'player', 'banker']);
    expect(revealOrder(3, 3)).toEqual(['player', 'banker', 'player', 'banker', 'player', 'banker']);
    expect(revealOrder(2, 3).at(-1)).toBe('banker');
  });

  it('counts points with tens dropped', () => {
    expect(baccaratPoints([{ rank: 'K' }, { rank: '7' }])).toBe(7);
    expect(baccaratPoints([{ rank: '9' }, { rank: '6' }])).toBe(5);
    expect(baccaratPoints([{ rank: 'A' }, { rank: '10' }, { rank: '8' }])).toBe(9);
  });
});
