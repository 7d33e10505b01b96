import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentMethodTableRow } from '@croupier/contracts/payments';
import { mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { PaymentsPage } from './payments-page';

const row = (overrides: Partial<PaymentMethodTableRow>): PaymentMethodTableRow => ({
  id: 'visa-mastercard',
  brand: 'visa',
  title: 'Visa / Mastercard',
  logo: '/payments/visa.svg',
  type: 'card',
  currency: 'EUR',
  fee: 'free',
  processingTime: 'instant',
  network: null,
  deposit: { min: '10', max: '5000' },
  withdrawal: { min: '20', max: '5000' },
  ...overrides,
});

describe('payments page (CB-015, K-070..K-072)', () => {
  it('lists deposit and withdrawal methods: free, instant, crypto minimums and ranges', async () => {
    mockApi({
      'GET /api/payment_methods/table': [
        row({}),
        row({
          id: 'bitcoin',
          brand: 'bitcoin',
          title: 'Bitcoin',
          type: 'crypto',
          currency: 'BTC',
          network: 'Bitcoin',
          deposit: { min: '0.0001', max: null },
          withdrawal: { min: '0.0001', max: '0.4' },
        }),
        row({ id: 'paysafecard', title: 'Paysafecard', type: 'voucher', withdrawal: null }),
      ],
    });
    renderWithProviders(<PaymentsPage />, { path: '/payments' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
    const deposits = await screen.findByRole('table', { name: 'Deposits' });
    const withdrawals = screen.getByRole('table', { name: 'Withdrawals' });
    expect(within(deposits).getAllByRole('row')).toHaveLength(4);
    expect(within(withdrawals).getAllByRole('row')).toHaveLength(3);

    const bitcoinIn = within(deposits).getByRole('row', { name: /Bitcoin/ });
    expect(bitcoinIn).toHaveTextContent('From 0.0001 BTC');
    expect(bitcoinIn).toHaveTextContent('Free');
    expect(bitcoinIn).toHaveTextContent('Instant');
    expect(within(withdrawals).getByRole('row', { name: /Bitcoin/ })).toHaveTextContent(
      '0.0001 – 0.4 BTC',
    );
    expect(within(deposits).getByRole('row', { name: /Visa/ })).toHaveTextContent('10 – 5,000 EUR');
  });
});
