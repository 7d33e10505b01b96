import { describe, expect, it } from 'vitest';
import { userLimitSchema } from '@croupier/contracts/limits';
import { buildTestApp } from '../../testing/test-app.js';
import { registerTestPlayer } from '../../testing/players.js';
import { recentSecurityEvents } from '../audit/security-events.js';
import { mailsTo } from '../auth/security.test-helpers.js';
import { limitsApi, money } from './limits.test-helpers.js';

const test = await buildTestApp();
const { app, clock } = test;
const api = limitsApi(app);
const moves = money(test);

const T0 = new Date('2026-03-10T12:00:00Z');
const MINUTE = 60_000;

async function player(country = 'DE') {
  clock.set(T0);
  const registered = await registerTestPlayer(app, {}, { 'x-test-country': country });
  const { id } = registered.player;
  const currency = registered.player.currency ?? 'EUR';
  return { ...registered, id, move: (amount: number) => ({ playerId: id, currency, amount }) };
}

/**
 * The reality check (RELIABILITY RG-05): a reminder the site shows every so many minutes of a
 * session. It restricts nothing, so every change and its removal act at once, in both
 * directions, with no cooling-off and no mailed confirmation.
 */
describe('reality check (RG-05)', () => {
  it('is created, lengthened, shortened and removed at once, without a mailed link', async () => {
    const { cookie, email } = await player();

    const created = await api.set(cookie, { type: 'reality_check', minutes: 15 });
    expect(created.statusCode).toBe(201);
    const limit = userLimitSchema.parse(created.json());
    expect(limit).toMatchObject({
      type: 'reality_check',
      period: null,
      minutes: 15,
      amount_cents: null,
      currency: null,
      status: 'active',
      reached: false,
      pending: null,
      confirm_expires_at: null,
    });
    expect(await api.list(cookie)).toEqual([
      expect.objectContaining({ id: limit.id, type: 'reality_check', minutes: 15 }),
    ]);

    // A longer interval is a relaxation for a money limit, but not here: it applies now.
    const longer = await api.set(cookie, { type: 'reality_check', minutes: 120 });
    expect(longer.statusCode).toBe(200);
    expect(longer.json()).toMatchObject({
      id: limit.id,
      minutes: 120,
      status: 'active',
      pending: null,
    });
    const shorter = await api.set(cookie, { type: 'reality_check', minutes: 30 });
    expect(shorter.json()).toMatchObject({ id: limit.id, minutes: 30, status: 'active' });
    expect((await api.list(cookie)).map((entry) => entry.minutes)).toEqual([30]);

    const removed = await api.remove(cookie, limit.id);
    expect(removed.statusCode).toBe(204);
    expect(await api.list(cookie)).toEqual([]);
    expect(await mailsTo(app, email, 'limit_confirm')).toEqual([]);

    // Turned on again afterwards: a new one, at once.
    const again = await api.set(cookie, { type: 'reality_check', minutes: 45 });
    expect(again.statusCode).toBe(201);
    expect((await api.list(cookie)).map((entry) => entry.minutes)).toEqual([45]);
  });

  it('never counts as reached and never refuses a deposit or a bet, however long the session', async () => {
    const { cookie, move } = await player();
    await api.set(cookie, { type: 'reality_check', minutes: 15 });
    clock.set(new Date(T0.getTime() + 20 * MINUTE));
    expect((await api.list(cookie))[0]).toMatchObject({ reached: false });
    await expect(moves.deposit(move(1_000))).resolves.toMatchObject({ replayed: false });
    await expect(moves.bet(move(100))).resolves.toMatchObject({ replayed: false });
  });

  it('sits beside a session limit of its own', async () => {
    const { cookie } = await player();
    await api.set(cookie, { type: 'session', minutes: 60 });
    await api.set(cookie, { type: 'reality_check', minutes: 15 });
    const listed = await api.list(cookie);
    expect(listed.map((entry) => [entry.type, entry.minutes])).toEqual([
      ['session', 60],
      ['reality_check', 15],
    ]);
  });

  it('offers only the listed intervals (422 otherwise, never 500)', async () => {
    const { cookie } = await player();
    for (const minutes of [0, 5, 14, 20, 121, 15.5, '15', null]) {
      const response = await api.set(cookie, { type: 'reality_check', minutes });
      expect(response.statusCode, String(minutes)).toBe(422);
    }
    expect(await api.list(cookie)).toEqual([]);
  });

  it('logs every change for compliance (IN-06)', async () => {
    const { cookie, id } = await player();
    const created = userLimitSchema.parse(
      (await api.set(cookie, { type: 'reality_check', minutes: 15 })).json(),
    );
    await api.set(cookie, { type: 'reality_check', minutes: 60 });
    await api.remove(cookie, created.id);
    const events = await recentSecurityEvents(app.deps, id);
    const actions = events
      .filter((event) => event.type === 'limit_changed')
      .map((event) => event.details.action)
      .reverse();
    expect(actions).toEqual(['set', 'changed', 'removed']);
  });
});
