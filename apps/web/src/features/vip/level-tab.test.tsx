import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { LevelTab } from './level-tab';
import { makeLevels } from './vip-test-utils';

const stateOf = (n: number) => screen.getByTestId(`level-card-${n}`).dataset.state;

describe('profile level tab (PR-036, VIP-015)', () => {
  it('persistent points pick the current level: before, future (the next), lock', () => {
    // 7,600 points: past level 5's maximum (7,500), inside level 6 (15,000).
    renderWithProviders(
      <LevelTab
        levels={makeLevels()}
        levelsFailed={false}
        onRetry={() => undefined}
        persistentPoints={7_600}
        playerLevel="level_1"
        locale="en"
      />,
    );
    expect(stateOf(6)).toBe('current');
    expect(stateOf(5)).toBe('before');
    expect(stateOf(1)).toBe('before');
    expect(stateOf(7)).toBe('future');
    expect(stateOf(8)).toBe('lock');
    expect(stateOf(12)).toBe('lock');
    expect(screen.getAllByRole('listitem', { current: 'step' })).toHaveLength(1);
    expect(screen.getByTestId('level-points').textContent).toBe('7,600 comp points in total');
    const current = screen.getByTestId('level-card-6');
    expect(within(current).getByText('Your level')).toBeTruthy();
    expect(within(current).getByTestId('level-to-next').textContent).toBe(
      '7,400 points to complete this level',
    );
    expect(within(current).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
  });

  it('player level "level_3" makes card 3 current while the points are not known', () => {
    renderWithProviders(
      <LevelTab
        levels={makeLevels()}
        levelsFailed={false}
        onRetry={() => undefined}
        persistentPoints={undefined}
        playerLevel="level_3"
        locale="en"
      />,
    );
    expect(stateOf(3)).toBe('current');
    expect(stateOf(4)).toBe('future');
    expect(stateOf(5)).toBe('lock');
  });

  it('a failed load says so and retries', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <LevelTab
        levels={undefined}
        levelsFailed
        onRetry={onRetry}
        persistentPoints={0}
        playerLevel={undefined}
        locale="en"
      />,
    );
    expect(screen.getByText(/The levels could not be loaded/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
