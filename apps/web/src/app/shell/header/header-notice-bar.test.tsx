import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Player } from '@croupier/contracts/player';
import { clearHeaderNotices, pushHeaderNotice } from '../../../components/header-notices';
import { clearToasts, Toaster } from '../../../components/toast';
import { useUnconfirmedEmailNotice } from '../../../features/auth/use-email-notice';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/shell-test-utils';
import { HeaderNoticeBar } from './header-notice-bar';

const unconfirmed: Player = {
  id: 10,
  email: 'ada@example.com',
  confirmed_at: null,
  groups: [],
  auth_fields_missed: [],
};

function EmailNotice() {
  useUnconfirmedEmailNotice(unconfirmed);
  return (
    <>
      <HeaderNoticeBar />
      <Toaster closeLabel="Close" />
    </>
  );
}

afterEach(() => {
  clearHeaderNotices();
  clearToasts();
});

/** platform-core.md §8 (ERR-005): a header notice action failure only resets its waiting flag. */
describe('header notice action failures (ERR-005)', () => {
  it('enables the resend button again when the resend fails with 500, and shows no toast', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = mockApi({
      'POST /api/users/confirmation': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderWithProviders(<EmailNotice />);
    const resend = await screen.findByRole('button', { name: 'Send the link again' });
    await userEvent.click(resend);
    await waitFor(() => expect(resend).toBeDisabled());
    answer(json({ code: 'internal', errors: {} }, 500));
    await waitFor(() => expect(resend).toBeEnabled());
    expect(api.callsTo('POST', '/api/users/confirmation')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/We sent a confirmation email/)).toBeNull();
  });

  it('swallows an action that throws: the link works again and nothing is shown', async () => {
    let calls = 0;
    pushHeaderNotice({
      id: 'failing',
      message: 'Something to do',
      link: {
        text: 'Do it',
        fn: async () => {
          calls += 1;
          throw new Error('down');
        },
      },
    });
    renderWithProviders(
      <>
        <HeaderNoticeBar />
        <Toaster closeLabel="Close" />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Do it' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Do it' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Do it' }));
    expect(calls).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Something to do')).toBeInTheDocument();
  });
});
