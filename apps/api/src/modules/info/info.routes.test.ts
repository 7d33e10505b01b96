import { describe, expect, it } from 'vitest';
import {
  countriesResponseSchema,
  cryptoExchangeRatesResponseSchema,
  currenciesResponseSchema,
  localesResponseSchema,
  playerFieldsResponseSchema,
  projectResponseSchema,
  statusesResponseSchema,
} from '@croupier/contracts/info';
import { LOCALE_CODES } from '@croupier/domain/locales';
import { buildTestApp } from '../../testing/test-app.js';

describe('GET /api/info/*', async () => {
  const { app } = await buildTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('lists the served countries and the restricted ones (GEO-001)', async () => {
    const response = await get('/api/info/countries');
    expect(response.statusCode).toBe(200);
    const countries = countriesResponseSchema.parse(response.json());
    const served = countries.filter((c) => !c.restricted).map((c) => c.code);
    expect(served).toEqual(['CA', 'AU', 'DE', 'NZ', 'IT', 'EE', 'AT', 'NO', 'KW']);
    expect(countries.find((c) => c.code === 'US')?.restricted).toBe(true);
    expect(countries.find((c) => c.code === 'KW')).toMatchObject({
      default_locale: 'en-KW',
      default_currency: 'AUD',
      behaves_as: 'AU',
    });
    // A list a player picks from: served, not restricted, no test geo (nobody lives in KW).
    const offered = countries.filter((c) => !c.restricted && !c.behaves_as).map((c) => c.code);
    expect(offered).toEqual(['CA', 'AU', 'DE', 'NZ', 'IT', 'EE', 'AT', 'NO']);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('lists the union of currencies with integer subunits (GEO-009, API-014)', async () => {
    const currencies = currenciesResponseSchema.parse((await get('/api/info/currencies')).json());
    const codes = currencies.map((c) => c.code);
    for (const code of ['AUD', 'CAD', 'NZD', 'EUR', 'USD', 'JPY', 'NOK', 'BRL', 'GBP', 'KZT']) {
      expect(currencies.find((c) => c.code === code)?.fiat).toBe(true);
    }
    for (const code of ['BTC', 'ETH', 'BCH', 'LTC', 'DOG', 'USDT']) {
      expect(currencies.find((c) => c.code === code)?.fiat).toBe(false);
    }
    expect(codes).toContain('FUN');
    expect(currencies.find((c) => c.code === 'FUN')?.demo).toBe(true);
    expect(currencies.find((c) => c.code === 'JPY')?.subunits_to_unit).toBe(1);
  });

  it('offers every locale on localhost, with enabled flags (GEO-003)', async () => {
    const response = await get('/api/info/locales?stag=aff_1&affb_id=122', {
      host: 'localhost:3000',
    });
    expect(response.statusCode).toBe(200);
    const locales = localesResponseSchema.parse(response.json());
    expect(locales.map((l) => l.code)).toEqual([...LOCALE_CODES]);
    expect(locales.every((l) => l.enabled)).toBe(true);
    expect(locales.find((l) => l.default)?.code).toBe('en');
    expect(response.headers.vary).toContain('Host');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });

  it.each([
    ['croupier.ca', ['en', 'en-CA', 'fr-CA'], 'en-CA'],
    ['croupier.com.au:443', ['en', 'en-AU'], 'en-AU'],
    ['croupier.it', ['it'], 'it'],
    ['croupier.ee', ['et', 'en'], 'et'],
  ])('limits the locales by host %s (GEO-005, GEO-006)', async (host, codes, fallback) => {
    const locales = localesResponseSchema.parse((await get('/api/info/locales', { host })).json());
    expect(locales.map((l) => l.code)).toEqual(codes);
    expect(locales.find((l) => l.default)?.code).toBe(fallback);
  });

  it('hides Australian English on the international mirror', async () => {
    const locales = localesResponseSchema.parse(
      (await get('/api/info/locales', { host: 'croupier.com' })).json(),
    );
    expect(locales.map((l) => l.code)).not.toContain('en-AU');
    expect(locales).toHaveLength(9);
  });

  it('gives an unknown host the full list', async () => {
    const locales = localesResponseSchema.parse(
      (await get('/api/info/locales', { host: 'mirror-unknown.example' })).json(),
    );
    expect(locales).toHaveLength(10);
  });

  it('answers a bad stag with 422, not 500', async () => {
    const response = await get(`/api/info/locales?stag=${'x'.repeat(500)}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'invalid_input' });
  });

  it('describes the project for the host, with push hosts and geo (SH-053, SS-033)', async () => {
    const response = await get('/api/info/project', {
      host: 'croupier.ee',
      'x-test-country': 'EE',
    });
    expect(response.statusCode).toBe(200);
    const project = projectResponseSchema.parse(response.json());
    expect(project).toMatchObject({
      name: 'Croupier',
      licence: 'EE',
      default_locale: 'et',
      default_currency: 'EUR',
      default_country: 'CA',
      locales: ['et', 'en'],
      country: 'EE',
      restricted: false,
      auRestricted: false,
    });
    expect(project.pushHosts.length).toBeGreaterThan(0);
    expect(project.groups.playerSettable).toEqual([859, 1056, 1101]);
    expect(project.support).toMatchObject({ liveChatGroup: 545, guestChatGroupId: 26 });
    // EE: its own operator line, in Estonian, and the shorter payment list.
    expect(project.footer.copyright).toContain('Maksu- ja Tolliameti');
    expect(project.footer.paymentLogos.map((logo) => logo.name)).toEqual([
      'Visa',
      'Mastercard',
      'Bank transfer',
    ]);
    expect(response.headers['cache-control']).toBe('private, max-age=60');
  });

  it('marks a restricted geo and the Australian restriction (SS-033, GEO-013, GEO-018)', async () => {
    const us = projectResponseSchema.parse(
      (await get('/api/info/project', { 'x-test-country': 'US' })).json(),
    );
    expect(us.restricted).toBe(true);
    const kw = projectResponseSchema.parse(
      (await get('/api/info/project?locale=en-KW', { 'x-test-country': 'KW' })).json(),
    );
    expect(kw).toMatchObject({ country: 'KW', restricted: false, auRestricted: true });
    expect(kw.footer.copyright).toContain('Australia');
  });

  it('serves the player fields per context (PR-007)', async () => {
    const fields = playerFieldsResponseSchema.parse((await get('/api/info/player_fields')).json());
    expect(fields.contexts.deposit).toContain('postal_code');
    expect(Object.keys(fields.contexts)).toEqual(
      expect.arrayContaining(['registration', 'deposit', 'cashout', 'edition']),
    );
  });

  it('serves twelve levels with ascending maxima, localised (VIP-014)', async () => {
    const statuses = statusesResponseSchema.parse(
      (await get('/api/info/statuses', { 'accept-language': 'de' })).json(),
    );
    expect(statuses.map((s) => s.level)).toEqual(
      Array.from({ length: 12 }, (_, i) => `level_${i + 1}`),
    );
    const maxima = statuses.map((s) => s.conditions.persistent_comp_points.max);
    expect([...maxima].sort((a, b) => a - b)).toEqual(maxima);
    expect(statuses[0]?.name).toBe('Neuling');
  });

  it('serves crypto rates for every coin (CB-027)', async () => {
    const rates = cryptoExchangeRatesResponseSchema.parse(
      (await get('/api/info/crypto_exchange_rates')).json(),
    );
    for (const coin of ['BTC', 'ETH', 'LTC', 'BCH', 'DOG', 'USDT']) {
      expect(rates[coin]?.EUR).toBeGreaterThan(0);
    }
  });
});
