import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameLimitsPushSchema, type GameLimitsPush } from '@croupier/contracts/limits';
import { buildTestApp } from '../../testing/test-app.js';
import { registerTestPlayer } from '../../testing/players.js';
import { REALTIME_TOPIC } from '../realtime/realtime.service.js';
import { limitsApi, mailedLimitLink, money } from './limits.test-helpers.js';

const test = await buildTestApp();
const { app, clock, bus } = test;
const api = limitsApi(app);
const moves = money(test);

const DAY = 24 * 3_600_000;
const T0 = new Date('2026-03-10T12:00:00Z');

async function player(country = 'DE') {
  clock.set(T0);
  const registered = await registerTestPlayer(app, {}, { 'x-test-country': country });
  const { id } = registered.player;
  return {
    ...registered,
    id,
    move: (amount: number) => ({ playerId: id, currency: 'EUR', amount }),
  };
}

/** The `game_limits` pushes the bus carried, per player. */
let pushes: { user: string; data: GameLimitsPush }[] = [];
let unsubscribe: () => Promise<void> = async () => undefined;
beforeEach(async () => {
  pushes = [];
  unsubscribe = await bus.subscribe(REALTIME_TOPIC, (message) => {
    const envelope = message as { channel: string; user?: string; data: unknown };
    if (envelope.channel !== 'game_limits' || envelope.user === undefined) return;
    pushes.push({ user: envelope.user, data: gameLimitsPushSchema.parse(envelope.data) });
  });
});
afterEach(() => unsubscribe());

const pushesTo = (id: number) => pushes.filter((push) => push.user === String(id));

/** Runs the outbox (ledger.movement consumers) and lets the bus deliver. */
async function drained(): Promise<void> {
  await app.outbox.drain();
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('game_limits follows money (LM-007)', () => {
  it('pushes when a movement reaches a limit, not before', async () => {
    const { cookie, id, move } = await player();
    await api.set(cookie, { type: 'deposit', period: 'day', amount_cents: 1_000 });
    await drained();
    const afterSet = pushesTo(id).length;

    await moves.deposit(move(400));
    await drained();
    expect(pushesTo(id)).toHaveLength(afterSet);

    await moves.deposit(move(600));
    await drained();
    await vi.waitFor(() => expect(pushesTo(id)).toHaveLength(afterSet + 1));
    expect(pushesTo(id).at(-1)?.data).toMatchObject({
      reached: true,
      limits: [{ type: 'deposit', value_used_cents: 1_000, reached: true }],
    });
  });

  it('pushes again when a win brings a loss back under its limit', async () => {
    const { cookie, id, move } = await player();
    await moves.fund(move(5_000));
    await api.set(cookie, { type: 'loss', period: 'day', amount_cents: 1_000 });
    await moves.bet(move(1_000));
    await drained();
    expect(pushesTo(id).at(-1)?.data.reached).toBe(true);
    await moves.win(move(500));
    await drained();
    await vi.waitFor(() => expect(pushesTo(id).at(-1)?.data.reached).toBe(false));
    expect(pushesTo(id).at(-1)?.data.limits[0]).toMatchObject({ value_used_cents: 500 });
  });
});

describe('the limits-settle job (RELIABILITY RG-02, RG-07)', () => {
  it('applies a confirmed raise at the end of its cooling-off, not a second before, and pushes it', async () => {
    const { cookie, email, id } = await player('EE');
    await api.set(cookie, { type: 'wager', period: 'month', amount_cents: 1_000 });
    await api.set(cookie, { type: 'wager', period: 'month', amount_cents: 3_000 });
    expect((await api.confirm((await mailedLimitLink(app, email)).token)).statusCode).toBe(200);
    await drained();
    const before = pushesTo(id).length;

    clock.set(new Date(T0.getTime() + DAY - 1000));
    await app.outbox.runJobNow('limits-settle');
    await drained();
    expect(pushesTo(id)).toHaveLength(before);

    clock.set(new Date(T0.getTime() + DAY));
    await app.outbox.runJobNow('limits-settle');
    await vi.waitFor(() => expect(pushesTo(id)).toHaveLength(before + 1));
    expect(pushesTo(id).at(-1)?.data.limits[0]).toMatchObject({
      amount_cents: 3_000,
      status: 'active',
      pending: null,
    });
  });

  it('ends a panic block after 24 h by itself and pushes the player free', async () => {
    const { cookie, id } = await player('DE');
    await api.set(cookie, { type: 'panic' });
    await drained();
    expect(pushesTo(id).at(-1)?.data.reached).toBe(true);

    clock.set(new Date(T0.getTime() + DAY));
    await app.outbox.runJobNow('limits-settle');
    await vi.waitFor(() =>
      expect(pushesTo(id).at(-1)?.data).toEqual({ reached: false, limits: [] }),
    );
  });
});
