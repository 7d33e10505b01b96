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

  it('changes it with either format (PATCH /api/player)', async () => {
    const { cookie } = await registerTestPlayer(app);
    const patch = (dateOfBirth: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/player',
        headers: { ...xhr, cookie },
        payload: { user: { date_of_birth: dateOfBirth } },
      });
    const dayFirst = await patch('07/08/1985');
    expect(dayFirst.statusCode).toBe(200);
    expect(dayFirst.json().date_of_birth).toBe('1985-08-07');
    const iso = await patch('1986-09-10');
    expect(iso.statusCode).toBe(200);
    expect((await me(cookie)).date_of_birth).toBe('1986-09-10');
    const impossible = await patch('31/04/1986');
    expect(impossible.statusCode).toBe(422);
    expect(impossible.json().errors.date_of_birth).toEqual(['VALIDATION.BIRTHDAY_INVALID']);
    expect((await me(cookie)).date_of_birth).toBe('1986-09-10');
  });

  it('completes the details with either format (POST /api/auth_providers/update_details)', async () => {
    const { cookie } = await registerTestPlayer(app);
    const details = (dateOfBirth: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth_providers/update_details',
        headers: { ...xhr, cookie },
        payload: { user: { date_of_birth: dateOfBirth } },
      });
    const dayFirst = await details('11/12/1979');
    expect(dayFirst.statusCode).toBe(200);
    expect(dayFirst.json().date_of_birth).toBe('1979-12-11');
    const iso = await details('1980-01-02');
    expect(iso.statusCode).toBe(200);
    expect((await me(cookie)).date_of_birth).toBe('1980-01-02');
    const impossible = await details('1980-02-30');
    expect(impossible.statusCode).toBe(422);
    expect(impossible.json().errors.date_of_birth).toEqual(['VALIDATION.BIRTHDAY_INVALID']);
  });
});
