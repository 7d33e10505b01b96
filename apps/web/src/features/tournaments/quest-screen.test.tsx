import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { QuestLevelProgress } from '@croupier/contracts/tournaments';
import { mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { QuestScreen } from './quest-screen';
import { at, makeQuest, makeStatus, makeTournament, NOW } from './tournament-test-utils';

afterEach(() => vi.unstubAllGlobals());

function renderQuest(slug: string | undefined, isLoggedIn = true, showTestQuests = false) {
  return renderWithProviders(
    <QuestScreen
      slug={slug}
      isLoggedIn={isLoggedIn}
      showTestQuests={showTestQuests}
      currencyConfig={undefined}
      now={NOW}
    />,
  );
}

const quest = makeQuest();
const levels: QuestLevelProgress[] = (quest.quest?.levels ?? []).map((level) => ({
  level: level.level,
  state: level.level < 3 ? 'completed' : level.level === 3 ? 'active' : 'locked',
  granted: level.level > 1 && level.level <= 3,
}));

describe('the quest page (RT-018, TN-021..TN-028)', () => {
  it('shows the ladder with completed, active and locked levels and what is left', async () => {
    mockApi({
      '/api/tournaments': [quest, makeTournament({ id: 1 })],
      '/api/tournaments/30/status': makeStatus({
        tournament_id: 30,
        quest: { bets_eur_cents: 62_000, current_level: 3, next_threshold_eur: 1000, levels },
      }),
    });
    renderQuest('spring');
    const page = await screen.findByTestId('quest-page', {}, { timeout: 5000 });
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Spring Quest');
    expect((await screen.findByTestId('quest-current-level')).textContent).toBe('Level 3 of 6');
    expect(screen.getByTestId('quest-bets').textContent).toBe('€620.00 bet so far');
    expect(screen.getByText('€380.00 more to reach level 4')).toBeTruthy();
    const states = [1, 2, 3, 4, 5, 6].map(
      (level) => screen.getByTestId(`quest-level-${level}`).dataset.state,
    );
    expect(states).toEqual(['completed', 'completed', 'active', 'locked', 'locked', 'locked']);
    expect(screen.getByTestId('quest-level-3').getAttribute('aria-current')).toBe('step');
    expect(within(screen.getByTestId('quest-level-2')).getByText(/prize paid/)).toBeTruthy();
    expect(
      within(screen.getByTestId('quest-level-4')).getByText('Bet €1,000.00 in total'),
    ).toBeTruthy();
  }, 30_000);

  it('/action with no slug shows the running quest; a guest sees the ladder and a sign-up', async () => {
    mockApi({
      '/api/tournaments': [makeQuest({ id: 31, start_at: at(5), end_at: at(50) }), quest],
    });
    renderQuest(undefined, false);
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).textContent).toBe(
      'Spring Quest',
    );
    expect(screen.getByRole('link', { name: 'Sign up to climb' })).toBeTruthy();
    expect(screen.getAllByTestId(/^quest-level-\d$/)).toHaveLength(6);
    expect(screen.queryByTestId('quest-level-state')).toBeNull();
  });

  it('TN-029: a test quest (ffc) is hidden without enableTestQuests', async () => {
    mockApi({ '/api/tournaments': [makeQuest({ frontend_identifier: 'quest--xs--ffc-spring' })] });
    renderQuest('spring', false);
    expect(
      await screen.findByText(
        'This quest does not exist or is not open to you.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });
});
