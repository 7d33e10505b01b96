import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { clientContextResponseSchema, currentIpResponseSchema } from '@croupier/contracts/geo';
import { AppError } from '../../lib/app-error.js';
import { buildTestApp } from '../../testing/test-app.js';
import { assertGeoAllowed, clientContext } from './geo.service.js';
import { requestContextOf } from '../../lib/request-context.js';

describe('geo without a trusted proxy and without the dev override', async () => {
  const { app } = await buildTestApp({ GEO_DEV_OVERRIDE: 'false', GEO_DEFAULT_COUNTRY: 'CA' });

  it('ignores spoofed country and forwarding headers from an untrusted peer', async () => {
    const response = await app.inject({
      url: '/api/current_ip',
      headers: {
        'cf-ipcountry': 'US',
        'x-test-country': 'US',
        'x-forwarded-for': '203.0.113.9',
        cookie: 'geo_country=US',
      },
    });
    expect(response.statusCode).toBe(200);
    const body = currentIpResponseSchema.parse(response.json());
    expect(body).toEqual({ ip: '127.0.0.1', country_code: 'CA', restricted: false });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('ignores ?geo= and sets no cookie when the override is off', async () => {
    const response = await app.inject({ url: '/api/current_ip?geo=US' });
    expect(response.json()).toMatchObject({ country_code: 'CA' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('geo behind a trusted proxy', async () => {
  const { app } = await buildTestApp({
    GEO_DEV_OVERRIDE: 'false',
    TRUSTED_PROXIES: '127.0.0.0/8',
    GEO_COUNTRY_HEADER: 'CF-IPCountry',
  });

  it('believes the configured header and the forwarded address from the proxy', async () => {
    const response = await app.inject({
      url: '/api/current_ip',
      headers: { 'cf-ipcountry': 'de', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.json()).toEqual({ ip: '203.0.113.9', country_code: 'DE', restricted: false });
  });

  it('marks restricted countries and blocks sign-in with 451 (SS-033)', async () => {
    const response = await app.inject({
      url: '/api/current_ip',
      headers: { 'cf-ipcountry': 'US' },
    });
    expect(response.json()).toMatchObject({ country_code: 'US', restricted: true });
  });

  it('falls back to the default country for Cloudflare unknown markers', async () => {
    const response = await app.inject({
      url: '/api/current_ip',
      headers: { 'cf-ipcountry': 'XX' },
    });
    expect(response.json()).toMatchObject({ country_code: 'CA' });
  });
});

describe('geo with the development override', async () => {
  const { app } = await buildTestApp({ GEO_DEV_OVERRIDE: 'true' });

  it('takes X-Test-Country (GEO-015)', async () => {
    const response = await app.inject({
      url: '/api/current_ip',
      headers: { 'x-test-country': 'nz' },
    });
    expect(response.json()).toMatchObject({ country_code: 'NZ', restricted: false });
  });

  it('takes ?geo= and remembers it in a cookie', async () => {
    const response = await app.inject({ url: '/api/current_ip?geo=DE' });
    expect(response.json()).toMatchObject({ country_code: 'DE' });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toContain('geo_country=DE');
    const next = await app.inject({ url: '/api/current_ip', cookies: { geo_country: 'DE' } });
    expect(next.json()).toMatchObject({ country_code: 'DE' });
  });

  it('answers a malformed ?geo= with 422, never 500', async () => {
    const response = await app.inject({ url: '/api/current_ip?geo=DEU' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'invalid_input' });
  });

  it('refuses registration and login in a restricted country with 451 and the spec messages', async () => {
    const probe = Fastify();
    await probe.register(cookie);
    probe.decorate('deps', app.deps);
    probe.get('/probe/:action', async (request) => {
      const action = (request.params as { action: 'registration' | 'login' }).action;
      await assertGeoAllowed(app.deps, requestContextOf(request), action);
      return { ok: true };
    });
    probe.setErrorHandler((error, _request, reply) => {
      if (error instanceof AppError) {
        return reply.status(error.status).send({ code: error.code, message: error.message });
      }
      return reply.status(500).send({});
    });
    const signUp = await probe.inject({
      url: '/probe/registration',
      headers: { 'x-test-country': 'GB' },
    });
    expect(signUp.statusCode).toBe(451);
    expect(signUp.json()).toEqual({
      code: 'geo_restricted',
      message: 'Registration restricted in your country',
    });
    const login = await probe.inject({ url: '/probe/login', headers: { 'x-test-country': 'US' } });
    expect(login.json()).toMatchObject({ message: 'Login not available in your country' });
    const allowed = await probe.inject({
      url: '/probe/login',
      headers: { 'x-test-country': 'KW' },
    });
    expect(allowed.statusCode).toBe(200);
    await probe.close();
  });
});

describe('GET /client-context (CMS-024, SH-031)', async () => {
  const { app } = await buildTestApp();
  const context = async (userAgent: string) =>
    clientContextResponseSchema.parse(
      (await app.inject({ url: '/client-context', headers: { 'user-agent': userAgent } })).json(),
    );

  it('recognises crawlers', async () => {
    expect(
      await context('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toEqual({ isBot: true, isMetaWebview: false, isIOS: false });
    expect(clientContext('Mozilla/5.0 (compatible; bingbot/2.0)').isBot).toBe(true);
  });

  it('recognises the Instagram and Facebook in-app browsers on iOS', async () => {
    expect(
      await context(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 329.0.3.29.120',
      ),
    ).toEqual({ isBot: false, isMetaWebview: true, isIOS: true });
    expect(
      clientContext(
        'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/442.0.0.35.108;]',
      ),
    ).toEqual({ isBot: false, isMetaWebview: true, isIOS: true });
  });

  it('treats an ordinary desktop browser as a person', async () => {
    expect(
      await context(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      ),
    ).toEqual({ isBot: false, isMetaWebview: false, isIOS: false });
    expect(clientContext(undefined)).toEqual({ isBot: false, isMetaWebview: false, isIOS: false });
  });
});
