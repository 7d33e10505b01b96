import { describe, expect, it } from 'vitest';
import { playerSchema } from '@croupier/contracts/player';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { registerTestPlayer, uniqueTestAddress } from '../../testing/players.js';

/**
 * `date_of_birth` is one field with one answer format (issue 14): every path that writes it
 * takes `DD/MM/YYYY` (as the forms type it) and `YYYY-MM-DD` (as every answer carries it), and
 * every answer says `YYYY-MM-DD`. An impossible date is a field message, never a neighbour day.
 */
describe('date_of_birth written in either format, answered as YYYY-MM-DD', async () => {
  const { app } = await buildTestApp();
  const me = async (cookie: string) =>
    playerSchema.parse((await app.inject({ url: '/api/player', headers: { cookie } })).json());
  const register = (dateOfBirth: string) =>
    app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...xhr, 'x-test-country': 'DE' },
      remoteAddress: uniqueTestAddress(),
      payload: {
        user: {
          email: `born-${Math.random().toString(36).slice(2, 10)}@example.com`,
          password: 'correct-horse-42',
          password_confirmation: 'correct-horse-42',
          terms_acceptance: true,
          date_of_birth: dateOfBirth,
        },
      },
    });

  it('registers with DD/MM/YYYY and with YYYY-MM-DD (POST /api/users)', async () => {
    for (const written of ['05/06/1990', '1990-06-05']) {
      const response = await register(written);
      expect(response.statusCode, written).toBe(201);
      expect(response.json().date_of_birth, written).toBe('1990-06-05');
    }
  });

  it('refuses an impossible date in either format with a field message (POST /api/users)', async () => {
    for (const written of ['31/02/2000', '2000-02-31', '2000/02/01']) {
      const response = await register(written);
      expect(response.statusCode, written).toBe(422);
      expect(response.json().errors.date_of_birth, written).toEqual([
        'VALIDATION.BIRTHDAY_INVALID',
      ]);
    }
  });

  it.each([
    { method: 'PATCH', url: '/api/player' },
    { method: 'POST', url: '/api/auth_providers/update_details' },
  ] as const)('changes it with either format ($method $url)', async ({ method, url }) => {
    const { cookie } = await registerTestPlayer(app);
    const write = (dateOfBirth: string) =>
      app.inject({
        method,
        url,
        headers: { ...xhr, cookie },
        payload: { user: { date_of_birth: dateOfBirth } },
      });
    const dayFirst = await write('07/08/1985');
    expect(dayFirst.statusCode).toBe(200);
    expect(dayFirst.json().date_of_birth).toBe('1985-08-07');
    const iso = await write('1986-09-10');
    expect(iso.statusCode).toBe(200);
    expect((await me(cookie)).date_of_birth).toBe('1986-09-10');
    for (const impossible of ['31/04/1986', '1986-02-30']) {
      const refused = await write(impossible);
      expect(refused.statusCode, impossible).toBe(422);
      expect(refused.json().errors.date_of_birth).toEqual(['VALIDATION.BIRTHDAY_INVALID']);
    }
    expect((await me(cookie)).date_of_birth).toBe('1986-09-10');
  });
});
