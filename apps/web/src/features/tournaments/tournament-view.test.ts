import { describe, expect, it } from 'vitest';
import {
  activeQuests,
  activeTournamentCount,
  byTimer,
  instantOf,
  itemsOfTab,
  shownItems,
  statusAt,
  timerOf,
} from './tournament-view';
import { at, makeQuest, makeTournament, NOW } from './tournament-test-utils';

describe('tournament status from dates (TN-004, TN-005)', () => {
  it('future before the start, active before the end, archive after', () => {
    expect(statusAt({ start_at: at(1), end_at: at(2) }, NOW)).toBe('future');
    expect(statusAt({ start_at: at(-1), end_at: at(1) }, NOW)).toBe('active');
    expect(statusAt({ start_at: at(-2), end_at: at(-1) }, NOW)).toBe('archive');
    // The end instant itself is over.
    expect(statusAt({ start_at: at(-2), end_at: at(0) }, NOW)).toBe('archive');
  });

  it('reads DD/MM/YYYY days as their UTC midnight', () => {
    expect(instantOf('01/01/2030')).toBe(Date.UTC(2030, 0, 1));
    expect(statusAt({ start_at: '01/01/2030', end_at: '31/01/2030' }, NOW)).toBe('future');
    expect(statusAt({ start_at: '01/11/2026', end_at: '01/12/2026' }, NOW)).toBe('active');
    expect(statusAt({ start_at: '01/10/2026', end_at: '01/11/2026' }, NOW)).toBe('archive');
  });

  it('counts down to end_at while running, to start_at before, nothing after', () => {
    expect(timerOf({ start_at: at(-1), end_at: at(5) }, NOW)).toEqual({
      status: 'active',
      until: at(5),
    });
    expect(timerOf({ start_at: at(3), end_at: at(5) }, NOW)).toEqual({
      status: 'future',
      until: at(3),
    });
    expect(timerOf({ start_at: at(-5), end_at: at(-3) }, NOW)).toEqual({
      status: 'archive',
      until: null,
    });
  });
});

describe('which items show where (TN-002, TN-003, TN-029, TN-031)', () => {
  const items = [
    makeTournament({ id: 1, type: 'tournament' }),
    makeTournament({ id: 2, type: 'producers' }),
    makeTournament({ id: 3, type: 'live' }),
    makeTournament({ id: 4, type: 'lottery' }),
    makeTournament({ id: 5, type: 'action' }),
    makeQuest({ id: 6 }),
    makeTournament({ id: 7, type: 'achievements', kind: 'achievement' }),
    makeTournament({ id: 8, type: 'achievements', kind: 'achievement' }),
  ];
  const ids = (list: { id: number }[]) => list.map((item) => item.id);

  it('filters each tab by type and kind', () => {
    expect(ids(itemsOfTab(items, 'root'))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(itemsOfTab(items, 'all'))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(itemsOfTab(items, 'producers'))).toEqual([2]);
    expect(ids(itemsOfTab(items, 'live'))).toEqual([3]);
    expect(ids(itemsOfTab(items, 'lotteries'))).toEqual([4]);
    expect(ids(itemsOfTab(items, 'actions'))).toEqual([5, 6]);
    expect(ids(itemsOfTab(items, 'achievements'))).toEqual([7, 8]);
  });

  it('never shows nonvisible; test quests (ffc) only with enableTestQuests', () => {
    const list = [
      makeTournament({ id: 1, frontend_identifier: 'nonvisible' }),
      makeQuest({ id: 2, frontend_identifier: 'quest--m--ffc-test' }),
      makeQuest({ id: 3, frontend_identifier: 'quest--m--summer' }),
    ];
    expect(ids(shownItems(list, false))).toEqual([3]);
    expect(ids(shownItems(list, true))).toEqual([2, 3]);
  });
});

describe('counts (SH-012, TN-028)', () => {
  it('counts the running tournaments only: 3 active and 1 future → 3', () => {
    const list = [
      makeTournament({ id: 1 }),
      makeTournament({ id: 2, type: 'live' }),
      makeTournament({ id: 3, type: 'producers' }),
      makeTournament({ id: 4, start_at: at(2), end_at: at(30) }),
      makeQuest({ id: 5 }),
    ];
    expect(activeTournamentCount(list, NOW)).toBe(3);
  });

  it('a quest widget needs a quest running now', () => {
    expect(activeQuests([makeQuest({ start_at: at(1), end_at: at(9) })], NOW)).toEqual([]);
    expect(activeQuests([makeQuest()], NOW)).toHaveLength(1);
  });

  it('orders running ones by the soonest end, then upcoming by the soonest start', () => {
    const list = [
      makeTournament({ id: 1, start_at: at(5), end_at: at(50) }),
      makeTournament({ id: 2, end_at: at(40) }),
      makeTournament({ id: 3, start_at: at(2), end_at: at(60) }),
      makeTournament({ id: 4, end_at: at(10) }),
    ];
    expect(byTimer(list, NOW).map((item) => item.id)).toEqual([4, 2, 3, 1]);
  });
});
