import { describe, expect, it } from 'vitest';
import type { LiveTableState } from '../../shared/client-api';
import { phaseLabel, reconnectDelay, secondsLeft, settledRound } from './live-timing';

const state = (over: Partial<LiveTableState>): LiveTableState => ({
  type: 'state',
  table_id: 't',
  engine: 'live-roulette',
  phase: 'betting',
  round_id: 'r-1',
  phase_ends_at: '2026-11-22T00:00:10.000Z',
  seated: 3,
  my_bet: 0,
  balance: 1000,
  recent: [],
  ...over,
});

describe('live table timing', () => {
  it('backs off reconnects up to a ceiling', () => {
    const middle = () => 0.5;
    expect(reconnectDelay(0, middle)).toBe(500);
    expect(reconnectDelay(1, middle)).toBe(1000);
    expect(reconnectDelay(3, middle)).toBe(4000);
    expect(reconnectDelay(20, middle)).toBe(15_000);
    expect(reconnectDelay(2, () => 0)).toBeLessThan(reconnectDelay(2, () => 0.99));
  });

  it('counts down whole seconds to the end of the phase', () => {
    const ends = '2026-11-22T00:00:10.000Z';
    expect(secondsLeft(ends, Date.parse('2026-11-22T00:00:00.000Z'))).toBe(10);
    expect(secondsLeft(ends, Date.parse('2026-11-22T00:00:09.200Z'))).toBe(1);
    expect(secondsLeft(ends, Date.parse('2026-11-22T00:00:12.000Z'))).toBe(0);
  });

  it('names the phases for the player', () => {
    expect(phaseLabel('closed', 'live-roulette')).toBe('No more bets');
    expect(phaseLabel('closed', 'live-blackjack')).toBe('Dealing');
  });

  it('reports a settled round once, and only when the player had a stake', () => {
    const result = state({ phase: 'result', my_bet: 200, my_win: 400, balance: 1200 });
    expect(settledRound(result, new Set())).toEqual({
      round_id: 'r-1',
      bet: 200,
      win: 400,
      balance: 1200,
    });
    expect(settledRound(result, new Set(['r-1']))).toBeNull();
    expect(settledRound(state({ phase: 'result', my_bet: 0, my_win: 0 }), new Set())).toBeNull();
    expect(settledRound(state({ phase: 'closed', my_bet: 200 }), new Set())).toBeNull();
  });
});
