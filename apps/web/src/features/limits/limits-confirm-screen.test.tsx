import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { LimitsConfirmScreen } from './limits-confirm-screen';
import { makeLimit } from './limits-test-utils';

const TOKEN = 'a'.repeat(43);

const renderScreen = (query: string) =>
  renderWithProviders(
    <StrictMode>
      <LimitsConfirmScreen />
    </StrictMode>,
    { path: `/profile/limits/confirm${query}` },
  );

describe('limit confirmation screen (RT-012, LM-004)', () => {
  it('sends the token once and says when the raise takes effect', async () => {
    const api = mockApi({
      'POST /api/user_limits/confirm': makeLimit({
        status: 'pending_increase',
        pending: {
          amount_cents: 20_000,
          minutes: null,
          removal: false,
          effective_at: '2026-03-11T12:00:00.000Z',
          confirmed: true,
        },
      }),
    });
    renderScreen(`?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Change confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Daily deposit limit: the new value takes effect at Mar 11, 2026/,
    );
    expect(screen.getByRole('link', { name: 'Go to my limits' })).toHaveAttribute(
      'href',
      '/profile/limits',
    );
    // StrictMode runs effects twice; the single-use token is sent once.
    expect(api.callsTo('POST', '/api/user_limits/confirm').map((call) => call.body)).toEqual([
      { token: TOKEN },
    ]);
  });

  it('a used or expired link says it no longer works', async () => {
    mockApi({
      'POST /api/user_limits/confirm': json(
        { code: 'invalid', errors: { token: ['VALIDATION.TOKEN_INVALID'] } },
        422,
      ),
    });
    renderScreen(`?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'This link does not work' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my limits' })).toBeInTheDocument();
  });

  it('without a token there is nothing to send', async () => {
    const api = mockApi({});
    renderScreen('');
    expect(
      await screen.findByRole('heading', { name: 'This link does not work' }),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('a server failure offers to try again', async () => {
    const api = mockApi({ 'POST /api/user_limits/confirm': json({ code: 'internal' }, 500) });
    renderScreen(`?token=${TOKEN}`);
    expect(
      await screen.findByText('We could not confirm the change. Please try again.'),
    ).toBeInTheDocument();
    api.set('POST /api/user_limits/confirm', makeLimit());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Change confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Daily deposit limit: the change applies now.',
    );
  });
});
