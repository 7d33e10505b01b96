import { describe, expect, it } from 'vitest';
import type { RoundSummary } from '../../shared/client-api';
import { addRound, HISTORY_LIMIT } from './history';

function round(id: number): RoundSummary {
  return {
    round_id: `r-${id}`,
    at: new Date(Date.UTC(2026, 10, 22, 0, id)).toISOString(),
    bet: 100,
    win: id % 2 === 0 ? 0 : 250,
    summary: `round ${id}`,
  };
}

describe('round history', () => {
  it('puts the newest round first', () => {
    const history = addRound([round(1)], round(2));
    expect(history.map((entry) => entry.round_id)).toEqual(['r-2', 'r-1']);
  });

  it('keeps only the last rounds', () => {
    let history: RoundSummary[] = [];
    for (let id = 1; id <= HISTORY_LIMIT + 5; id += 1) history = addRound(history, round(id));
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]?.round_id).toBe(`r-${HISTORY_LIMIT + 5}`);
    expect(history.at(-1)?.round_id).toBe('r-6');
  });

  it('does not list the same round twice', () => {
    const history = addRound([round(2), round(1)], { ...round(2), summary: 'again' });
    expect(history.map((entry) => entry.summary)).toEqual(['again', 'round 1']);
  });
});
