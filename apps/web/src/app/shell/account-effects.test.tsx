import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Player } from '@croupier/contracts/player';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearHeaderNotices } from '../../components/header-notices';
import { clearToasts, Toaster } from '../../components/toast';
import { ModalHost } from '../../features/modals/modal-host';
import { resetModals } from '../../features/modals/modal-store';
import { usePlayer } from '../../features/session/api/get-player';
import { sessionKeys } from '../../features/session/api/session-keys';
import { resetTesterSplit } from '../../features/session/use-tester-split';
import { json, mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { registerAppModals } from '../routes/modal-screens';
import { AccountEffects } from './account-effects';
import { HeaderNoticeBar } from './header/header-notice-bar';

const SPLIT = [543, 544] as const;

function Harness() {
  const { data: player } = usePlayer();
  return (
    <>
      <AccountEffects player={player} testerSplit={SPLIT} />
      <HeaderNoticeBar />
      <ModalHost />
      <Toaster closeLabel="Close" />
    </>
  );
}

const player = (extra: Partial<Player> = {}): Player => ({
  id: 10,
  email: 'ada@example.com',
  confirmed_at: '2025-01-01T00:00:00Z',
  groups: [543],
  auth_fields_missed: [],
  ...extra,
});

beforeEach(() => {
  registerAppModals();
  resetTesterSplit();
});
afterEach(() => {
  resetModals();
  clearHeaderNotices();
  clearToasts();
});

describe('AccountEffects', () => {
  it('forces the terms popup while terms_acceptance is missing: no close, no Escape, no overlay (SH-028, SS-034)', async () => {
    const api = mockApi({
      'GET /api/player': player({ auth_fields_missed: ['terms_acceptance'] }),
      'POST /api/auth_providers/update_details': player(),
    });
    renderWithProviders(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(await screen.findByRole('button', { name: 'Accept and continue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );

    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.mouseDown(screen.getByTestId('modal-layer-terms'));
    expect(screen.getByRole('dialog', { name: 'Terms and conditions' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Terms and conditions' })).toBeNull(),
    );
    expect(api.callsTo('POST', '/api/auth_providers/update_details')[0]?.body).toEqual({
      user: { terms_acceptance: true },
    });
  });

  it('shows the unconfirmed e-mail notice with a resend link, and drops it on logout (PR-010, SS-021)', async () => {
    const api = mockApi({
      'GET /api/player': player({ confirmed_at: null }),
      'POST /api/users/confirmation': {},
    });
    const { queryClient } = renderWithProviders(<Harness />);
    const notice = await screen.findByRole('status', { name: 'Notice' });
    expect(notice).toHaveTextContent('Please confirm your email ada@example.com');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(
      await screen.findByText('We sent a confirmation email to ada@example.com.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/users/confirmation')[0]?.body).toEqual({
      user: { email: 'ada@example.com' },
    });

    act(() => queryClient.setQueryData(sessionKeys.player(), {}));
    await waitFor(() =>
      expect(screen.queryByText(/Please confirm your email/)).not.toBeInTheDocument(),
    );
  });

  it('puts a player in neither 543 nor 544 into one by id, once (SS-026, SS-027)', async () => {
    const api = mockApi({
      'GET /api/player': player({ id: 10, groups: [21] }),
      'POST /api/player/groups': json({ groups: [21, 544] }),
    });
    const { queryClient } = renderWithProviders(<Harness />);
    await waitFor(() => expect(api.callsTo('POST', '/api/player/groups')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/player/groups')[0]?.body).toEqual({
      groups: { add: [544] },
    });
    // A reload of the player that still lacks the group does not ask again.
    await act(() => queryClient.invalidateQueries({ queryKey: sessionKeys.player() }));
    expect(api.callsTo('POST', '/api/player/groups')).toHaveLength(1);
  });

  it('leaves a player already split alone', async () => {
    const api = mockApi({ 'GET /api/player': player({ id: 7, groups: [543] }) });
    renderWithProviders(<Harness />);
    await waitFor(() => expect(api.callsTo('GET', '/api/player')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/player/groups')).toHaveLength(0);
  });
});
