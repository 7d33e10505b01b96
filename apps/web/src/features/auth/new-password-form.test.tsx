import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { NewPasswordForm } from './new-password-form';

const PLAYER = { id: 7, email: 'ada@example.com' };

async function choose(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Repeat password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save the password' }));
  return user;
}

describe('NewPasswordForm (SS-018, AS-09)', () => {
  it('checks the passwords before sending', async () => {
    const api = mockApi({});
    renderWithProviders(<NewPasswordForm token="t" onSignedIn={vi.fn()} />);
    await choose('Sunny-Day-42', 'Sunny-Day-43');
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('asks for the two-factor code and resends the same token with it', async () => {
    const api = mockApi({
      'PUT /api/users/password': ({ body }: { body: unknown }) =>
        (body as { user: { otp_attempt?: string } }).user.otp_attempt === '654321'
          ? PLAYER
          : json(
              { code: 'otp_required', errors: { otp_attempt: ['VALIDATION.OTP_REQUIRED'] } },
              422,
            ),
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<NewPasswordForm token="reset-1" onSignedIn={onSignedIn} />);
    const user = await choose('Sunny-Day-42');
    await user.type(await screen.findByLabelText(/6-digit code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(PLAYER));
    const bodies = api.callsTo('PUT', '/api/users/password').map((call) => call.body);
    expect(bodies).toEqual([
      {
        user: {
          reset_password_token: 'reset-1',
          password: 'Sunny-Day-42',
          password_confirmation: 'Sunny-Day-42',
        },
      },
      {
        user: {
          reset_password_token: 'reset-1',
          password: 'Sunny-Day-42',
          password_confirmation: 'Sunny-Day-42',
          otp_attempt: '654321',
        },
      },
    ]);
  });

  it('a bad or used token says so and links to a new request', async () => {
    mockApi({
      'PUT /api/users/password': json(
        { code: 'invalid_input', errors: { reset_password_token: ['VALIDATION.TOKEN_INVALID'] } },
        422,
      ),
    });
    renderWithProviders(<NewPasswordForm token="used" onSignedIn={vi.fn()} />);
    await choose('Sunny-Day-42');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid, expired or already used.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/remind',
    );
  });

  it('without a token there is nothing to save', () => {
    mockApi({});
    renderWithProviders(<NewPasswordForm token={null} onSignedIn={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/invalid, expired or already used/);
    expect(screen.queryByRole('button', { name: 'Save the password' })).toBeNull();
  });
});
