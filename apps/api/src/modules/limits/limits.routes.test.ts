import { describe, expect, it, vi } from 'vitest';
import { gameLimitsPushSchema, userLimitSchema } from '@croupier/contracts/limits';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { registerTestPlayer, uniqueTestAddress } from '../../testing/players.js';
import { recentSecurityEvents } from '../audit/security-events.js';
import { REALTIME_TOPIC } from '../realtime/realtime.service.js';
import { limitsApi, mailedLimitLink, money, signIn } from './limits.test-helpers.js';

const test = await buildTestApp();
const { app, clock, bus } = test;
const api = limitsApi(app);
const moves = money(test);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A Tuesday, mid-month: a month window holds both ends of a 7-day cooling-off. */
const T0 = new Date('2026-03-10T12:00:00Z');

async function player(country = 'DE', locale = 'en') {
  clock.set(T0);
  const registered = await registerTestPlayer(
    app,
    {},
    { 'x-test-country': country, 'x-locale': locale },
  );
  const { id } = registered.player;
  const currency = registered.player.currency ?? 'EUR';
  return { ...registered, id, move: (amount: number) => ({ playerId: id, currency, amount }) };
}

describe('GET/POST /api/user_limits (LM-001, LM-002, LM-008)', () => {
  it('lists nothing, creates a limit, updates it in place and adds another period', async () => {
    const { cookie } = await player();
    expect(await api.list(cookie)).toEqual([]);

    const created = await api.set(cookie, { type: 'deposit', period: 'day', amount_cents: 10_000 });
    expect(created.statusCode).toBe(201);
    const limit = userLimitSchema.parse(created.json());
    expect(limit).toMatchObject({
      type: 'deposit',
      period: 'day',
      amount_cents: 10_000,
      currency: 'EUR',
      status: 'active',
      value_used_cents: 0,
      reached: false,
      starts_at: T0.toISOString(),
      // The window's end: the next midnight in Berlin (CET, +01:00).
      ends_at: '2026-03-10T23:00:00.000Z',
      pending: null,
    });

    const updated = await api.set(cookie, { type: 'deposit', period: 'day', amount_cents: 5_000 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: limit.id, amount_cents: 5_000, status: 'active' });
    await api.set(cookie, { type: 'deposit', period: 'week', amount_cents: 20_000 });

    const listed = await api.list(cookie);
    expect(listed.map((entry) => [entry.period, entry.amount_cents])).toEqual([
      ['day', 5_000],
      ['week', 20_000],
    ]);
    expect(listed[1]?.ends_at).toBe('2026-03-15T23:00:00.000Z'); // Monday 00:00 Berlin
  });

  it('shows what the window has used and whether it is reached', async () => {
    const { cookie, move } = await player();
    await api.set(cookie, { type: 'deposit', period: 'month', amount_cents: 3_000 });
    await moves.deposit(move(1_000));
    expect((await api.list(cookie))[0]).toMatchObject({ value_used_cents: 1_000, reached: false });
    await moves.deposit(move(2_000));
    expect((await api.list(cookie))[0]).toMatchObject({ value_used_cents: 3_000, reached: true });
  });

  it('is described in the OpenAPI document', async () => {
    const paths = Object.keys((await app.inject('/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/user_limits',
        '/api/user_limits/{id}',
        '/api/user_limits/confirm',
      ]),
    );
  });

  it('needs a session', async () => {
    expect((await app.inject({ url: '/api/user_limits' })).statusCode).toBe(401);
    const post = await app.inject({
      method: 'POST',
      url: '/api/user_limits',
      headers: xhr,
      remoteAddress: uniqueTestAddress(),
      payload: { type: 'panic' },
    });
    expect(post.statusCode).toBe(401);
  });

  it('answers bad bodies, ids and tokens with 422, never 500', async () => {
    const { cookie } = await player();
    const bodies: unknown[] = [
      {},
      { type: 'deposit' },
      { type: 'deposit', period: 'year', amount_cents: 100 },
      { type: 'deposit', period: 'day', amount_cents: -1 },
      { type: 'deposit', period: 'day', amount_cents: 0 },
      { type: 'deposit', period: 'day', amount_cents: 1.5 },
      { type: 'deposit', period: 'day', amount_cents: '100' },
      { type: 'deposit', period: 'day', amount_cents: 2 ** 60 },
      { type: 'session', minutes: 2 },
      { type: 'cooling_off', days: 43 },
      { type: 'cooling_off', days: 0 },
      { type: 'self_exclusion', months: 7 },
      { type: 'self_exclusion' },
      { type: 'bogus' },
      [],
      null,
    ];
    for (const body of bodies) {
      const response = await api.set(cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().code).toBe('invalid_input');
    }
    expect((await api.remove(cookie, 'abc')).statusCode).toBe(422);
    expect((await api.remove(cookie, -3)).statusCode).toBe(422);
    expect((await api.confirm('short')).statusCode).toBe(422);
    const unknown = await api.confirm('x'.repeat(43));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ token: ['VALIDATION.TOKEN_INVALID'] });
    expect(await api.list(cookie)).toEqual([]);
  });
});

describe('limits and the active wallet currency', () => {
  it('keeps a money limit in the currency it was set in; the same limit in another is refused', async () => {
    const { cookie } = await player();
    await api.set(cookie, { type: 'deposit', period: 'day', amount_cents: 10_000 });
    const select = await app.inject({
      method: 'POST',
      url: '/api/player/accounts',
      headers: { ...xhr, cookie },
      payload: { currency: 'BTC' },
    });
    expect(select.statusCode).toBe(200);
    const again = await api.set(cookie, { type: 'deposit', period: 'day', amount_cents: 50_000 });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ currency: ['VALIDATION.LIMIT_OTHER_CURRENCY'] });
    const weekly = await api.set(cookie, {
      type: 'deposit',
      period: 'week',
      amount_cents: 100_000,
    });
    expect(weekly.statusCode).toBe(201);
    expect((await api.list(cookie)).map((limit) => [limit.period, limit.currency])).toEqual([
      ['day', 'EUR'],
      ['week', 'BTC'],
    ]);
  });
});

describe('tightening acts at once (RELIABILITY RG-01)', () => {
  it('refuses the next deposit in the same second after a decrease', async () => {
    const { cookie, move } = await player();
    await api.set(cookie, { type: 'deposit', period: 'day', amount_cents: 10_000 });
    await moves.deposit(move(8_000));
    expect(
      (await api.set(cookie, { type: 'deposit', period: 'day', amount_cents: 5_000 })).statusCode,
    ).toBe(200);
    await expect(moves.deposit(move(1))).rejects.toMatchObject({
      code: 'limit_reached',
      status: 422,
      fields: { amount: ['VALIDATION.LIMIT_REACHED'] },
    });
  });
});

describe('relaxing waits for cooling-off and confirmation (RELIABILITY RG-02)', () => {
  it('keeps the old limit until 24 h after the request and the mailed confirmation, to the second', async () => {
    const { cookie, email, password, move } = await player('EE', 'et');
    await api.set(cookie, { type: 'deposit', period: 'month', amount_cents: 10_000 });
    await moves.deposit(move(10_000));

    const raised = await api.set(cookie, {
      type: 'deposit',
      period: 'month',
      amount_cents: 20_000,
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({
      amount_cents: 10_000,
      status: 'pending_confirmation',
      confirm_expires_at: new Date(T0.getTime() + 7 * DAY).toISOString(),
      pending: {
        amount_cents: 20_000,
        removal: false,
        confirmed: false,
        effective_at: new Date(T0.getTime() + DAY).toISOString(),
      },
    });
    const link = await mailedLimitLink(app, email);
    // An Estonian player's link opens the page under the `et` locale prefix.
    expect(link.url).toMatch(/\/et\/profile\/limits\/confirm\?token=/);
    await expect(moves.deposit(move(1))).rejects.toMatchObject({ code: 'limit_reached' });

    clock.set(new Date(T0.getTime() + HOUR));
    const confirmed = await api.confirm(link.token); // a guest: the link is the proof
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      amount_cents: 10_000,
      status: 'pending_increase',
      pending: { confirmed: true },
    });
    expect((await api.confirm(link.token)).statusCode).toBe(422); // single use

    clock.set(new Date(T0.getTime() + DAY - 1000));
    await expect(moves.deposit(move(1))).rejects.toMatchObject({ code: 'limit_reached' });
    clock.set(new Date(T0.getTime() + DAY));
    await expect(moves.deposit(move(1))).resolves.toMatchObject({ replayed: false });

    const fresh = await signIn(app, email, password);
    expect((await api.list(fresh))[0]).toMatchObject({
      amount_cents: 20_000,
      status: 'active',
      pending: null,
      value_used_cents: 10_001,
      starts_at: new Date(T0.getTime() + DAY).toISOString(),
    });
  });

  it('waits 7 days for a German player', async () => {
    const { cookie, email, move } = await player('DE');
    await api.set(cookie, { type: 'deposit', period: 'month', amount_cents: 5_000 });
    await moves.deposit(move(5_000));
    const raised = await api.set(cookie, { type: 'deposit', period: 'month', amount_cents: 9_000 });
    expect(raised.json().pending.effective_at).toBe(new Date(T0.getTime() + 7 * DAY).toISOString());
    expect((await api.confirm((await mailedLimitLink(app, email)).token)).statusCode).toBe(200);

    clock.set(new Date(T0.getTime() + DAY));
    await expect(moves.deposit(move(1))).rejects.toMatchObject({ code: 'limit_reached' });
    clock.set(new Date(T0.getTime() + 7 * DAY - 1000));
    await expect(moves.deposit(move(1))).rejects.toMatchObject({ code: 'limit_reached' });
    clock.set(new Date(T0.getTime() + 7 * DAY));
    await expect(moves.deposit(move(4_000))).resolves.toMatchObject({ replayed: false });
    await expect(moves.deposit(move(1))).rejects.toMatchObject({ code: 'limit_reached' });
  });

  it('never applies an unconfirmed raise; it lapses when its link expires after 7 days', async () => {
    const { cookie, email, password, move } = await player('EE');
    await api.set(cookie, { type: 'wager', period: 'month', amount_cents: 1_000 });
    await api.set(cookie, { type: 'deposit', period: 'month', amount_cents: 1_000 });
    await moves.deposit(move(1_000));
    await api.set(cookie, { type: 'deposit', period: 'month', amount_cents: 5_000 });
    const { token } = await mailedLimitLink(app, email);

    clock.set(new Date(T0.getTime() + 3 * DAY));
    await expect(moves.deposit(move(1))).rejects.toMatchObject({ code: 'limit_reached' });
    const meanwhile = await api.list(await signIn(app, email, password));
    expect(meanwhile.find((limit) => limit.type === 'deposit')?.status).toBe(
      'pending_confirmation',
    );

    clock.set(new Date(T0.getTime() + 7 * DAY));
    expect((await api.confirm(token)).statusCode).toBe(422);
    const after = await api.list(await signIn(app, email, password));
    expect(after.find((limit) => limit.type === 'deposit')).toMatchObject({
      amount_cents: 1_000,
      status: 'active',
      pending: null,
      confirm_expires_at: null,
    });
    await expect(moves.deposit(move(1))).rejects.toMatchObject({ code: 'limit_reached' });
  });

  it('binds the token to its player and to the latest change; a decrease cancels a raise', async () => {
    const owner = await player('EE');
    const other = await player('EE');
    await api.set(owner.cookie, { type: 'loss', period: 'week', amount_cents: 1_000 });

    await api.set(owner.cookie, { type: 'loss', period: 'week', amount_cents: 1_500 });
    const first = await mailedLimitLink(app, owner.email);
    await api.set(owner.cookie, { type: 'loss', period: 'week', amount_cents: 2_000 });
    const second = await mailedLimitLink(app, owner.email);
    expect(second.count).toBe(2);
    expect((await api.confirm(first.token)).statusCode).toBe(422); // replaced by the next change
    expect((await api.confirm(second.token, other.cookie)).statusCode).toBe(422); // not theirs
    const mine = await api.confirm(second.token, owner.cookie);
    expect(mine.json()).toMatchObject({
      status: 'pending_increase',
      pending: { amount_cents: 2_000 },
    });

    await api.set(owner.cookie, { type: 'loss', period: 'week', amount_cents: 3_000 });
    const third = await mailedLimitLink(app, owner.email);
    const lowered = await api.set(owner.cookie, {
      type: 'loss',
      period: 'week',
      amount_cents: 800,
    });
    expect(lowered.json()).toMatchObject({ amount_cents: 800, status: 'active', pending: null });
    expect((await api.confirm(third.token)).statusCode).toBe(422);
  });

  it('treats DELETE as a raise: parked, enforced until confirmed and cooled off, then gone', async () => {
    const { cookie, email, password, move } = await player('EE');
    const created = userLimitSchema.parse(
      (await api.set(cookie, { type: 'deposit', period: 'day', amount_cents: 500 })).json(),
    );
    await moves.deposit(move(500));
    const removal = await api.remove(cookie, created.id);
    expect(removal.statusCode).toBe(200);
    expect(removal.json()).toMatchObject({
      id: created.id,
      status: 'pending_confirmation',
      pending: { removal: true, amount_cents: null, confirmed: false },
    });
    expect((await api.list(cookie)).map((limit) => limit.id)).toEqual([created.id]);
    await expect(moves.deposit(move(1))).rejects.toMatchObject({ code: 'limit_reached' });

    // Confirmed after the cooling-off: the limit ends at the confirmation (LM-003).
    clock.set(new Date(T0.getTime() + 2 * DAY));
    const confirmed = await api.confirm((await mailedLimitLink(app, email)).token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().pending).toMatchObject({ removal: true, confirmed: true });
    expect(await api.list(await signIn(app, email, password))).toEqual([]);
    await expect(moves.deposit(move(50_000))).resolves.toMatchObject({ replayed: false });
    // The limit is over: removing it again changes nothing.
    expect((await api.remove(await signIn(app, email, password), created.id)).statusCode).toBe(204);
  });

  it('answers 404 for another player’s limit or an unknown id (IDOR)', async () => {
    const owner = await player();
    const intruder = await player();
    const limit = userLimitSchema.parse(
      (await api.set(owner.cookie, { type: 'wager', period: 'day', amount_cents: 900 })).json(),
    );
    const response = await api.remove(intruder.cookie, limit.id);
    expect(response.statusCode).toBe(404);
    expect((await api.remove(intruder.cookie, 999_999_999)).statusCode).toBe(404);
    expect(await api.list(intruder.cookie)).toEqual([]);
    expect((await api.list(owner.cookie))[0]).toMatchObject({ id: limit.id, status: 'active' });
  });
});

describe('pushes and the audit trail (LM-007; RELIABILITY IN-06)', () => {
  it('pushes game_limits on create, raise and confirm, and logs every action', async () => {
    const { cookie, email, id } = await player('EE');
    const received: unknown[] = [];
    const unsubscribe = await bus.subscribe(REALTIME_TOPIC, (message) => received.push(message));
    try {
      await api.set(cookie, { type: 'deposit', period: 'day', amount_cents: 1_000 });
      await api.set(cookie, { type: 'deposit', period: 'day', amount_cents: 4_000 });
      await api.confirm((await mailedLimitLink(app, email)).token);
      await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(3));
    } finally {
      await unsubscribe();
    }
    const pushes = received
      .map((message) => message as { channel: string; event: string; user?: string; data: unknown })
      .filter((message) => message.channel === 'game_limits');
    expect(pushes.map((push) => [push.event, push.user])).toEqual([
      ['updated', String(id)],
      ['updated', String(id)],
      ['updated', String(id)],
    ]);
    const last = gameLimitsPushSchema.parse(pushes[2]?.data);
    expect(last).toMatchObject({ reached: false, limits: [{ status: 'pending_increase' }] });

    const events = await recentSecurityEvents(app.deps, id);
    const actions = events
      .filter((event) => event.type === 'limit_changed')
      .map((event) => event.details.action)
      .reverse();
    expect(actions).toEqual(['set', 'raise_requested', 'change_confirmed']);
  });
});
