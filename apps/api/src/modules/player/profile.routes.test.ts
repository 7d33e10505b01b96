import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playerSchema } from '@croupier/contracts/player';
import { VALIDATION } from '@croupier/contracts/users';
import { playerAccounts, playerGroups, players, securityEvents } from '../../db/schema/players.js';
import { registerTestPlayer } from '../../testing/players.js';
import { buildTestApp, setClockToNoonUtc, xhr } from '../../testing/test-app.js';

describe('the player edits their own profile', async () => {
  const { app, database, clock } = await buildTestApp();
  const db = database.db;

  const patch = (cookie: string, payload: object) =>
    app.inject({ method: 'PATCH', url: '/api/player', headers: { ...xhr, cookie }, payload });
  const rowOf = async (id: number) => {
    const [row] = await db.select().from(players).where(eq(players.id, id));
    if (!row) throw new Error(`no player ${id}`);
    return row;
  };
  /** An ISO birth date `years` years and `days` days before the test clock's today. */
  const bornYearsAgo = (years: number, days = 0) => {
    const date = clock.now();
    date.setUTCFullYear(date.getUTCFullYear() - years);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };

  it('saves the edited fields and answers with the full player (PR-004, PR-037)', async () => {
    const { cookie, player } = await registerTestPlayer(app);
    const response = await patch(cookie, {
      user: { city: 'Berlin', address: 'Unter den Linden 1', gender: 'f', nickname: 'Lotte' },
      context: 'edition',
    });
    // `edition` requires more than these four fields: the 422 lists exactly the missing ones
    // (state, nickname and gender are shown but optional there).
    expect(response.statusCode).toBe(422);
    const missing = Object.keys(response.json<{ errors: object }>().errors).sort();
    expect(missing).toEqual(
      ['date_of_birth', 'first_name', 'last_name', 'mobile_phone', 'postal_code'].sort(),
    );
    expect((await rowOf(player.id)).city).toBeNull();

    const saved = await patch(cookie, {
      user: { city: 'Berlin', address: 'Unter den Linden 1', gender: 'f', nickname: 'Lotte' },
    });
    expect(saved.statusCode).toBe(200);
    const body = playerSchema.parse(saved.json());
    expect(body).toMatchObject({ id: player.id, city: 'Berlin', gender: 'f', nickname: 'Lotte' });
    expect(saved.headers['cache-control']).toBe('no-store');
  });

  it('answers 422 per field in the field names of the form (PR-004, VAL-034)', async () => {
    const { cookie } = await registerTestPlayer(app);
    const response = await patch(cookie, { user: { mobile_phone: 'call me', nickname: '<b>' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'invalid_input',
      errors: {
        mobile_phone: [VALIDATION.PHONE_INVALID],
        nickname: [VALIDATION.NICKNAME_INVALID],
      },
    });
  });

  it('requires the fields of the named context, counting the ones saved before (PR-005)', async () => {
    const { cookie, player } = await registerTestPlayer(app);
    const deposit = {
      first_name: 'Anna',
      last_name: 'Schmidt',
      date_of_birth: '1990-04-12',
      address: 'Hauptstraße 5',
      postal_code: '10115',
      mobile_phone: '+49 30 1234567',
    };
    const withoutCity = await patch(cookie, { user: deposit, context: 'deposit' });
    expect(withoutCity.statusCode).toBe(422);
    expect(withoutCity.json()).toEqual({
      code: 'invalid_input',
      errors: { city: [VALIDATION.REQUIRED] },
    });
    expect((await rowOf(player.id)).firstName).toBeNull();

    expect((await patch(cookie, { user: { ...deposit, city: 'Berlin' } })).statusCode).toBe(200);
    // Everything the context needs is on record now: a deposit edit of one field passes.
    const later = await patch(cookie, { user: { city: 'Hamburg' }, context: 'deposit' });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ city: 'Hamburg' });
  });

  it('refuses a context the brand does not know, and a blank one (PR-005)', async () => {
    const { cookie } = await registerTestPlayer(app);
    for (const context of ['no-such-provider', ' ']) {
      const response = await patch(cookie, { user: { city: 'Bonn' }, context });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: { context: [VALIDATION.CONTEXT_UNKNOWN] } });
    }
  });

  it("applies a provider's own context (PR-006)", async () => {
    const { cookie } = await registerTestPlayer(app);
    const response = await patch(cookie, { user: { first_name: 'Ola' }, context: 'velvet-live' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'date_of_birth',
      'last_name',
    ]);
  });

  it('fills an empty Australian or Canadian state from the postal code (PR-009)', async () => {
    const australian = await registerTestPlayer(app, { country: 'AU' }, { 'x-test-country': 'AU' });
    const act = await patch(australian.cookie, { user: { postal_code: '2600' } });
    expect(act.statusCode).toBe(200);
    expect(act.json()).toMatchObject({
      postal_code: '2600',
      state: 'Australian Capital Territory',
    });

    // A state already there is the player's own choice and stays.
    const moved = await patch(australian.cookie, { user: { postal_code: '3000' } });
    expect(moved.json()).toMatchObject({ state: 'Australian Capital Territory' });

    const canadian = await registerTestPlayer(app, { country: 'CA' }, { 'x-test-country': 'CA' });
    const quebec = await patch(canadian.cookie, { user: { postal_code: 'H2X 1Y4' } });
    expect(quebec.json()).toMatchObject({ state: 'Quebec' });

    const german = await registerTestPlayer(app);
    const berlin = await patch(german.cookie, { user: { postal_code: '10115' } });
    expect(berlin.json()).toMatchObject({ state: null });
  });

  it('checks the postal code against the stored country and a new country (VAL-030)', async () => {
    const { cookie } = await registerTestPlayer(app);
    const wrong = await patch(cookie, { user: { postal_code: '1234' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      errors: { postal_code: [VALIDATION.POSTAL_CODE_INVALID] },
    });
    expect((await patch(cookie, { user: { postal_code: '10115' } })).statusCode).toBe(200);
    // Moving to Austria (4 digits) with the German code on record must fix the code too.
    const moving = await patch(cookie, { user: { country: 'AT' } });
    expect(moving.json()).toMatchObject({
      errors: { postal_code: [VALIDATION.POSTAL_CODE_INVALID] },
    });
    const moved = await patch(cookie, { user: { country: 'AT', postal_code: '1010' } });
    expect(moved.json()).toMatchObject({ country: 'AT', postal_code: '1010' });
  });

  it('refuses a country the brand does not serve, and the KW test geo (GEO-018)', async () => {
    const { cookie } = await registerTestPlayer(app);
    for (const country of ['US', 'FR', 'KP', 'ZZ', 'KW']) {
      const response = await patch(cookie, { user: { country } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { country: [VALIDATION.COUNTRY_UNSUPPORTED] },
      });
    }
  });

  it('refuses a birth date under the minimum age, to the day (VAL-027)', async () => {
    // The age is reached at local midnight where the player lives (minimum-age.ts); at 22:30 UTC
    // it is already tomorrow in Tallinn and Berlin.
    setClockToNoonUtc(clock);
    const { cookie } = await registerTestPlayer(app);
    const young = await patch(cookie, { user: { date_of_birth: bornYearsAgo(18, 1) } });
    expect(young.statusCode).toBe(422);
    expect(young.json()).toMatchObject({ errors: { date_of_birth: [VALIDATION.AGE_TOO_YOUNG] } });
    const adult = await patch(cookie, { user: { date_of_birth: bornYearsAgo(18) } });
    expect(adult.statusCode).toBe(200);
  });

  it('locks name and birth date once the player is verified', async () => {
    const { cookie, player } = await registerTestPlayer(app);
    const identity = { first_name: 'Marta', last_name: 'Rossi', date_of_birth: '1985-02-03' };
    expect((await patch(cookie, { user: identity })).statusCode).toBe(200);
    await db.update(players).set({ verified: true }).where(eq(players.id, player.id));

    const renamed = await patch(cookie, {
      user: { first_name: 'Maria', last_name: 'Rossi', date_of_birth: '1985-02-04' },
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json<{ errors: object }>().errors).toEqual({
      date_of_birth: [VALIDATION.FIELD_LOCKED],
      first_name: [VALIDATION.FIELD_LOCKED],
    });
    expect(await rowOf(player.id)).toMatchObject({ firstName: 'Marta', dateOfBirth: '1985-02-03' });
    // Sending the same values (a full form) and changing other fields still works.
    const resent = await patch(cookie, { user: { ...identity, city: 'Roma' } });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ city: 'Roma', first_name: 'Marta' });
  });

  it('removes the nickname with an empty string (VAL-015)', async () => {
    const { cookie } = await registerTestPlayer(app, { nickname: 'Blaze' });
    const response = await patch(cookie, { user: { nickname: '' } });
    expect(response.json()).toMatchObject({ nickname: null, nick_name: null });
  });

  it('subscribes to promos with a plain PATCH, whatever the edition context requires (PR-030)', async () => {
    const { cookie } = await registerTestPlayer(app);
    const response = await patch(cookie, { user: { receive_promos: true } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ receive_promos: true });
  });

  it('records profile_updated with the changed field names only', async () => {
    const { cookie, player } = await registerTestPlayer(app);
    await patch(cookie, { user: { city: 'Graz', receive_promos: false } });
    const events = await db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.playerId, player.id));
    const updated = events.filter((event) => event.type === 'profile_updated');
    expect(updated).toHaveLength(1);
    expect(updated[0]?.details).toEqual({ fields: ['city'], context: null });
  });

  it('answers 401 to a guest and needs the XHR header', async () => {
    const guest = await app.inject({
      method: 'PATCH',
      url: '/api/player',
      headers: xhr,
      payload: { user: { city: 'Oslo' } },
    });
    expect(guest.statusCode).toBe(401);
    const { cookie } = await registerTestPlayer(app);
    const forged = await app.inject({
      method: 'PATCH',
      url: '/api/player',
      headers: { cookie },
      payload: { user: { city: 'Oslo' } },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('never writes a server-owned field, whatever else the edit carries (AC-02)', async () => {
    const { cookie, player } = await registerTestPlayer(app);
    const before = await rowOf(player.id);
    const groupsOf = async () =>
      (await db.select().from(playerGroups).where(eq(playerGroups.playerId, player.id)))
        .map((row) => row.groupId)
        .sort();
    const accountsOf = () =>
      db.select().from(playerAccounts).where(eq(playerAccounts.playerId, player.id));
    const groupsBefore = await groupsOf();
    const accountsBefore = await accountsOf();

    const forbidden = [
      'id',
      'user_id',
      'email',
      'password',
      'password_hash',
      'verified',
      'sumsub_verified',
      'groups',
      'level',
      'vip',
      'statuses',
      'license_name',
      'can_issue_bonuses',
      'currency',
      'language',
      'locale',
      'confirmed_at',
      'created_at',
      'autoregistered',
      'deposit_bonus_code',
      'two_factor_enabled',
      'sow_questionnaire_expires_at',
      'chat_restore_id',
      'disabled_at',
    ] as const;
    const anyValue = fc.oneof(
      fc.boolean(),
      fc.integer(),
      fc.string({ maxLength: 20 }),
      fc.constant(null),
      fc.array(fc.integer({ min: 1, max: 2000 }), { maxLength: 4 }),
      fc.record({ id: fc.integer(), name: fc.string({ maxLength: 10 }) }),
    );
    const attack = fc.record(Object.fromEntries(forbidden.map((key) => [key, anyValue])), {
      requiredKeys: [],
    });
    const city = fc.constantFrom('Bonn', 'Köln', 'Leipzig', 'Dresden');

    await fc.assert(
      fc.asyncProperty(attack, city, fc.boolean(), async (extra, newCity, inContext) => {
        const response = await patch(cookie, {
          user: { ...extra, city: newCity },
          ...(inContext ? { context: 'registration' } : {}),
        });
        expect(response.statusCode).toBe(200);
        const after = await rowOf(player.id);
        expect(after.city).toBe(newCity);
        expect({ ...after, city: null, updatedAt: null }).toEqual({
          ...before,
          city: null,
          updatedAt: null,
        });
        expect(await groupsOf()).toEqual(groupsBefore);
        expect(await accountsOf()).toEqual(accountsBefore);
      }),
      { numRuns: 30 },
    );
  });
});

describe('language and subscriptions', async () => {
  const { app } = await buildTestApp();

  it('stores a language the brand enables; the next GET /api/player has it (PR-027)', async () => {
    const { cookie } = await registerTestPlayer(app);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/player/update_locale',
      headers: { ...xhr, cookie },
      payload: { locale: 'de' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ language: 'de', locale: 'de' });
    const player = await app.inject({ url: '/api/player', headers: { cookie } });
    expect(player.json()).toMatchObject({ language: 'de' });

    const unknown = await app.inject({
      method: 'PATCH',
      url: '/api/player/update_locale',
      headers: { ...xhr, cookie },
      payload: { locale: 'xx' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ errors: { locale: [VALIDATION.LOCALE_UNSUPPORTED] } });
  });

  it('reads and writes the subscriptions in sync with the player (PR-028, PR-029)', async () => {
    const { cookie } = await registerTestPlayer(app);
    const read = () => app.inject({ url: '/api/subscriptions', headers: { cookie } });
    expect((await read()).json()).toEqual({ receive_promos: false, receive_sms_promos: false });

    const put = await app.inject({
      method: 'PUT',
      url: '/api/subscriptions',
      headers: { ...xhr, cookie },
      payload: { receive_promos: false, receive_sms_promos: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ receive_promos: false, receive_sms_promos: true });
    expect((await read()).json()).toEqual({ receive_promos: false, receive_sms_promos: true });
    const player = await app.inject({ url: '/api/player', headers: { cookie } });
    expect(player.json()).toMatchObject({ receive_sms_promos: true, receive_promos: false });

    const invalid = await app.inject({
      method: 'PUT',
      url: '/api/subscriptions',
      headers: { ...xhr, cookie },
      payload: { receive_promos: 'yes' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({
      errors: { receive_promos: [VALIDATION.INVALID], receive_sms_promos: [VALIDATION.INVALID] },
    });
  });

  it('answers 401 to a guest', async () => {
    expect((await app.inject({ url: '/api/subscriptions' })).statusCode).toBe(401);
  });
});
