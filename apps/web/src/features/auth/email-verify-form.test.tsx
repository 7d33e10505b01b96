import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, Toaster } from '../../components/toast';
import { json, mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { EmailVerifyForm } from './email-verify-form';

afterEach(() => clearToasts());

function renderForm(email?: string) {
  return renderWithProviders(
    <>
      <EmailVerifyForm email={email} />
      <Toaster closeLabel="Close" />
    </>,
  );
}

describe('EmailVerifyForm: resend confirmation (SS-020, SS-021)', () => {
  it("toasts success with the player's address", async () => {
    const api = mockApi({ 'POST /api/users/confirmation': {} });
    renderForm('ada@example.com');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a confirmation email to ada@example.com.',
    );
    expect(api.callsTo('POST', '/api/users/confirmation')[0]?.body).toEqual({
      user: { email: 'ada@example.com' },
    });
  });

  it('toasts the first e-mail error of a 422', async () => {
    mockApi({
      'POST /api/users/confirmation': json(
        {
          code: 'invalid_input',
          errors: { email: ['VALIDATION.ALREADY_CONFIRMED', 'VALIDATION.EMAIL_INVALID'] },
        },
        422,
      ),
    });
    renderForm('ada@example.com');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the link again' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('This email is already confirmed.');
    expect(toast).not.toHaveTextContent('Enter a valid email address.');
  });

  it('shows an untranslated first message as it came (422 "already confirmed")', async () => {
    mockApi({
      'POST /api/users/confirmation': json(
        { code: 'invalid_input', errors: { email: ['already confirmed'] } },
        422,
      ),
    });
    renderForm('ada@example.com');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already confirmed');
  });

  it('shows nothing for any other failure (500)', async () => {
    const api = mockApi({
      'POST /api/users/confirmation': json({ code: 'internal', errors: {} }, 500),
    });
    renderForm('ada@example.com');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/users/confirmation')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled(),
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
