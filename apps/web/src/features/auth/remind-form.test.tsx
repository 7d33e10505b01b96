import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { RemindForm } from './remind-form';

describe('RemindForm (SS-017, SS-018)', () => {
  it('always answers "if an account exists", whatever the address', async () => {
    const api = mockApi({ 'POST /api/users/password': {} });
    renderWithProviders(<RemindForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), ' nobody@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for nobody@example.com, we have sent it a link',
    );
    expect(api.callsTo('POST', '/api/users/password')[0]?.body).toEqual({
      user: { email: 'nobody@example.com' },
    });
  });
});
