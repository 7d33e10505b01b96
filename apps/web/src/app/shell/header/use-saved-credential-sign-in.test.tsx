import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../../features/session/api/session-keys';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/shell-test-utils';
import { LoginButton } from './login-button';
import { useSavedCredentialSignIn } from './use-saved-credential-sign-in';

function Button() {
  return <LoginButton onSavedCredential={useSavedCredentialSignIn()} />;
}

function stubSavedCredential(credential: unknown) {
  Object.defineProperty(navigator, 'credentials', {
    value: { get: vi.fn().mockResolvedValue(credential), store: vi.fn() },
    configurable: true,
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'credentials');
});

describe('login button with a saved credential (SH-005)', () => {
  it('signs in with the saved credential and stays on the page', async () => {
    stubSavedCredential({ type: 'password', id: 'ada@example.com', password: 'Sunny-Day-42' });
    const api = mockApi({ 'POST /api/users/sign_in': { id: 7, email: 'ada@example.com' } });
    const { queryClient } = renderWithProviders(<Button />, { path: '/live/all' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() =>
      expect(queryClient.getQueryData(sessionKeys.player())).toMatchObject({ id: 7 }),
    );
    expect(api.callsTo('POST', '/api/users/sign_in')[0]?.body).toMatchObject({
      user: { email: 'ada@example.com', password: 'Sunny-Day-42' },
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/live/all');
  });

  it('opens the login popup when the saved credential is refused', async () => {
    stubSavedCredential({ type: 'password', id: 'ada@example.com', password: 'old' });
    mockApi({
      'POST /api/users/sign_in': json(
        { code: 'invalid_credentials', errors: { base: ['VALIDATION.INVALID_CREDENTIALS'] } },
        422,
      ),
    });
    renderWithProviders(<Button />, { path: '/live/all' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sign-in'));
  });
});
