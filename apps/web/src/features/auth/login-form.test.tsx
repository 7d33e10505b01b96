import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { LoginForm } from './login-form';

// The ALTCHA widget is a third party: its module is replaced, the test plays its events.
vi.mock('./captcha/load-altcha', () => ({
  loadAltcha: () => Promise.resolve({ setWidgetStrings: () => undefined }),
}));

const PLAYER = { id: 7, email: 'ada@example.com', confirmed_at: '2025-01-01T00:00:00Z' };
const fail = (code: string, errors: Record<string, string[]>) => json({ code, errors }, 422);

function renderLogin() {
  const onSignedIn = vi.fn();
  const view = renderWithProviders(<LoginForm redirect={null} onSignedIn={onSignedIn} />);
  return { ...view, onSignedIn };
}

async function fillAndSubmit(email = 'ada@example.com', password = 'correct horse') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

/** What the widget fires when its proof of work is done. */
function solveCaptcha(payload = 'c29sdmVk') {
  const widget = document.querySelector('altcha-widget');
  if (!widget) throw new Error('no captcha widget');
  act(() => {
    widget.dispatchEvent(
      new CustomEvent('statechange', { detail: { state: 'verified', payload } }),
    );
  });
}

describe('LoginForm (SS-007..SS-011, SS-024)', () => {
  it('signs in with e-mail, password and the device fingerprint', async () => {
    const api = mockApi({ 'POST /api/users/sign_in': PLAYER });
    const { onSignedIn } = renderLogin();
    await fillAndSubmit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(PLAYER));
    const [call] = api.callsTo('POST', '/api/users/sign_in');
    const user = (call?.body as { user: Record<string, string> }).user;
    expect(user).toMatchObject({ email: 'ada@example.com', password: 'correct horse' });
    expect(user.dfpc).toMatch(/^[0-9a-f]{16,}$/);
    expect(user).not.toHaveProperty('captcha');
  });

  it('shows wrong credentials above the form and field errors in place, translated', async () => {
    mockApi({
      'POST /api/users/sign_in': fail('invalid_credentials', {
        base: ['VALIDATION.INVALID_CREDENTIALS'],
      }),
    });
    const { onSignedIn } = renderLogin();
    const user = await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');

    mockApi({
      'POST /api/users/sign_in': fail('invalid_input', {
        email: ['VALIDATION.EMAIL_INVALID'],
        password: ['SOMETHING.UNKNOWN'],
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    // A key the site has no text for is shown as it came.
    expect(screen.getByText('SOMETHING.UNKNOWN')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('asks nothing of the player until filled in', async () => {
    const api = mockApi({});
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(api.calls).toHaveLength(0);
  });

  it('on captcha_required shows the captcha and resends with its key once solved (SS-010)', async () => {
    let attempt = 0;
    const api = mockApi({
      'POST /api/users/sign_in': ({ body }: { body: unknown }) => {
        attempt += 1;
        const { captcha } = (body as { user: { captcha?: string } }).user;
        if (!captcha) return fail('captcha_required', { captcha: ['VALIDATION.CAPTCHA_REQUIRED'] });
        return PLAYER;
      },
    });
    const { onSignedIn } = renderLogin();
    await fillAndSubmit();
    await screen.findByTestId('captcha');
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    solveCaptcha('a2V5');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(PLAYER), { timeout: 3000 });
    expect(attempt).toBe(2);
    const last = api.callsTo('POST', '/api/users/sign_in')[1]?.body as {
      user: { captcha?: string; password: string };
    };
    expect(last.user).toMatchObject({ captcha: 'a2V5', password: 'correct horse' });
  });

  it('gives up waiting for an unsolved captcha after 2.5 s and says so (SS-010)', async () => {
    const api = mockApi({
      'POST /api/users/sign_in': fail('captcha_required', {
        captcha: ['VALIDATION.CAPTCHA_REQUIRED'],
      }),
    });
    renderLogin();
    await fillAndSubmit();
    expect(
      await screen.findByText(/The check is not finished yet/, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/users/sign_in')).toHaveLength(1);
  });

  it('on otp_required shows the code step and resends with otp_attempt (SS-009)', async () => {
    const api = mockApi({
      'POST /api/users/sign_in': ({ body }: { body: unknown }) => {
        const { otp_attempt: otp } = (body as { user: { otp_attempt?: string } }).user;
        if (otp === undefined)
          return fail('otp_required', { otp_attempt: ['VALIDATION.OTP_REQUIRED'] });
        if (otp !== '123456')
          return fail('otp_invalid', { otp_attempt: ['VALIDATION.OTP_INVALID'] });
        return PLAYER;
      },
    });
    const { onSignedIn } = renderLogin();
    const user = await fillAndSubmit();
    const code = await screen.findByLabelText(/6-digit code/);
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    // The first ask is the step itself, not a mistake.
    expect(screen.queryByText('Enter the code from your authenticator app.')).toBeNull();
    await waitFor(() => expect(code).toHaveFocus());

    await user.type(code, '99a9999');
    expect(code).toHaveValue('999999');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The code is wrong or has expired.')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(PLAYER));
    const sent = api
      .callsTo('POST', '/api/users/sign_in')
      .map((call) => (call.body as { user: { otp_attempt?: string } }).user.otp_attempt);
    expect(sent).toEqual([undefined, '999999', '123456']);
  });

  it('takes a recovery code instead of the app code', async () => {
    const api = mockApi({
      'POST /api/users/sign_in': ({ body }: { body: unknown }) =>
        (body as { user: { otp_attempt?: string } }).user.otp_attempt === 'abcd-efgh'
          ? PLAYER
          : fail('otp_required', { otp_attempt: ['VALIDATION.OTP_REQUIRED'] }),
    });
    const { onSignedIn } = renderLogin();
    const user = await fillAndSubmit();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText(/Recovery code/), 'abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(api.callsTo('POST', '/api/users/sign_in')).toHaveLength(2);
  });

  it('shows throttling as a sentence, not a field', async () => {
    mockApi({ 'POST /api/users/sign_in': json({ code: 'throttled', errors: {} }, 429) });
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/Too many attempts/);
  });

  it('offers the browser to store the credential after success (SH-005)', async () => {
    mockApi({ 'POST /api/users/sign_in': PLAYER });
    const store = vi.fn().mockResolvedValue(undefined);
    class FakePasswordCredential {
      constructor(readonly data: { id: string; password: string }) {}
    }
    vi.stubGlobal('PasswordCredential', FakePasswordCredential);
    Object.defineProperty(navigator, 'credentials', {
      value: { store, get: vi.fn() },
      configurable: true,
    });
    try {
      const { onSignedIn } = renderLogin();
      await fillAndSubmit();
      await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    } finally {
      Reflect.deleteProperty(navigator, 'credentials');
    }
    expect(store).toHaveBeenCalledTimes(1);
    expect((store.mock.calls[0]?.[0] as FakePasswordCredential).data).toEqual({
      id: 'ada@example.com',
      password: 'correct horse',
    });
  });

  it('links to password remind and to registration with the redirect kept', () => {
    mockApi({});
    renderWithProviders(<LoginForm redirect="/profile/limits" onSignedIn={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/remind',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/registration?redirect=%2Fprofile%2Flimits',
    );
  });
});
