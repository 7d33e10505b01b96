import { createHmac, randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PSP_SIGNATURE_HEADER } from '@croupier/contracts/psp';
import { clientReports, messagingEvents, utmAttributions } from '../db/schema/tracking.js';
import { providerWebhooks } from '../db/schema/payments.js';
import { registerTestPlayer, uniqueTestAddress } from '../testing/players.js';
import { buildTestApp, xhr } from '../testing/test-app.js';
import { signBody } from '../modules/wallet/wallet-signature.js';
import { isStorableText, toStorableText } from '../lib/storable-text.js';

const { app, database, env } = await buildTestApp();
const db = database.db;

const send = (method: 'PUT' | 'POST' | 'PATCH', url: string, payload: unknown, cookie?: string) =>
  app.inject({
    method,
    url,
    headers: { ...xhr, ...(cookie ? { cookie } : {}) },
    remoteAddress: uniqueTestAddress(),
    payload: payload as Record<string, unknown>,
  });

const hostile = [
  ['a NUL character', 'before\u0000after'],
  ['a lone surrogate', 'before\ud800after'],
] as const;

describe('text PostgreSQL cannot store never reaches it (RELIABILITY IN-01)', () => {
  describe.each(hostile)(
    'telemetry keeps a report with %s, the character replaced',
    (_name, text) => {
      it('PUT /log, /performance and /metrics-errors-validation', async () => {
        const reports: Array<[string, unknown]> = [
          ['/log', { level: 'error', message: text, url: '/x' }],
          ['/performance', { url: text, metrics: { [text]: 1 } }],
          [
            '/metrics-errors-validation',
            { side: 'client', component: 'form', errors: [{ key: 'name', firstMessage: text }] },
          ],
        ];
        for (const [url, payload] of reports) {
          const response = await send('PUT', url, payload);
          expect(response.statusCode, `${url} ${response.body}`).toBe(204);
        }
        const [latest] = await db
          .select({ payload: clientReports.payload })
          .from(clientReports)
          .orderBy(desc(clientReports.id))
          .limit(1);
        expect(JSON.stringify(latest?.payload)).toContain('before\ufffdafter');
      });

      it('POST /log_utm_set, /log_utm_send and /api/messaging/events', async () => {
        for (const url of ['/log_utm_set', '/log_utm_send']) {
          const response = await send('POST', url, { utmMetrics: { utm_source: text } });
          expect(response.statusCode, `${url} ${response.body}`).toBe(204);
        }
        const [utm] = await db
          .select({ metrics: utmAttributions.metrics })
          .from(utmAttributions)
          .orderBy(desc(utmAttributions.id))
          .limit(1);
        expect(utm?.metrics).toMatchObject({ utm_source: 'before\ufffdafter' });
        const events = await send('POST', '/api/messaging/events', {
          visitor_id: '0123456789abcdef',
          events: [{ type: 'page', path: `/${text}`, locale: 'en', at: new Date().toISOString() }],
        });
        expect(events.statusCode, events.body).toBe(204);
        const [event] = await db
          .select({ path: messagingEvents.path })
          .from(messagingEvents)
          .orderBy(desc(messagingEvents.id))
          .limit(1);
        expect(event?.path).toBe('/before\ufffdafter');
      });
    },
  );

  it.each(hostile)('a player field with %s is a 422 naming the field', async (_name, text) => {
    const signIn = await send('POST', '/api/users/sign_in', {
      user: { email: `x${text}@example.com`, password: 'whatever-42' },
    });
    expect(signIn.statusCode).toBe(422);
    expect(signIn.json()).toEqual({
      code: 'invalid_input',
      errors: { email: ['VALIDATION.INVALID'] },
    });

    const { cookie } = await registerTestPlayer(app);
    const profile = await send('PATCH', '/api/player', { first_name: text }, cookie);
    expect(profile.statusCode).toBe(422);
    expect(profile.json()).toMatchObject({ errors: { first_name: ['VALIDATION.INVALID'] } });

    const query = await app.inject(`/api/cms/pages?locale=${encodeURIComponent('de\u0000')}`);
    expect(query.statusCode).toBe(422);
    expect(query.json()).toMatchObject({ errors: { locale: ['VALIDATION.INVALID'] } });
  });

  it('%00 in a path parameter names nothing: 404, as a guest and as a player', async () => {
    expect((await app.inject('/api/cms/pages/a%00b')).statusCode).toBe(404);
    expect((await app.inject('/api/cms/pages/terms%00/au')).statusCode).toBe(404);
    const { cookie } = await registerTestPlayer(app);
    const session = await app.inject({
      method: 'DELETE',
      url: '/api/player/sessions/a%00b',
      headers: { ...xhr, cookie },
    });
    expect(session.statusCode).toBe(404);
    const favourite = await app.inject({
      method: 'PUT',
      url: '/api/player/favorite_games/a%00b',
      headers: { ...xhr, cookie },
    });
    expect(favourite.statusCode).toBe(404);
  });

  it('a signed provider webhook carrying a NUL is refused (400) and nothing is stored', async () => {
    const count = async () =>
      Number((await db.select({ n: sql<number>`count(*)::int` }).from(providerWebhooks))[0]?.n);
    const before = await count();
    const now = new Date().toISOString();
    const eventId = `evt_${randomUUID()}`;
    const body = JSON.stringify({
      id: eventId,
      type: 'payment.succeeded',
      created_at: now,
      data: {
        id: 'pay_\u0000',
        merchant_reference: '1',
        method: 'card',
        amount: 100,
        currency: 'EUR',
        status: 'succeeded',
        redirect_url: null,
        decline_reason: '\ud800',
        payment_profile: null,
        crypto: null,
        created_at: now,
        updated_at: now,
      },
    });
    const t = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', env.PAYMENTS_WEBHOOK_SECRET)
      .update(`${t}.${body}`)
      .digest('hex');
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', [PSP_SIGNATURE_HEADER]: `t=${t},v1=${v1}` },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(await count()).toBe(before);
    const stored = await db
      .select()
      .from(providerWebhooks)
      .where(eq(providerWebhooks.eventId, eventId));
    expect(stored).toHaveLength(0);
  });

  it('the wallet answers a query the app-wide guards refuse in its own shape, never 500', async () => {
    const body = JSON.stringify({ user_id: '1', currency: 'EUR', game: 'g', game_id: 'r' });
    for (const query of ['note=a%00b', 'note=4111111111111111']) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/wallet/${env.GAMES_STUDIO}/play?${query}`,
        headers: {
          'content-type': 'application/json',
          'x-request-sign': signBody(env.GAMES_SECRET, body),
        },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400 });
    }
  });
});

describe('isStorableText / toStorableText', () => {
  it('keeps every well-formed text as is, pairs and all', () => {
    for (const text of ['', 'O\u2019Brien', '😀', '\u202e\u0645', '\ufffd', 'a\tb\nc']) {
      expect(isStorableText(text)).toBe(true);
      expect(toStorableText(text)).toBe(text);
    }
  });
  it('replaces NUL and lone surrogates of either half', () => {
    expect(toStorableText('a\u0000b\ud800c\udfffd😀\ud83d')).toBe('a\ufffdb\ufffdc\ufffdd😀\ufffd');
  });
});
