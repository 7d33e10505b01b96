import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { makeMethod } from '../cashbox-test-utils';
import { getPaymentMethods } from './get-payment-methods';

describe('payment methods load (CB-007, CB-008)', () => {
  it('asks again up to 3 times while the list is empty: 4 requests, then stops', async () => {
    const api = mockApi({ 'GET /api/player/payment_methods': [] });
    expect(await getPaymentMethods('deposit', 'EUR', 0)).toEqual([]);
    const calls = api.callsTo('GET', '/api/player/payment_methods');
    expect(calls).toHaveLength(4);
    expect(calls[0]?.url.searchParams.get('action')).toBe('deposit');
    expect(calls[0]?.url.searchParams.get('currency')).toBe('EUR');
  });

  it('stops as soon as a list has methods', async () => {
    let answers = 0;
    const api = mockApi({
      'GET /api/player/payment_methods': () => (++answers < 2 ? [] : [makeMethod()]),
    });
    expect(await getPaymentMethods('cashout', 'EUR', 0)).toHaveLength(1);
    expect(api.callsTo('GET', '/api/player/payment_methods')).toHaveLength(2);
  });
});
