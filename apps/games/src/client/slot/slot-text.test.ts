import { describe, expect, it } from 'vitest';
import type { SlotRoundView } from '../../shared/client-api';
import { describeSpin, describeWin } from './slot-text';

const names: Record<string, string> = { sun: 'Sun', gem: 'Gem' };
const nameOf = (id: string) => names[id] ?? id;

function spin(wins: SlotRoundView['spins'][number]['wins']): SlotRoundView['spins'][number] {
  return {
    grid: [],
    wins,
    free_spins_awarded: 0,
    multiplier: 1,
    win: wins.reduce((s, w) => s + w.amount, 0),
  };
}

describe('slot result text', () => {
  it('numbers paylines from 1 for players', () => {
    expect(
      describeWin({ symbol: 'sun', count: 3, line: 3, positions: [], amount: 50 }, nameOf),
    ).toBe('3× Sun on line 4');
  });

  it('leaves the line out of ways and scatter wins', () => {
    expect(describeWin({ symbol: 'gem', count: 4, positions: [], amount: 50 }, nameOf)).toBe(
      '4× Gem',
    );
  });

  it('sums up a round with free spins by its best win', () => {
    const round: SlotRoundView = {
      round_id: 'r',
      bet: 100,
      win: 900,
      balance: 1000,
      spins: [
        spin([{ symbol: 'gem', count: 3, positions: [], amount: 100 }]),
        spin([{ symbol: 'sun', count: 5, line: 0, positions: [], amount: 800 }]),
        spin([]),
      ],
    };
    expect(describeSpin(round, nameOf)).toBe('5× Sun on line 1 + 2 free spins');
  });

  it('says so when nothing won', () => {
    const round: SlotRoundView = {
      round_id: 'r',
      bet: 100,
      win: 0,
      balance: 1000,
      spins: [spin([])],
    };
    expect(describeSpin(round, nameOf)).toBe('No win');
  });
});
