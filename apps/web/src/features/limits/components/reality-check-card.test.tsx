import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserLimit } from '@croupier/contracts/limits';
import { clearToasts } from '../../../components/toast';
import { mockApi } from '../../../testing/mock-api';
import { makeLimit, renderPanel } from '../limits-test-utils';

afterEach(() => clearToasts());

const check = (minutes: number): UserLimit =>
  makeLimit({
    id: 7,
    type: 'reality_check',
    period: null,
    amount_cents: null,
    currency: null,
    minutes,
    ends_at: null,
  });

describe('reality check card (RG-05)', () => {
  it('turns the reality check on, changes it and turns it off, each at once', async () => {
    let list: UserLimit[] = [];
    const api = mockApi({
      'GET /api/user_limits': () => list,
      'POST /api/user_limits': ({ body }: { body: unknown }) => {
        const { minutes } = body as { minutes: number };
        list = [check(minutes)];
        return check(minutes);
      },
      'DELETE /api/user_limits/7': () => {
        list = [];
        return new Response(null, { status: 204 });
      },
    });
    renderPanel();
    const card = await screen.findByTestId('limit-reality-check');
    expect(within(card).getByText('No reality check set')).toBeInTheDocument();
    const save = within(card).getByRole('button', { name: 'Save, Reality check' });
    expect(save).toBeDisabled();

    await userEvent.click(within(card).getByRole('radio', { name: '15 min' }));
    await userEvent.click(save);
    // Saved: the card shows the server's answer (it is mounted again with the new value).
    expect(await screen.findByText('Every 15 min')).toBeInTheDocument();
    expect(await screen.findByText('Your reality check is set.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user_limits')[0]?.body).toEqual({
      type: 'reality_check',
      minutes: 15,
    });

    const fresh = await screen.findByTestId('limit-reality-check');
    await userEvent.click(within(fresh).getByRole('radio', { name: '1 h 30 min' }));
    await userEvent.click(within(fresh).getByRole('button', { name: 'Save, Reality check' }));
    expect(await screen.findByText('Every 1 h 30 min')).toBeInTheDocument();

    const changed = await screen.findByTestId('limit-reality-check');
    await userEvent.click(within(changed).getByRole('radio', { name: 'Off' }));
    await userEvent.click(within(changed).getByRole('button', { name: 'Save, Reality check' }));
    expect(await screen.findByText('Your reality check is off.')).toBeInTheDocument();
    expect(await screen.findByText('No reality check set')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/user_limits/7')).toHaveLength(1);
  });
});
