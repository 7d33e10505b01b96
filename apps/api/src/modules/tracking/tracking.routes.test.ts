import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientReports, utmAttributions } from '../../db/schema/tracking.js';
import { registerTestPlayer } from '../../testing/players.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { listMessagingEvents } from './tracking.repository.js';

// Rate-limit counters are per IP (and shared through Redis in CI): each test is its own visitor.
const visitor = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('client reports and UTM logging (TR-008..TR-011, TR-016, API-012)', async () => {
  const { app, database } = await buildTestApp();
  const { db } = database;
  const put = (url: string, payload: unknown, remoteAddress = visitor()) =>
    app.inject({ method: 'PUT', url, payload: payload as object, headers: xhr, remoteAddress });

  it('stores each report and answers 204', async () => {
    const ip = visitor();
    const bodies: Array<[string, string, unknown]> = [
      ['/log', 'log', { level: 'error', message: 'LOAD_FOUND_GAMES_ERROR', url: '/games' }],
      ['/performance', 'performance', { url: '/', metrics: { LCP: 1432.5, CLS: 0.01 } }],
      [
        '/network-performance',
        'network-performance',
        { rtt: 50, downlink: 10, effectiveType: '4g' },
      ],
      [
        '/metrics-errors-validation',
        'validation-errors',
        {
          side: 'client',
          component: 'registration',
          errors: [{ key: 'email', firstMessage: 'is invalid' }],
        },
      ],
    ];
    for (const [url, kind, body] of bodies) {
      const response = await put(url, body, ip);
      expect(response.statusCode, url).toBe(204);
      expect(response.body).toBe('');
      const [row] = await db
        .select()
        .from(clientReports)
        .where(eq(clientReports.kind, kind))
        .orderBy(desc(clientReports.id))
        .limit(1);
      expect(row).toMatchObject({ payload: body, ip });
    }
  });

  it('answers a bad body with 422 and field messages', async () => {
    const response = await put('/network-performance', {
      rtt: 'fast',
      downlink: 1,
      effectiveType: '5g',
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('invalid_input');
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['rtt', 'effectiveType']));

    const validation = await put('/metrics-errors-validation', {
      side: 'client',
      component: 'x',
      errors: [],
    });
    expect(validation.statusCode).toBe(422);
    expect(validation.json().errors).toHaveProperty('errors');
  });

  it('refuses a body over 16 KB with 413', async () => {
    const response = await put('/log', {
      level: 'info',
      message: 'big',
      context: { blob: 'x'.repeat(17 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('needs the CSRF header like every unsafe call', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/log',
      payload: { level: 'info', message: 'hello' },
      remoteAddress: visitor(),
    });
    expect(response.statusCode).toBe(403);
  });

  it('limits each endpoint to 60 calls a minute per IP; the 61st gets 429 with Retry-After', async () => {
    const ip = visitor();
    const body = { rtt: 100, downlink: 1.5, effectiveType: '3g' };
    for (let call = 1; call <= 60; call += 1) {
      expect((await put('/network-performance', body, ip)).statusCode).toBe(204);
    }
    const limited = await put('/network-performance', body, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      code: 'rate_limited',
      errors: { base: [expect.stringMatching(/too many requests/i)] },
    });
    // Another visitor is not affected.
    expect((await put('/network-performance', body)).statusCode).toBe(204);
  });

  it('appends UTM landings and conversions to the attribution log', async () => {
    const ip = visitor();
    for (const [url, event] of [
      ['/log_utm_set', 'set'],
      ['/log_utm_send', 'send'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: xhr,
        remoteAddress: ip,
        payload: {
          utmMetrics: {
            utm_source: 'google',
            utm_campaign: 'spring',
            sub_id: 'a1',
            utm_term: null,
          },
        },
      });
      expect(response.statusCode).toBe(204);
      const [row] = await db
        .select()
        .from(utmAttributions)
        .where(eq(utmAttributions.event, event))
        .orderBy(desc(utmAttributions.id))
        .limit(1);
      expect(row).toMatchObject({
        metrics: { utm_source: 'google', utm_campaign: 'spring', sub_id: 'a1' },
        ip,
        playerId: null,
      });
    }
    const tooLong = await app.inject({
      method: 'POST',
      url: '/log_utm_set',
      headers: xhr,
      remoteAddress: ip,
      payload: { utmMetrics: { utm_source: 'x'.repeat(300) } },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toHaveProperty(['utmMetrics.utm_source']);
  });

  it('links a UTM conversion to the signed-in player (TR-009)', async () => {
    const { player, cookie } = await registerTestPlayer(app);
    const response = await app.inject({
      method: 'POST',
      url: '/log_utm_send',
      headers: { ...xhr, cookie },
      remoteAddress: visitor(),
      payload: { utmMetrics: { utm_source: 'newsletter' } },
    });
    expect(response.statusCode).toBe(204);
    const [row] = await db
      .select()
      .from(utmAttributions)
      .where(eq(utmAttributions.event, 'send'))
      .orderBy(desc(utmAttributions.id))
      .limit(1);
    expect(row).toMatchObject({ metrics: { utm_source: 'newsletter' }, playerId: player.id });
  });

  describe('customer messaging: POST /api/messaging/events (SH-051, TR-013)', () => {
    const post = (payload: unknown, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/messaging/events',
        headers: { ...xhr, ...headers },
        remoteAddress: visitor(),
        payload: payload as object,
      });
    // A fresh hex id per test, as the tracker makes one per browser.
    const newVisitorId = () =>
      randomInt(2 ** 47)
        .toString(16)
        .padStart(16, '0');
    const page = (path: string, at = new Date().toISOString()) => ({
      type: 'page',
      path,
      locale: 'en',
      at,
    });

    it("stores a guest's page views, then links them to the player once signed in", async () => {
      const id = newVisitorId();
      expect(
        (await post({ visitor_id: id, events: [page('/'), page('/games/all')] })).statusCode,
      ).toBe(204);
      const { player, cookie } = await registerTestPlayer(app);
      expect(
        (await post({ visitor_id: id, events: [page('/profile')] }, { cookie })).statusCode,
      ).toBe(204);
      const rows = await listMessagingEvents(db, id);
      expect(rows.map((row) => [row.path, row.playerId])).toEqual([
        ['/profile', player.id],
        ['/games/all', null],
        ['/', null],
      ]);
    });

    it('dates an event by its arrival when the browser clock is a day or more off', async () => {
      const id = newVisitorId();
      expect(
        (await post({ visitor_id: id, events: [page('/', '2001-01-01T00:00:00.000Z')] }))
          .statusCode,
      ).toBe(204);
      const [row] = await listMessagingEvents(db, id);
      // The api's clock at arrival, not the year 2001 the browser claimed.
      expect(row?.occurredAt.getTime()).toBe(row?.receivedAt.getTime());
    });

    it('refuses a bad batch with field messages and stores nothing of it', async () => {
      const id = newVisitorId();
      const cases: unknown[] = [
        { visitor_id: 'not a visitor', events: [page('/')] },
        { visitor_id: id, events: [] },
        { visitor_id: id, events: [page('/cashbox?code=SECRET')] },
        { visitor_id: id, events: Array.from({ length: 21 }, () => page('/')) },
        { visitor_id: id, events: [{ ...page('/'), type: 'purchase' }] },
      ];
      for (const payload of cases) {
        const response = await post(payload);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ code: 'invalid_input' });
      }
      expect(await listMessagingEvents(db, id)).toEqual([]);
    });
  });
});
