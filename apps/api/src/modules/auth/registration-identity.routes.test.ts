import { describe, expect, it } from 'vitest';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { uniqueTestAddress } from '../../testing/players.js';

/**
 * VAL-020: names with apostrophes and in any script are names; digits alone and markup are not.
 * VAL-027 / VAL-028 at the boundary hour: a player may register from the local midnight that
 * starts their 18th birthday (21st in Estonia) where they live, not from UTC midnight, which is
 * two or three hours later in Germany and Estonia in June.
 */
describe('registration: names as people write them, age on the day where they live', async () => {
  const { app, clock } = await buildTestApp();

  const register = (country: 'DE' | 'EE', dateOfBirth: string, names: object = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...xhr, 'x-test-country': country },
      remoteAddress: uniqueTestAddress(),
      payload: {
        user: {
          email: `age-${Math.random().toString(36).slice(2, 10)}@example.com`,
          password: 'correct-horse-42',
          password_confirmation: 'correct-horse-42',
          terms_acceptance: true,
          country,
          date_of_birth: dateOfBirth,
          ...names,
        },
      },
    });

  it('turns 18 at midnight in Berlin (22:00 UTC the day before in summer)', async () => {
    clock.set(new Date('2026-06-14T21:59:00Z')); // 23:59 in Berlin, the eve of the birthday
    const eve = await register('DE', '15/06/2008');
    expect(eve.statusCode).toBe(422);
    expect(eve.json().errors.date_of_birth).toEqual(['VALIDATION.AGE_TOO_YOUNG']);

    clock.set(new Date('2026-06-14T22:01:00Z')); // 00:01 in Berlin, still the 14th in UTC
    const birthday = await register('DE', '15/06/2008');
    expect(birthday.statusCode).toBe(201);
    expect(birthday.json().date_of_birth).toBe('2008-06-15');
  });

  it('turns 21 at midnight in Tallinn (21:00 UTC the day before in summer)', async () => {
    clock.set(new Date('2026-06-14T20:59:00Z'));
    const eve = await register('EE', '15/06/2005');
    expect(eve.statusCode).toBe(422);
    expect(eve.json().errors.date_of_birth).toEqual(['VALIDATION.AGE_TOO_YOUNG']);

    clock.set(new Date('2026-06-14T21:01:00Z'));
    expect((await register('EE', '2005-06-15')).statusCode).toBe(201);
  });

  it("registers O'Brien and names in any script, and refuses digits-only and markup", async () => {
    clock.set(new Date('2026-06-15T12:00:00Z'));
    for (const [first, last] of [
      ['Seán', "O'Brien"],
      ['Siobhán', 'O’Brien'],
      ['Łukasz', 'Nguyễn'],
      ['Иван', 'Öztürk'],
    ]) {
      const response = await register('DE', '01/01/1990', { first_name: first, last_name: last });
      expect(response.statusCode, `${first} ${last}`).toBe(201);
      expect(response.json()).toMatchObject({ first_name: first, last_name: last });
    }
    for (const last of ['12345', '<b>Smith</b>', 'Smith\tJones', 'Smith\u202eJones']) {
      const response = await register('DE', '01/01/1990', { first_name: 'Ann', last_name: last });
      expect(response.statusCode, JSON.stringify(last)).toBe(422);
      expect(response.json().errors.last_name).toEqual(['VALIDATION.NAME_INVALID']);
    }
  });
});
