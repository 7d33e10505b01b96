import { describe, expect, it } from 'vitest';
import { FE_CONFIG_NAMES } from '@croupier/contracts/fe-config';
import { buildTestApp } from './testing/test-app.js';

/**
 * requirements API-021: every call of platform-core.md §7 that the platform foundation owns is
 * served with the method and path the spec spells. Later issues extend this list.
 */
const specCalls: [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string][] = [
  ['GET', '/api/info/countries'],
  ['GET', '/api/info/currencies'],
  ['GET', '/api/info/locales'],
  ['GET', '/api/info/project'],
  ['GET', '/api/info/player_fields'],
  ['GET', '/api/info/statuses'],
  ['GET', '/api/info/crypto_exchange_rates'],
  ['GET', '/api/current_ip'],
  ['GET', '/client-context'],
  ['GET', '/messages/en.json'],
  ['GET', '/api/cms/pages'],
  ['GET', '/api/cms/pages/privacy-policy'],
  ['GET', '/api/cms/pages/terms-and-conditions/au'],
  ['GET', '/api/cms/snippets'],
  ['GET', '/api/cms/files'],
  ...FE_CONFIG_NAMES.map((name): ['GET', string] => ['GET', `/api/fe/config/${name}`]),
  ['POST', '/log_utm_set'],
  ['POST', '/log_utm_send'],
  ['PUT', '/log'],
  ['PUT', '/performance'],
  ['PUT', '/network-performance'],
  ['PUT', '/metrics-errors-validation'],
  ['GET', '/api/player'],
  ['PATCH', '/api/player'],
  ['PATCH', '/api/player/update_locale'],
  ['GET', '/api/subscriptions'],
  ['PUT', '/api/subscriptions'],
  ['POST', '/api/player/groups'],
  ['GET', '/api/player/settings'],
  ['GET', '/api/player/stats'],
  ['GET', '/api/player/accounts'],
  ['POST', '/api/player/accounts'],
  ['POST', '/api/fe/config/managers'],
  ['GET', '/api/player/documents'],
  ['POST', '/api/player/documents'],
  ['POST', '/api/send_contact_message'],
  ['POST', '/restore-id/get'],
  ['POST', '/restore-id/set'],
  // platform-core.md §7 Auth.
  ['POST', '/api/users'],
  ['POST', '/check-email'],
  ['POST', '/api/users/sign_in'],
  ['DELETE', '/api/users/sign_out'],
  ['POST', '/api/users/password'],
  ['PUT', '/api/users/password'],
  ['GET', '/api/users/confirmation?confirmation_token=x'],
  ['POST', '/api/users/confirmation'],
  ['POST', '/api/auth_providers/update_details'],
  // platform-core.md §7 Limits.
  ['GET', '/api/user_limits'],
  ['POST', '/api/user_limits'],
  ['DELETE', '/api/user_limits/1'],
  ['POST', '/api/user_limits/confirm'],
  // engagement.md §7 cashbox calls, and the proposals PX-02..PX-04.
  ['GET', '/api/player/payments'],
  ['POST', '/api/player/payments/1/recall'],
  ['POST', '/api/users/transaction'],
  ['PATCH', '/api/player/set_bonus_code'],
  ['DELETE', '/api/player/clear_bonus_code'],
  ['GET', '/api/player/payment_methods?action=deposit'],
  ['POST', '/api/player/payments'],
  ['GET', '/api/player/payment_methods/card/address'],
  ['GET', '/api/payment_methods/table'],
];

describe('the route table covers the spec calls built so far', async () => {
  const { app } = await buildTestApp();

  it.each(specCalls)('%s %s is served', async (method, url) => {
    const response = await app.inject({
      method,
      url,
      headers: { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' },
      ...(method === 'GET' ? {} : { payload: {} }),
    });
    // Served means a route answered: a contract answer or a 4xx for the empty body, never a
    // "no route" 404 and never a 5xx.
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode === 404) {
      expect(response.headers['content-type']).not.toContain('json');
    }
  });
});
