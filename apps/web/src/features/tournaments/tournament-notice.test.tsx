import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TournamentNotificationPush } from '@croupier/contracts/tournaments';
import { clearToasts, Toaster } from '../../components/toast';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { NOTICE_WINDOW_MS, useTournamentNotice } from './tournament-notice';

function notice(id: number, title: string, place = 1): TournamentNotificationPush {
  return {
    kind: 'entered_prizes',
    tournament_id: id,
    frontend_identifier: title.toLowerCase().replaceAll(' ', '-'),
    title,
    place,
    prize: null,
  };
}

/** Hands the hook the pushes one bet brings, as the live channel does. */
function Pushes({
  pushes,
  showTestQuests = false,
}: {
  pushes: unknown[];
  showTestQuests?: boolean;
}) {
  const show = useTournamentNotice(showTestQuests);
  useEffect(() => {
    for (const push of pushes) void show(push);
  }, [pushes, show]);
  return <Toaster closeLabel="Close" />;
}

afterEach(() => {
  act(() => clearToasts());
});

describe('tournament notices (TN-012)', () => {
  it('makes one toast of the notices one bet brings, and leaves a test quest out', async () => {
    const pushes = [
      notice(1, 'Aurora Spins Race', 2),
      notice(2, 'Winter Wager Cup'),
      { ...notice(3, 'Test Quest'), frontend_identifier: 'quest--xs--ffc-test' },
      notice(4, 'Juniper Jack Sprint'),
    ];
    renderWithProviders(<Pushes pushes={pushes} />);
    const toasts = await screen.findAllByRole('status', {}, { timeout: NOTICE_WINDOW_MS * 10 });
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent(
      'Aurora Spins Race: you are in the prizes, place 2. (+2 more)',
    );
  });

  it('shows a test quest’s notice where test quests are shown', async () => {
    const pushes = [{ ...notice(3, 'Test Quest'), frontend_identifier: 'quest--xs--ffc-test' }];
    renderWithProviders(<Pushes pushes={pushes} showTestQuests />);
    const toast = await screen.findByRole('status', {}, { timeout: NOTICE_WINDOW_MS * 10 });
    expect(toast).toHaveTextContent('Test Quest: you are in the prizes, place 1.');
    expect(toast).not.toHaveTextContent('more');
  });
});
