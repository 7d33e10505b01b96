import { describe, expect, it } from 'vitest';
import { makeQuest, makeTournament } from '../../features/tournaments/tournament-test-utils';
import { bannerTargets } from './banner-viewer';

describe('bannerTargets (TN-032)', () => {
  it('finds a tournament, a quest and a lottery by identifier, slug or id', () => {
    const race = makeTournament({ id: 7, frontend_identifier: 'aurora-spins-race' });
    const quest = makeQuest({ id: 8 });
    const targets = bannerTargets(
      [race, quest],
      [{ id: 3, slug: 'monthly-lottery', frontend_identifier: 'lottery-monthly' }],
    );
    expect(targets.tournament.get('aurora-spins-race')).toBe('/tournaments/7');
    expect(targets.tournament.get('7')).toBe('/tournaments/7');
    expect(targets.tournament.get(quest.frontend_identifier)).toBe(
      `/action/${quest.quest?.slug ?? ''}`,
    );
    expect(targets.lottery.get('monthly-lottery')).toBe('/lottery/monthly-lottery');
    expect(targets.lottery.get('lottery-monthly')).toBe('/lottery/monthly-lottery');
    expect(targets.lottery.get('3')).toBe('/lottery/monthly-lottery');
    expect(targets.tournament.get('monthly-lottery')).toBeUndefined();
    expect(targets.lottery.get('unknown')).toBeUndefined();
  });
});
