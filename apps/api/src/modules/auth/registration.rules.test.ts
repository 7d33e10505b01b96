import { describe, expect, it } from 'vitest';
import { buildTestApp, setClockToNoonUtc, xhr } from '../../testing/test-app.js';
import { registerTestPlayer, uniqueTestAddress } from '../../testing/players.js';
import { getPlayerByEmail } from '../player/player.service.js';

/** A date of birth `years` years and `days` days before the test clock, as DD/MM/YYYY. */
function bornYearsAgo(now: Date, years: number, days = 0): string {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

describe('registration rules (issue: age by country, currency, attribution; VAL-027, AS-02)', async () => {
  const { app, clock } = await buildTestApp();
  let counter = 0;
  const register = (user: Record<string, unknown>, headers: Record<string, string> = {}) => {
    counter += 1;
    return app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...xhr, 'x-test-country': 'DE', ...headers },
      remoteAddress: uniqueTestAddress(),
      payload: {
        user: {
          email: `rules-${counter}@example.com`,
          password: 'a-long-passphrase-9',
          terms_acceptance: true,
          receive_promos: false,
          ...user,
        },
      },
    });
  };

  it('needs 21 full years in Estonia, 19 in Ontario and 18 elsewhere for the casino', async () => {
    // The age is reached at local midnight where the player lives (minimum-age.ts); at 22:30 UTC
    // it is already tomorrow in Tallinn and Berlin.
    setClockToNoonUtc(clock);
    const now = clock.now();
    const cases: [Record<string, unknown>, number][] = [
      [{ country: 'EE' }, 21],
      [{ country: 'CA', state: 'Ontario' }, 19],
      [{ country: 'CA', postal_code: 'M5V 2T6' }, 19],
      [{ country: 'CA', state: 'Quebec', postal_code: 'H2X 1Y4' }, 18],
      [{ country: 'DE' }, 18],
    ];
    for (const [place, age] of cases) {
      const tooYoung = await register({ ...place, date_of_birth: bornYearsAgo(now, age, 1) });
      expect(tooYoung.statusCode, JSON.stringify(place)).toBe(422);
      expect(tooYoung.json().errors.date_of_birth).toEqual(['VALIDATION.AGE_TOO_YOUNG']);
      const oldEnough = await register({ ...place, date_of_birth: bornYearsAgo(now, age) });
      expect(oldEnough.statusCode, JSON.stringify(place)).toBe(201);
    }
  });

  it('refuses an impossible birthday and a postal code that does not fit the country (VAL-026, VAL-030)', async () => {
    const response = await register({
      country: 'DE',
      date_of_birth: '31/02/1990',
      postal_code: 'ABC',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      date_of_birth: ['VALIDATION.BIRTHDAY_INVALID'],
      postal_code: ['VALIDATION.POSTAL_CODE_INVALID'],
    });
  });

  it('refuses a common password and one that is too short, with field keys (AS-02)', async () => {
    const common = await register({ password: 'password123' });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors.password).toContain('VALIDATION.PASSWORD_COMMON');
    const short = await register({ password: 'short1' });
    expect(short.json().errors.password).toContain('VALIDATION.PASSWORD_TOO_SHORT');
  });

  it('requires the terms and the fields of the registration context (VAL-025, PR-006)', async () => {
    const response = await register({ terms_acceptance: false, receive_promos: undefined });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.terms_acceptance).toEqual(['VALIDATION.TERMS_REQUIRED']);
  });

  it('takes the currency from the country, and refuses one the brand does not offer', async () => {
    const canadian = await register({}, { 'x-test-country': 'CA' });
    expect(canadian.json().currency).toBe('CAD');
    const austria = await register({ country: 'AT' });
    expect(austria.json().currency).toBe('EUR');
    const unsupported = await register({ currency: 'XYZ' });
    expect(unsupported.statusCode).toBe(422);
    expect(unsupported.json().errors.currency).toEqual(['VALIDATION.CURRENCY_UNSUPPORTED']);
    const chosen = await register({ currency: 'BTC' });
    expect(chosen.json().currency).toBe('BTC');
  });

  it('keeps dfpc, stag and affb_id (from the body or the cookies) and the A/B variant (SS-024, SS-016)', async () => {
    const { email } = await registerTestPlayer(
      app,
      { dfpc: 'fp-123', variant: 'b' },
      { cookie: 'stag=aff_77; affb_id=241' },
    );
    const row = await getPlayerByEmail(app.deps, email);
    expect(row).toMatchObject({
      registrationDfpc: 'fp-123',
      registrationVariant: 'b',
      stag: 'aff_77',
      affbId: '241',
    });
  });

  it('takes only a country a player may live in: not restricted, not the KW test geo (GEO-018)', async () => {
    for (const country of ['US', 'KP', 'KW']) {
      const response = await register({ country, date_of_birth: '01/01/1990' });
      expect(response.statusCode, country).toBe(422);
      expect(response.json().errors.country, country).toEqual(['VALIDATION.COUNTRY_UNSUPPORTED']);
    }
    // A tester on the KW geo who names no country lives where KW stands for.
    const fromKw = await register({ date_of_birth: '01/01/1990' }, { 'x-test-country': 'KW' });
    expect(fromKw.statusCode).toBe(201);
    expect(fromKw.json().country).toBe('AU');
  });

  it('answers malformed bodies with 422 field keys, never 500', async () => {
    for (const payload of [{}, { user: null }, { user: { email: 42 } }, { user: 'x' }]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: xhr,
        remoteAddress: uniqueTestAddress(),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
  });
});
