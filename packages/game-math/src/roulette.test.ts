import { describe, expect, it } from 'vitest';
import { seededRandom } from './random.js';
import {
  RouletteBetError,
  rouletteColor,
  settleRoulette,
  spinRoulette,
  type RouletteBet,
} from './roulette.js';

const pay = (bet: RouletteBet, pocket: number) => settleRoulette([bet], pocket).win;

describe('settleRoulette', () => {
  it.each([
    [{ kind: 'straight', numbers: [17], amount: 10 }, 17, 360],
    [{ kind: 'straight', numbers: [0], amount: 10 }, 0, 360],
    [{ kind: 'split', numbers: [17, 20], amount: 10 }, 20, 180],
    [{ kind: 'split', numbers: [0, 2], amount: 10 }, 0, 180],
    [{ kind: 'street', numbers: [16, 17, 18], amount: 10 }, 18, 120],
    [{ kind: 'corner', numbers: [17, 18, 20, 21], amount: 10 }, 21, 90],
    [{ kind: 'line', numbers: [13, 14, 15, 16, 17, 18], amount: 10 }, 13, 60],
    [{ kind: 'red', amount: 10 }, 1, 20],
    [{ kind: 'black', amount: 10 }, 2, 20],
    [{ kind: 'odd', amount: 10 }, 35, 20],
    [{ kind: 'even', amount: 10 }, 36, 20],
    [{ kind: 'low', amount: 10 }, 18, 20],
    [{ kind: 'high', amount: 10 }, 19, 20],
    [{ kind: 'dozen', index: 2, amount: 10 }, 24, 30],
    [{ kind: 'column', index: 3, amount: 10 }, 36, 30],
  ] as [RouletteBet, number, number][])(
    'pays %o on %i: %i back, stake included',
    (bet, pocket, win) => {
      expect(pay(bet, pocket)).toBe(win);
    },
  );

  it('loses every outside bet on zero (no la partage)', () => {
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      expect(pay({ kind, amount: 10 }, 0)).toBe(0);
    }
    expect(pay({ kind: 'dozen', index: 1, amount: 10 }, 0)).toBe(0);
    expect(pay({ kind: 'column', index: 1, amount: 10 }, 0)).toBe(0);
  });

  it('totals the stakes and the payouts of several bets', () => {
    const settlement = settleRoulette(
      [
        { kind: 'straight', numbers: [7], amount: 5 },
        { kind: 'red', amount: 20 },
        { kind: 'even', amount: 10 },
      ],
      7,
    );
    expect(settlement).toEqual({
      pocket: 7,
      color: 'red',
      bet: 35,
      win: 220,
      payouts: [180, 40, 0],
    });
  });

  it('refuses bets the layout does not offer, naming the field', () => {
    const refused = (bet: RouletteBet) => {
      try {
        settleRoulette([{ kind: 'red', amount: 1 }, bet], 1);
      } catch (error) {
        if (error instanceof RouletteBetError) return [error.betIndex, error.field];
        throw error;
      }
      return null;
    };
    expect(refused({ kind: 'split', numbers: [3, 4], amount: 1 })).toEqual([1, 'numbers']);
    expect(refused({ kind: 'split', numbers: [5, 5], amount: 1 })).toEqual([1, 'numbers']);
    expect(refused({ kind: 'street', numbers: [2, 3, 4], amount: 1 })).toEqual([1, 'numbers']);
    expect(refused({ kind: 'corner', numbers: [3, 4, 6, 7], amount: 1 })).toEqual([1, 'numbers']);
    expect(refused({ kind: 'line', numbers: [34, 35, 36, 37, 38, 39], amount: 1 })).toEqual([
      1,
      'numbers',
    ]);
    expect(refused({ kind: 'straight', numbers: [37], amount: 1 })).toEqual([1, 'numbers']);
    expect(refused({ kind: 'dozen', index: 4, amount: 1 })).toEqual([1, 'index']);
    expect(refused({ kind: 'red', amount: 0 })).toEqual([1, 'amount']);
    expect(refused({ kind: 'red', amount: 1.5 })).toEqual([1, 'amount']);
    expect(refused({ kind: 'corner', numbers: [0, 1, 2, 3], amount: 1 })).toBeNull();
  });

  it('returns exactly 36/37 of the stake on every bet the layout offers (RTP 97.30 %)', () => {
    const bets: RouletteBet[] = [
      { kind: 'straight', numbers: [0], amount: 1 },
      { kind: 'split', numbers: [0, 1], amount: 1 },
      { kind: 'split', numbers: [35, 36], amount: 1 },
      { kind: 'street', numbers: [0, 2, 3], amount: 1 },
      { kind: 'street', numbers: [34, 35, 36], amount: 1 },
      { kind: 'corner', numbers: [0, 1, 2, 3], amount: 1 },
      { kind: 'corner', numbers: [32, 33, 35, 36], amount: 1 },
      { kind: 'line', numbers: [31, 32, 33, 34, 35, 36], amount: 1 },
      ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((kind) => ({
        kind,
        amount: 1,
      })),
      { kind: 'dozen', index: 3, amount: 1 },
      { kind: 'column', index: 1, amount: 1 },
    ];
    for (const bet of bets) {
      let returned = 0;
      for (let pocket = 0; pocket <= 36; pocket += 1) returned += pay(bet, pocket);
      expect(returned, JSON.stringify(bet)).toBe(36);
    }
  });
});

describe('spinRoulette', () => {
  it('lands on every pocket 0..36 and only those', () => {
    const rng = seededRandom(37);
    const seen = new Set<number>();
    for (let spin = 0; spin < 2000; spin += 1) seen.add(spinRoulette(rng));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, n) => n));
  });

  it('colours 18 pockets red, 18 black and zero green', () => {
    const colors = Array.from({ length: 37 }, (_, n) => rouletteColor(n));
    expect(colors.filter((color) => color === 'red')).toHaveLength(18);
    expect(colors.filter((color) => color === 'black')).toHaveLength(18);
    expect(colors[0]).toBe('green');
  });
});
