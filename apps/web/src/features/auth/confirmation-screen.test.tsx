import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { ConfirmationScreen } from './confirmation-screen';

const CONFIRMED = { id: 7, email: 'ada@example.com', confirmed_at: '2025-05-01T10:00:00Z' };

describe('ConfirmationScreen (SS-019, RT-014, RT-023)', () => {
  it('sends the token once, says the e-mail is confirmed and hands over the player', async () => {
    const api = mockApi({ 'GET /api/users/confirmation': CONFIRMED });
    const onConfirmed = vi.fn();
    const onDone = vi.fn();
    // Mounted twice (StrictMode, a re-render of the route): the single-use token goes once.
    renderWithProviders(
      <StrictMode>
        <ConfirmationScreen token="tok-1" onConfirmed={onConfirmed} onDone={onDone} />
      </StrictMode>,
    );
    expect(await screen.findByText('Your email is confirmed. Thank you!')).toBeInTheDocument();
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    expect(onConfirmed).toHaveBeenCalledWith(CONFIRMED);
    const calls = api.callsTo('GET', '/api/users/confirmation');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get('confirmation_token')).toBe('tok-1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('a used or expired link says so and offers a new one', async () => {
    const api = mockApi({
      'GET /api/users/confirmation': json(
        { code: 'invalid_input', errors: { confirmation_token: ['VALIDATION.TOKEN_INVALID'] } },
        422,
      ),
      'POST /api/users/confirmation': {},
    });
    renderWithProviders(
      <ConfirmationScreen
        token="used"
        email="ada@example.com"
        onConfirmed={vi.fn()}
        onDone={vi.fn()}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid, expired or already used.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(api.callsTo('POST', '/api/users/confirmation')[0]?.body).toEqual({
      user: { email: 'ada@example.com' },
    });
  });
});
