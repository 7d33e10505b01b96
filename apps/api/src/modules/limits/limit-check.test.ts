import { describe, expect, it } from 'vitest';
import { userLimitSchema } from '@croupier/contracts/limits';
import { buildTestApp } from '../../testing/test-app.js';
import { registerTestPlayer } from '../../testing/players.js';
import { playerBalances } from '../ledger/ledger.service.js';
import { playBlock } from './limit-check.js';
import { limitsApi, money, signIn } from './limits.test-helpers.js';

const test = await buildTestApp();
const { app, clock, database } = test;
const api = limitsApi(app);
const moves = money(test);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const T0 = new Date('2026-03-10T12:00:00Z');

async function player(country = 'DE', at = T0) {
  clock.set(at);
  const registered = await registerTestPlayer(app, {}, { 'x-test-country': country });
  const { id } = registered.player;
  const currency = registered.player.currency ?? 'EUR';
  return { ...registered, id, move: (amount: number) => ({ playerId: id, currency, amount }) };
}

const refusedAsLimit = { code: 'limit_reached', status: 422 };
const refusedAsBlocked = {
  code: 'blocked_by_exclusion',
  status: 403,
  fields: { base: ['VALIDATION.SELF_EXCLUDED'] },
};

describe('money limits where money moves (RELIABILITY RG-03, RG-04, invariant 7)', () => {
  it('accepts exactly the limit from 30 concurrent deposits, never more (RG-04)', async () => {
    const { cookie, id, move } = await player();
    await api.set(cookie, { type: 'deposit', period: 'day', amount_cents: 10_000 });
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => moves.deposit(move(1_000))),
    );
    const accepted = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(accepted).toHaveLength(10);
    for (const result of refused) expect(result.reason).toMatchObject(refusedAsLimit);
    expect((await playerBalances(database.db, id))[0]?.realCents).toBe(10_000);
  });

  it('accepts no more stakes than the wager limit from 30 concurrent bets (RG-04)', async () => {
    const { cookie, id, move } = await player();
    await moves.fund(move(100_000));
    await api.set(cookie, { type: 'wager', period: 'week', amount_cents: 10_000 });
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => moves.bet(move(700))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(14);
    expect((await playerBalances(database.db, id))[0]?.realCents).toBe(100_000 - 14 * 700);
  });

  it('counts a loss as stakes minus wins, so a win makes room again', async () => {
    const { cookie, move } = await player();
    await moves.fund(move(50_000));
    await api.set(cookie, { type: 'loss', period: 'day', amount_cents: 5_000 });
    await moves.bet(move(3_000));
    await moves.bet(move(2_000));
    await expect(moves.bet(move(1))).rejects.toMatchObject(refusedAsLimit);
    await moves.win(move(1_000));
    await expect(moves.bet(move(1_000))).resolves.toMatchObject({ replayed: false });
    await expect(moves.bet(move(1))).rejects.toMatchObject(refusedAsLimit);
    expect((await api.list(cookie))[0]).toMatchObject({ value_used_cents: 5_000, reached: true });
  });

  it('lets the lowest remaining allowance win, counts pending deposits, ignores withdrawals', async () => {
    const { cookie, move } = await player();
    await api.set(cookie, { type: 'deposit', period: 'day', amount_cents: 10_000 });
    await api.set(cookie, { type: 'deposit', period: 'week', amount_cents: 3_000 });
    await expect(moves.deposit(move(3_001))).rejects.toMatchObject(refusedAsLimit);
    await expect(moves.deposit(move(2_000), 1_000)).resolves.toMatchObject({ replayed: false });
    await expect(moves.deposit(move(1), 1_000)).rejects.toMatchObject(refusedAsLimit);
    await moves.withdraw(move(2_000)); // withdrawals never give allowance back
    await expect(moves.deposit(move(1_001))).rejects.toMatchObject(refusedAsLimit);
    await expect(moves.deposit(move(1_000))).resolves.toMatchObject({ replayed: false });
  });

  it('applies a limit only to its own currency', async () => {
    const { cookie, id } = await player();
    await api.set(cookie, { type: 'deposit', period: 'day', amount_cents: 100 });
    const usd = { playerId: id, currency: 'USD', amount: 50_000 };
    await expect(moves.deposit(usd)).resolves.toMatchObject({ replayed: false });
    await expect(moves.deposit({ ...usd, currency: 'EUR', amount: 101 })).rejects.toMatchObject(
      refusedAsLimit,
    );
  });

  it('starts a new window at local midnight: the day limit of a Berlin player resets at 23:00 UTC', async () => {
    const { cookie, move } = await player('DE', new Date('2026-03-10T22:59:00Z'));
    const set = await api.set(cookie, { type: 'deposit', period: 'day', amount_cents: 1_000 });
    expect(set.json()).toMatchObject({ ends_at: '2026-03-10T23:00:00.000Z' });
    await moves.deposit(move(1_000));
    clock.set(new Date('2026-03-10T22:59:59Z'));
    await expect(moves.deposit(move(1))).rejects.toMatchObject(refusedAsLimit);
    clock.set(new Date('2026-03-10T23:00:00Z'));
    await expect(moves.deposit(move(1_000))).resolves.toMatchObject({ replayed: false });
  });
});

describe('session limit (RELIABILITY RG-05)', () => {
  it('refuses bets once the session has lasted the limit, with a clear code', async () => {
    const { cookie, email, password, move } = await player();
    await moves.fund(move(10_000));
    const set = await api.set(cookie, { type: 'session', minutes: 60 });
    expect(set.json()).toMatchObject({
      type: 'session',
      minutes: 60,
      value_used_cents: 0,
      reached: false,
      ends_at: new Date(T0.getTime() + HOUR).toISOString(),
    });

    // Keep the first session alive, and sign in on a second device half-way: the clock runs on.
    for (const minutes of [20, 40]) {
      clock.set(new Date(T0.getTime() + minutes * MINUTE));
      await api.list(cookie);
    }
    await signIn(app, email, password);
    clock.set(new Date(T0.getTime() + 59 * MINUTE + 59_000));
    await expect(moves.bet(move(100))).resolves.toMatchObject({ replayed: false });
    expect((await api.list(cookie))[0]).toMatchObject({ value_used_cents: 59, reached: false });

    clock.set(new Date(T0.getTime() + HOUR));
    await expect(moves.bet(move(100))).rejects.toMatchObject({
      ...refusedAsLimit,
      fields: { amount: ['VALIDATION.LIMIT_REACHED'] },
    });
    expect((await api.list(cookie))[0]).toMatchObject({ value_used_cents: 60, reached: true });
    // Wins are still paid (invariant 8).
    await expect(moves.win(move(500))).resolves.toMatchObject({ replayed: false });
  });
});

describe('self-exclusion, time-out and panic (RELIABILITY RG-06, RG-07, invariant 8)', () => {
  it('blocks deposits, bets and bonuses at once, keeps withdrawals and sign-in, and cannot be lifted early', async () => {
    const { cookie, email, password, id, move } = await player();
    await moves.fund(move(10_000));
    const response = await api.set(cookie, { type: 'self_exclusion', months: 6 });
    expect(response.statusCode).toBe(201);
    const exclusion = userLimitSchema.parse(response.json());
    // Six calendar months in Berlin: 10 March 13:00 CET → 10 September 13:00 CEST.
    expect(exclusion).toMatchObject({ reached: true, ends_at: '2026-09-10T11:00:00.000Z' });

    await expect(moves.deposit(move(100))).rejects.toMatchObject(refusedAsBlocked);
    await expect(moves.bet(move(100))).rejects.toMatchObject(refusedAsBlocked);
    expect(await playBlock(database.db, id, clock.now())).toEqual({
      blocked: true,
      type: 'self_exclusion',
      until: new Date('2026-09-10T11:00:00.000Z'),
    });
    await expect(moves.win(move(300))).resolves.toMatchObject({ replayed: false });
    await expect(moves.withdraw(move(5_000))).resolves.toMatchObject({ replayed: false });
    const promos = await app.inject({ url: '/api/subscriptions', headers: { cookie } });
    expect(promos.json()).toEqual({ receive_promos: false, receive_sms_promos: false });

    const lift = await api.remove(cookie, exclusion.id);
    expect(lift.statusCode).toBe(422);
    expect(lift.json().errors).toEqual({ base: ['VALIDATION.LIMIT_BLOCK_LOCKED'] });
    expect((await api.set(cookie, { type: 'self_exclusion', months: 6 })).statusCode).toBe(422);
    const longer = await api.set(cookie, { type: 'self_exclusion', months: 12 });
    expect(longer.statusCode).toBe(200);
    expect(longer.json()).toMatchObject({ id: exclusion.id, ends_at: '2027-03-10T12:00:00.000Z' });

    // RG-06 decision: signing in stays possible, so the player can withdraw.
    await expect(signIn(app, email, password)).resolves.toContain('=');

    // After its end the block is over by itself; only then may it be removed.
    clock.set(new Date('2027-03-10T12:00:00.000Z'));
    expect(await playBlock(database.db, id, clock.now())).toBeNull();
    await expect(moves.deposit(move(100))).resolves.toMatchObject({ replayed: false });
    const fresh = await signIn(app, email, password);
    expect(await api.list(fresh)).toEqual([]);
    expect((await api.remove(fresh, exclusion.id)).statusCode).toBe(204);
  });

  it('keeps a permanent self-exclusion for good', async () => {
    const { cookie, id, move } = await player();
    const forGood = await api.set(cookie, { type: 'self_exclusion', months: null });
    expect(forGood.json()).toMatchObject({ ends_at: null, reached: true });
    expect((await api.set(cookie, { type: 'self_exclusion', months: 60 })).statusCode).toBe(422);
    clock.set(new Date(T0.getTime() + 3650 * DAY));
    await expect(moves.deposit(move(100))).rejects.toMatchObject(refusedAsBlocked);
    expect(await playBlock(database.db, id, clock.now())).toMatchObject({ until: null });
  });

  it('times out for whole days, lengthens only, and ends by itself', async () => {
    const { cookie, move } = await player('EE');
    const timeOut = userLimitSchema.parse(
      (await api.set(cookie, { type: 'cooling_off', days: 2 })).json(),
    );
    expect(timeOut.ends_at).toBe(new Date(T0.getTime() + 2 * DAY).toISOString());
    expect((await api.set(cookie, { type: 'cooling_off', days: 1 })).statusCode).toBe(422);
    expect((await api.remove(cookie, timeOut.id)).statusCode).toBe(422);
    clock.set(new Date(T0.getTime() + 2 * DAY - 1000));
    await expect(moves.deposit(move(100))).rejects.toMatchObject(refusedAsBlocked);
    clock.set(new Date(T0.getTime() + 2 * DAY));
    await expect(moves.deposit(move(100))).resolves.toMatchObject({ replayed: false });
  });

  it('panic: one call blocks a German player for 24 h, which then ends by itself (RG-07)', async () => {
    const { cookie, id, move } = await player('DE');
    await moves.fund(move(1_000));
    const panic = await api.set(cookie, { type: 'panic' });
    expect(panic.statusCode).toBe(201);
    expect(panic.json()).toMatchObject({
      type: 'panic',
      status: 'active',
      ends_at: new Date(T0.getTime() + DAY).toISOString(),
    });
    await expect(moves.bet(move(10))).rejects.toMatchObject(refusedAsBlocked);
    expect((await api.remove(cookie, panic.json().id)).statusCode).toBe(422);

    clock.set(new Date(T0.getTime() + DAY - 1000));
    await expect(moves.bet(move(10))).rejects.toMatchObject(refusedAsBlocked);
    clock.set(new Date(T0.getTime() + DAY));
    expect(await playBlock(database.db, id, clock.now())).toBeNull();
    await expect(moves.bet(move(10))).resolves.toMatchObject({ replayed: false });
  });

  it('offers the panic button to German players only (403 elsewhere)', async () => {
    const { cookie } = await player('EE');
    const response = await api.set(cookie, { type: 'panic' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'forbidden',
      errors: { base: ['VALIDATION.PANIC_UNAVAILABLE'] },
    });
    expect(await api.list(cookie)).toEqual([]);
  });
});
