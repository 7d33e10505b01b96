import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { SupportScreen } from './support-screen';

describe('SupportScreen (SH-044, PR-034)', () => {
  it("fills in the signed-in player's email", async () => {
    mockApi({ 'GET /api/player': { id: 7, email: 'ada@example.com' } });
    renderWithProviders(<SupportScreen props={{}} close={vi.fn()} />);
    expect(await screen.findByDisplayValue('ada@example.com')).toBe(
      screen.getByLabelText(/^Email/),
    );
  });

  it('leaves it empty for a guest, who must give one', async () => {
    const api = mockApi({ 'GET /api/player': {} });
    renderWithProviders(<SupportScreen props={{}} close={vi.fn()} />);
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/player')).toHaveLength(1));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByLabelText(/^Email/)).toBeRequired();
  });
});
