import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../../components/toast';
import { json, mockApi } from '../../../testing/mock-api';
import { renderProfile } from '../profile-test-utils';

afterEach(() => clearToasts());

const session = (id: string, current: boolean, device: string) => ({
  id,
  current,
  created_at: '2025-06-01T10:00:00.000Z',
  last_seen_at: '2025-06-01T10:05:00.000Z',
  ip: '203.0.113.5',
  device,
  country: 'DE',
});

describe('an unexpected failure of a player action (ERR-006)', () => {
  it('shows the "something went wrong" warning when signing out a device fails with 500', async () => {
    mockApi({
      'GET /api/player/sessions': [
        session('current-one', true, 'Chrome on Linux'),
        session('phone-two', false, 'Safari on iOS'),
      ],
      'GET /api/player/security_events': [],
      'DELETE /api/player/sessions/phone-two': json({ code: 'internal', errors: {} }, 500),
    });
    renderProfile({ tab: 'security' });
    const card = screen.getByRole('region', { name: 'Where you are signed in' });
    await userEvent.click(
      await within(card).findByRole('button', { name: 'Sign out Safari on iOS' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(screen.queryByText('That device has been signed out.')).toBeNull();
  });
});
