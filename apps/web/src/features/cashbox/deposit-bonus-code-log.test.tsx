import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../components/toast';
import { onLog, type LogEntry } from '../../lib/logger';
import { json, mockApi, type MockHandler } from '../../testing/mock-api';
import { makeAccount, makeMethod, renderCashbox } from './cashbox-test-utils';
import { DepositScreen } from './deposit-screen';

/** ERR-003 (engagement.md §8): the bonus-code failures are logged under their own names. */
let logged: LogEntry[] = [];
let stop: () => void = () => undefined;
beforeEach(() => {
  logged = [];
  stop = onLog((entry) => logged.push(entry));
});
afterEach(() => {
  stop();
  clearToasts();
});

const api = (extra: Record<string, MockHandler>) =>
  mockApi({
    'GET /api/player/accounts': [makeAccount()],
    'GET /api/player/payment_methods': [makeMethod()],
    'GET /api/player/payments': [],
    'PUT /log': {},
    ...extra,
  });

const names = () => logged.map((entry) => entry.name);

describe('deposit bonus code failures (ERR-003)', () => {
  it('logs setDepositBonusCode when the stored code cannot be checked, and keeps the code', async () => {
    const calls = api({ 'PATCH /api/player/set_bonus_code': json({}, 500) });
    renderCashbox(<DepositScreen onClose={() => undefined} />, { storedPromoCode: 'WELCOME' });
    await waitFor(() => expect(names()).toContain('setDepositBonusCode'));
    expect(calls.callsTo('DELETE', '/api/player/clear_bonus_code')).toHaveLength(0);
  });

  it('logs deleteDepositBonusCode when a refused code cannot be cleared; the deposit still opens', async () => {
    api({
      'PATCH /api/player/set_bonus_code': json(
        {
          code: 'invalid_input',
          errors: { deposit_bonus_code: ['VALIDATION.BONUS_CODE_INVALID'] },
        },
        422,
      ),
      'DELETE /api/player/clear_bonus_code': json({}, 500),
    });
    renderCashbox(<DepositScreen onClose={() => undefined} />, { storedPromoCode: 'BAD' });
    expect(
      await screen.findByText(
        'The bonus code BAD cannot be used and was removed. You can still make your deposit.',
      ),
    ).toBeVisible();
    expect(names()).toContain('deleteDepositBonusCode');
  });

  it('logs setDepositBonusCode when applying a code fails without a field message', async () => {
    api({ 'PATCH /api/player/set_bonus_code': json({}, 500) });
    renderCashbox(
      <DepositScreen variant="bonus" onClose={() => undefined} />,
      {},
      '/deposit-bonus',
    );
    await userEvent.type(screen.getByLabelText(/Bonus code/), 'WELCOME100');
    await userEvent.click(screen.getByRole('button', { name: 'Apply code' }));
    await waitFor(() => expect(names()).toContain('setDepositBonusCode'));
    expect(logged.find((entry) => entry.name === 'setDepositBonusCode')?.level).toBe('error');
  });
});
