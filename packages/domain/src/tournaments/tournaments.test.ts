import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHidden, isTestQuest, kindOf, parseQuestIdentifier } from './identifier';
import { currentLevelIndex, levelStates, levelsDue, QUEST_THRESHOLDS_EUR } from './quest-levels';
import {
  compareStandings,
  lastPrizePlace,
  maskNickname,
  prizeRowFor,
  isAdditive,
  scoreAfter,
  scoreOf,
  type AdditiveScoring,
  type CountedAction,
} from './scoring';
import { statusFromDates } from './status';

describe('identifiers (TN-002, TN-020, TN-029)', () => {
  it('classifies quests, achievements and tournaments; nonvisible is hidden', () => {
    expect(kindOf('summer-quest--m--x')).toBe('quest');
    expect(kindOf('achievement--first-deposit')).toBe('achievement');
    expect(kindOf('aurora-spins-race')).toBe('tournament');
    expect(isHidden('nonvisible')).toBe(true);
    expect(isHidden('nonvisible-race')).toBe(false);
    expect(isTestQuest('quest--m--ffc-test')).toBe(true);
  });

  it('parses size and slug, default m', () => {
    expect(parseQuestIdentifier('quest--robot-s--spring')).toEqual({
      size: 'robot-s',
      slug: 'spring',
    });
    expect(parseQuestIdentifier('quest')).toEqual({ size: 'm', slug: 'quest' });
    expect(parseQuestIdentifier('quest--huge--x').size).toBe('m');
  });
});

describe('quest ladders (TN-021..TN-026)', () => {
  it('has the spec’s counts and values, and the proposal’s missing ladders', () => {
    expect(QUEST_THRESHOLDS_EUR.m).toHaveLength(25);
    expect(QUEST_THRESHOLDS_EUR.m.at(-1)).toBe(2_000_000);
    expect(QUEST_THRESHOLDS_EUR.xs).toEqual([0, 150, 500, 1000, 5000, 15000]);
    expect(QUEST_THRESHOLDS_EUR.s).toHaveLength(15);
    expect(QUEST_THRESHOLDS_EUR.s.at(-1)).toBe(1_000_000);
    expect(QUEST_THRESHOLDS_EUR['robot-s']).toHaveLength(15);
    expect(QUEST_THRESHOLDS_EUR['robot-s'].at(-1)).toBe(800_000);
    expect(QUEST_THRESHOLDS_EUR['robot-m']).toHaveLength(25);
    expect(QUEST_THRESHOLDS_EUR['robot-m'].at(-1)).toBe(2_500_000);
  });

  it('m, bets €2,500: current level index 3 (€2,000), next €3,000; states', () => {
    const m = QUEST_THRESHOLDS_EUR.m;
    expect(currentLevelIndex(m, 250_000)).toBe(3);
    expect(m[4]).toBe(3000);
    const states = levelStates(m, 250_000);
    expect(states.slice(0, 5)).toEqual(['completed', 'completed', 'completed', 'active', 'locked']);
  });

  it('pays each reached level above the first, once', () => {
    const xs = QUEST_THRESHOLDS_EUR.xs;
    expect(levelsDue(xs, 14_999, new Set())).toEqual([]);
    expect(levelsDue(xs, 50_000, new Set())).toEqual([2, 3]);
    expect(levelsDue(xs, 50_000, new Set([2]))).toEqual([3]);
  });

  it('property: the current level is monotone in the bets and its threshold is reached', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(QUEST_THRESHOLDS_EUR)),
        fc.nat(),
        fc.nat(),
        (ladder, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(currentLevelIndex(ladder, low)).toBeLessThanOrEqual(
            currentLevelIndex(ladder, high),
          );
          const index = currentLevelIndex(ladder, high);
          expect((ladder[index] ?? 0) * 100).toBeLessThanOrEqual(high);
          const next = ladder[index + 1];
          if (next !== undefined) expect(next * 100).toBeGreaterThan(high);
        },
      ),
    );
  });
});

describe('scoring (TN-033)', () => {
  const bet = (round: string, amount: number, at: number): CountedAction => ({
    kind: 'bet',
    round,
    amount,
    at,
  });
  const win = (round: string, amount: number, at: number): CountedAction => ({
    kind: 'win',
    round,
    amount,
    at,
  });

  it('bet sum and bet count; reached at the last counted bet', () => {
    const actions = [bet('r1', 100, 1), bet('r2', 250, 5), win('r2', 1_000, 6)];
    expect(scoreOf('bet_sum', actions)).toEqual({ points: 350, bets: 350, scoredAt: 5 });
    expect(scoreOf('bet_count', actions)).toEqual({ points: 2, bets: 350, scoredAt: 5 });
    expect(scoreOf('bet_sum', [])).toEqual({ points: 0, bets: 0, scoredAt: 0 });
  });

  it('bet sum and bet count carry forward: the score after new bets is the score over all', () => {
    const action = fc.record({
      kind: fc.constantFrom<'bet' | 'win'>('bet', 'win'),
      round: fc.constantFrom('r1', 'r2', 'r3'),
      amount: fc.nat({ max: 5_000 }),
      at: fc.nat({ max: 1_000 }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom<AdditiveScoring>('bet_sum', 'bet_count'),
        fc.array(action, { maxLength: 12 }),
        fc.array(action, { maxLength: 12 }),
        (scoring, earlier, added) => {
          expect(scoreAfter(scoring, scoreOf(scoring, earlier), added)).toEqual(
            scoreOf(scoring, [...earlier, ...added]),
          );
        },
      ),
    );
    expect(isAdditive('bet_sum') && isAdditive('bet_count')).toBe(true);
    expect(isAdditive('win_to_bet') || isAdditive('biggest_multiplier')).toBe(false);
  });

  it('win-to-bet and biggest multiplier per round, in hundredths', () => {
    const actions = [
      bet('r1', 100, 1),
      win('r1', 150, 2),
      win('r1', 100, 3),
      bet('r2', 200, 4),
      win('r2', 300, 5),
    ];
    // r1: 250 / 100 → 250, biggest 150 → 150; r2: 300 / 200 → 150.
    expect(scoreOf('win_to_bet', actions)).toMatchObject({ points: 250, scoredAt: 3 });
    expect(scoreOf('biggest_multiplier', actions)).toMatchObject({ points: 150, scoredAt: 3 });
    // A win without a counted bet in its round counts nothing.
    expect(scoreOf('biggest_multiplier', [win('r9', 1_000, 1)]).points).toBe(0);
  });

  it('orders by points, then the earliest score, then the lower id', () => {
    const rows = [
      { playerId: 3, points: 10, scoredAt: 5 },
      { playerId: 2, points: 10, scoredAt: 5 },
      { playerId: 1, points: 10, scoredAt: 7 },
      { playerId: 4, points: 20, scoredAt: 9 },
    ];
    expect([...rows].sort(compareStandings).map((row) => row.playerId)).toEqual([4, 2, 3, 1]);
  });

  it('masks nicknames and finds prize rows', () => {
    expect(maskNickname('Marta', 1)).toBe('Ma***');
    expect(maskNickname(null, 42)).toBe('Pl***');
    const rows = [
      { fromPlace: 1, toPlace: 1 },
      { fromPlace: 2, toPlace: 5 },
    ];
    expect(prizeRowFor(rows, 4)).toBe(rows[1]);
    expect(prizeRowFor(rows, 6)).toBeNull();
    expect(lastPrizePlace(rows)).toBe(5);
  });
});

describe('status from dates (TN-004)', () => {
  const start = new Date('2026-11-01T00:00:00Z');
  const end = new Date('2026-11-08T00:00:00Z');
  it('future, active, archive (end exclusive)', () => {
    expect(statusFromDates(start, end, new Date('2026-10-31T23:59:59Z'))).toBe('future');
    expect(statusFromDates(start, end, start)).toBe('active');
    expect(statusFromDates(start, end, end)).toBe('archive');
  });
});
