import { describe, expect, it } from 'vitest';
import {
  colourOf,
  emptyTable,
  MAX_SPOTS,
  placeChip,
  recentNumbersFrom,
  spotCovers,
  toSpinBets,
  totalStake,
  undoChip,
  WHEEL_ORDER,
  winningKeys,
} from './roulette-bets';

describe('roulette chips on the table', () => {
  it('turns chips into one bet per spot, adding chips on the same spot', () => {
    let table = placeChip(emptyTable, { kind: 'straight', number: 17 }, 100);
    table = placeChip(table, { kind: 'red' }, 50);
    table = placeChip(table, { kind: 'straight', number: 17 }, 100);
    table = placeChip(table, { kind: 'dozen', index: 2 }, 20);
    expect(toSpinBets(table)).toEqual([
      { kind: 'straight', numbers: [17], amount: 200 },
      { kind: 'red', amount: 50 },
      { kind: 'dozen', index: 2, amount: 20 },
    ]);
    expect(totalStake(table)).toBe(270);
  });

  it('takes the last chip off on undo', () => {
    let table = placeChip(emptyTable, { kind: 'odd' }, 10);
    table = placeChip(table, { kind: 'column', index: 3 }, 20);
    table = undoChip(table);
    expect(toSpinBets(table)).toEqual([{ kind: 'odd', amount: 10 }]);
    expect(undoChip(undoChip(table)).placements).toHaveLength(0);
  });

  it('refuses a chip on a new spot beyond what the studio accepts per spin', () => {
    let table = emptyTable;
    for (let number = 0; number <= 36; number += 1)
      table = placeChip(table, { kind: 'straight', number }, 1);
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const)
      table = placeChip(table, { kind }, 1);
    for (const index of [1, 2, 3] as const) table = placeChip(table, { kind: 'dozen', index }, 1);
    table = placeChip(table, { kind: 'column', index: 1 }, 1);
    expect(toSpinBets(table)).toHaveLength(MAX_SPOTS - 3);
    table = placeChip(table, { kind: 'column', index: 2 }, 1);
    table = placeChip(table, { kind: 'column', index: 3 }, 1);
    table = placeChip(table, { kind: 'straight', number: 5 }, 1);
    expect(toSpinBets(table)).toHaveLength(MAX_SPOTS - 1);
  });

  it('knows which spots a number wins', () => {
    let table = placeChip(emptyTable, { kind: 'red' }, 10);
    table = placeChip(table, { kind: 'even' }, 10);
    table = placeChip(table, { kind: 'column', index: 3 }, 10);
    table = placeChip(table, { kind: 'dozen', index: 1 }, 10);
    expect([...winningKeys(table, 3)].sort()).toEqual(['column:3', 'dozen:1', 'red']);
    expect([...winningKeys(table, 0)]).toEqual([]);
  });

  it('colours and covers numbers as on a European table', () => {
    expect(colourOf(0)).toBe('green');
    expect(colourOf(1)).toBe('red');
    expect(colourOf(2)).toBe('black');
    expect(spotCovers({ kind: 'high' }, 19)).toBe(true);
    expect(spotCovers({ kind: 'low' }, 0)).toBe(false);
    expect(spotCovers({ kind: 'column', index: 1 }, 34)).toBe(true);
    expect(new Set(WHEEL_ORDER).size).toBe(37);
  });

  it('reads the recent numbers from the round history', () => {
    expect(recentNumbersFrom(['17 red', '0 green', 'Banker wins', '36 red'])).toEqual([17, 0, 36]);
  });
});
