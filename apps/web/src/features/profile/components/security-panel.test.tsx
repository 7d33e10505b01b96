import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast';
import { json, mockApi } from '../../../testing/mock-api';
import { makePlayer, renderProfile } from '../profile-test-utils';

afterEach(() => clearToasts());

const QR = 'data:image/svg+xml;base64,PHN2Zy8+';
const CODES = Array.from({ length: 10 }, (_, index) => `code-${String(index).padStart(4, '0')}`);

const securityApi = () =>
  mockApi({
    'GET /api/player/sessions': [
      {
        id: 'current-one',
        current: true,
        created_at: '2025-06-01T10:00:00.000Z',
        last_seen_at: '2025-06-01T10:05:00.000Z',
        ip: '203.0.113.5',
        device: 'Chrome on Linux',
        country: 'DE',
      },
      {
        id: 'phone-two',
        current: false,
        created_at: '2025-05-30T08:00:00.000Z',
        last_seen_at: '2025-05-31T21:00:00.000Z',
        ip: '198.51.100.7',
        device: 'Safari on iOS',
        country: 'EE',
      },
    ],
    'GET /api/player/security_events': [
      {
        type: 'sign_in',
        created_at: '2025-06-01T10:00:00.000Z',
        ip: '203.0.113.5',
        device: 'Chrome on Linux',
      },
      { type: 'password_changed', created_at: '2025-05-31T20:00:00.000Z', ip: null, device: null },
      {
        type: 'sign_in',
        created_at: '2025-05-30T08:00:00.000Z',
        ip: '198.51.100.7',
        device: 'Safari on iOS',
      },
    ],
    'POST /api/player/two_factor': {
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      otpauth_url:
        'otpauth://totp/Croupier:ada@example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      qr_svg: QR,
    },
    'POST /api/player/two_factor/confirm': ({ body }: { body: unknown }) =>
      (body as { otp: string }).otp === '123456'
        ? { recovery_codes: CODES }
        : json({ code: 'otp_invalid', errors: { otp: ['VALIDATION.OTP_INVALID'] } }, 422),
    'DELETE /api/player/sessions/phone-two': new Response(null, { status: 204 }),
    'DELETE /api/player/sessions': new Response(null, { status: 204 }),
  });

describe('two-factor enrolment (PR-031, AS-07, AS-08)', () => {
  it('password → QR and secret → code → ten recovery codes shown once', async () => {
    const refreshPlayer = vi.fn();
    const calls = securityApi();
    renderProfile({ tab: 'security', refreshPlayer });
    const card = screen.getByRole('region', { name: 'Two-factor authentication' });
    expect(within(card).getByText('Off')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Turn on' }));
    await userEvent.type(within(card).getByLabelText(/Current password/), 'old secret 1');
    await userEvent.click(within(card).getByRole('button', { name: 'Continue' }));

    expect(
      await within(card).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', QR);
    expect(within(card).getByTestId('two-factor-secret')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(calls.callsTo('POST', '/api/player/two_factor')[0]?.body).toEqual({
      current_password: 'old secret 1',
    });

    // A wrong code is refused in place; nothing is switched on.
    const code = within(card).getByLabelText(/Six-digit code/);
    await userEvent.type(code, '12345');
    await userEvent.click(within(card).getByRole('button', { name: 'Turn on two-factor' }));
    expect(await within(card).findByText('The code is wrong or has expired.')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/player/two_factor/confirm')).toHaveLength(0);
    await userEvent.type(code, '0');
    await userEvent.click(within(card).getByRole('button', { name: 'Turn on two-factor' }));
    expect(await within(card).findByText('The code is wrong or has expired.')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/player/two_factor/confirm')[0]?.body).toEqual({
      otp: '123450',
    });

    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(within(card).getByRole('button', { name: 'Turn on two-factor' }));
    const list = await within(card).findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(refreshPlayer).toHaveBeenCalled();
    expect(screen.getByText('Two-factor authentication is on.')).toBeInTheDocument();

    // Shown once: after "saved" they are gone for good.
    await userEvent.click(within(card).getByRole('button', { name: 'I have saved them' }));
    expect(within(card).queryByText(CODES[0] ?? '')).toBeNull();
  });

  it('shows a 403 reauth_required on the current-password field', async () => {
    const calls = securityApi();
    calls.set(
      'POST /api/player/two_factor',
      json(
        { code: 'reauth_required', errors: { current_password: ['VALIDATION.REAUTH_REQUIRED'] } },
        403,
      ),
    );
    renderProfile({ tab: 'security' });
    const card = screen.getByRole('region', { name: 'Two-factor authentication' });
    await userEvent.click(within(card).getByRole('button', { name: 'Turn on' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Continue' }));
    const password = within(card).getByLabelText(/Current password/);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('For your security, enter your password again.'),
      ),
    );
    // Within 10 minutes of signing in the api needs no password, so none was sent.
    expect(calls.callsTo('POST', '/api/player/two_factor')[0]?.body).toEqual({});
  });

  it('turns off with a recovery code in place of an app code', async () => {
    const refreshPlayer = vi.fn();
    const calls = securityApi();
    calls.set('DELETE /api/player/two_factor', new Response(null, { status: 204 }));
    renderProfile({
      tab: 'security',
      refreshPlayer,
      player: makePlayer({ two_factor_enabled: true }),
    });
    const card = screen.getByRole('region', { name: 'Two-factor authentication' });
    expect(within(card).getByText('On')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Turn off' }));
    await userEvent.type(within(card).getByLabelText(/Current password/), 'old secret 1');
    await userEvent.type(within(card).getByLabelText(/recovery code/), 'abcd-efgh');
    await userEvent.click(within(card).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(refreshPlayer).toHaveBeenCalled());
    expect(calls.callsTo('DELETE', '/api/player/two_factor')[0]?.body).toEqual({
      current_password: 'old secret 1',
      otp: 'abcd-efgh',
    });
  });
});

describe('sessions (AS-06)', () => {
  it('lists where the player is signed in and ends another session', async () => {
    const calls = securityApi();
    renderProfile({ tab: 'security' });
    const card = screen.getByRole('region', { name: 'Where you are signed in' });
    const rows = await within(card).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chrome on Linux');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).toHaveTextContent('203.0.113.5 · Germany');
    // The current session has no "sign out" of its own: that is the header's sign-out.
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() =>
      expect(calls.callsTo('DELETE', '/api/player/sessions/phone-two')).toHaveLength(1),
    );
    expect(await screen.findByText('That device has been signed out.')).toBeInTheDocument();
    // The list is read again after the change.
    await waitFor(() => expect(calls.callsTo('GET', '/api/player/sessions')).toHaveLength(2));
  });

  it('ends all other sessions at once', async () => {
    const calls = securityApi();
    renderProfile({ tab: 'security' });
    const card = screen.getByRole('region', { name: 'Where you are signed in' });
    await userEvent.click(
      await within(card).findByRole('button', { name: 'Sign out all other devices' }),
    );
    await waitFor(() => expect(calls.callsTo('DELETE', '/api/player/sessions')).toHaveLength(1));
    expect(await screen.findByText('All other devices have been signed out.')).toBeInTheDocument();
  });

  it('shows the previous sign-in and the recent events', async () => {
    securityApi();
    renderProfile({ tab: 'security' });
    const card = screen.getByRole('region', { name: 'Recent security activity' });
    expect(
      await within(card).findByText(/Last sign-in: .*\(Safari on iOS, 198\.51\.100\.7\)/),
    ).toBeInTheDocument();
    expect(within(card).getByText('Password changed')).toBeInTheDocument();
  });
});

describe('change password (AS-02, AS-06)', () => {
  it('checks the policy first, then sends the change and keeps other devices when asked', async () => {
    const calls = securityApi();
    calls.set('PUT /api/player/password', {});
    renderProfile({ tab: 'security', player: makePlayer({ nickname: 'adalove' }) });
    const card = screen.getByRole('region', { name: 'Change password' });
    const fresh = within(card).getByLabelText(/New password/);
    await userEvent.type(fresh, 'short');
    await userEvent.type(within(card).getByLabelText(/Repeat the new password/), 'other');
    await userEvent.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await within(card).findByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(within(card).getByText('The passwords do not match.')).toBeInTheDocument();
    expect(calls.callsTo('PUT', '/api/player/password')).toHaveLength(0);

    await userEvent.clear(fresh);
    await userEvent.type(fresh, 'AdaLove-2025');
    await userEvent.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(
      await within(card).findByText(/must not contain your email name or nickname/),
    ).toBeInTheDocument();

    await userEvent.clear(fresh);
    await userEvent.type(fresh, 'Correct-Horse-9');
    await userEvent.clear(within(card).getByLabelText(/Repeat the new password/));
    await userEvent.type(within(card).getByLabelText(/Repeat the new password/), 'Correct-Horse-9');
    await userEvent.type(within(card).getByLabelText(/Current password/), 'old secret 1');
    await userEvent.click(within(card).getByRole('switch', { name: 'Sign out my other devices' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(calls.callsTo('PUT', '/api/player/password')).toHaveLength(1));
    expect(calls.callsTo('PUT', '/api/player/password')[0]?.body).toEqual({
      current_password: 'old secret 1',
      password: 'Correct-Horse-9',
      password_confirmation: 'Correct-Horse-9',
      end_other_sessions: false,
    });
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
  });
});
