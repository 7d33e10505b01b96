import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import { registerTestPlayer } from '../../testing/players.js';
import { PlayerCashBatch } from './cash-batch.js';
import { trialBalance, verifyChains } from './ledger-audit.service.js';
import {
  entriesOf,
  openBrandAccount,
  playerBalances,
  postTransaction,
  type Leg,
} from './ledger.service.js';

const { app, database, clock } = await buildTestApp();
const db = database.db;

async function fundedPlayer(amount: number): Promise<number> {
  const { player } = await registerTestPlayer(app);
  await db.transaction((tx) =>
    postTransaction(tx, {
      reference: `fund:${player.id}`,
      kind: 'deposit',
      currency: 'EUR',
      now: clock.now(),
      legs: [
        { account: { kind: 'psp_clearing' }, amount: -amount },
        { account: { kind: 'player_real', playerId: player.id }, amount },
      ],
    }),
  );
  return player.id;
}

const stake = (playerId: number, amount: number): Leg[] => [
  { account: { kind: 'player_real', playerId }, amount: -amount },
  { account: { kind: 'provider_clearing' }, amount },
];
const prize = (playerId: number, amount: number): Leg[] => [
  { account: { kind: 'provider_clearing' }, amount: -amount },
  { account: { kind: 'player_real', playerId }, amount },
];

async function openBatch(tx: Parameters<Parameters<typeof db.transaction>[0]>[0], id: number) {
  const clearing = await openBrandAccount(tx, 'provider_clearing', 'EUR', clock.now());
  return PlayerCashBatch.lock(tx, {
    playerId: id,
    currency: 'EUR',
    now: clock.now(),
    brandAccounts: new Map([['provider_clearing', clearing]]),
  });
}

async function movementEvents(playerId: number) {
  const result = await db.execute(sql`
    SELECT payload FROM outbox_events
    WHERE topic = 'ledger.movement' AND (payload->>'playerId')::bigint = ${playerId}
    ORDER BY id`);
  return (result as unknown as { rows: { payload: Record<string, unknown> }[] }).rows.map(
    (row) => row.payload,
  );
}

describe('a player cash batch: several movements booked in one write', () => {
  it('books each movement as its own balanced transaction, chained, with running balances and one event each', async () => {
    const playerId = await fundedPlayer(1_000);
    const bookings = await db.transaction(async (tx) => {
      const batch = await openBatch(tx, playerId);
      const first = batch.add({
        reference: `b1:${playerId}`,
        kind: 'bet',
        legs: stake(playerId, 300),
        metadata: { round: 'r1' },
      });
      const second = batch.add({
        reference: `w1:${playerId}`,
        kind: 'win',
        legs: prize(playerId, 50),
        metadata: { round: 'r1' },
      });
      expect(batch.balance.realCents).toBe(750);
      await batch.write(tx);
      return [first, second];
    });

    const [bet, win] = bookings;
    expect(bet?.transactionId).toEqual(expect.any(Number));
    expect(win?.transactionId).toBeGreaterThan(bet?.transactionId ?? Infinity);
    expect(await playerBalances(db, playerId)).toEqual([
      { currency: 'EUR', realCents: 750, bonusCents: 0 },
    ]);
    const betEntries = await entriesOf(db, bet?.transactionId ?? 0);
    expect(betEntries.map((entry) => [entry.amount, entry.balanceAfter])).toEqual([
      [-300, 700],
      [300, null],
    ]);
    const winEntries = await entriesOf(db, win?.transactionId ?? 0);
    expect(winEntries.map((entry) => [entry.amount, entry.balanceAfter])).toEqual([
      [-50, null],
      [50, 750],
    ]);
    const events = await movementEvents(playerId);
    expect(events.slice(-2)).toMatchObject([
      {
        transactionId: bet?.transactionId,
        kind: 'bet',
        playerLegs: { player_real: -300 },
        balance: { realCents: 700, bonusCents: 0 },
      },
      {
        transactionId: win?.transactionId,
        kind: 'win',
        playerLegs: { player_real: 50 },
        balance: { realCents: 750 },
      },
    ]);
    expect((await trialBalance(db)).ok).toBe(true);
    expect((await verifyChains(db)).ok).toBe(true);
  });

  it('keeps one chain with single postings before and after, and a replay through postTransaction is recognised', async () => {
    const playerId = await fundedPlayer(500);
    await db.transaction(async (tx) => {
      const batch = await openBatch(tx, playerId);
      batch.add({
        reference: `b2:${playerId}`,
        kind: 'bet',
        legs: stake(playerId, 100),
        metadata: {},
      });
      await batch.write(tx);
      // A second write in the same transaction continues from the first.
      batch.add({
        reference: `b3:${playerId}`,
        kind: 'bet',
        legs: stake(playerId, 100),
        metadata: {},
      });
      await batch.write(tx);
    });
    const replay = await db.transaction((tx) =>
      postTransaction(tx, {
        reference: `b2:${playerId}`,
        kind: 'bet',
        currency: 'EUR',
        now: clock.now(),
        legs: stake(playerId, 100),
      }),
    );
    expect(replay).toMatchObject({ replayed: true, balance: { realCents: 300 } });
    await db.transaction((tx) =>
      postTransaction(tx, {
        reference: `b4:${playerId}`,
        kind: 'bet',
        currency: 'EUR',
        now: clock.now(),
        legs: stake(playerId, 100),
      }),
    );
    expect(await playerBalances(db, playerId)).toEqual([
      { currency: 'EUR', realCents: 200, bonusCents: 0 },
    ]);
    expect((await verifyChains(db)).ok).toBe(true);
    expect((await trialBalance(db)).ok).toBe(true);
  });

  it('refuses a debit past the balance and a reference already booked, writing nothing', async () => {
    const playerId = await fundedPlayer(100);
    await expect(
      db.transaction(async (tx) => {
        const batch = await openBatch(tx, playerId);
        batch.add({
          reference: `b5:${playerId}`,
          kind: 'bet',
          legs: stake(playerId, 60),
          metadata: {},
        });
        batch.add({
          reference: `b6:${playerId}`,
          kind: 'bet',
          legs: stake(playerId, 60),
          metadata: {},
        });
      }),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    await expect(
      db.transaction(async (tx) => {
        const batch = await openBatch(tx, playerId);
        batch.add({
          reference: `fund:${playerId}`,
          kind: 'bet',
          legs: stake(playerId, 10),
          metadata: {},
        });
        await batch.write(tx);
      }),
    ).rejects.toThrow();
    expect(await playerBalances(db, playerId)).toEqual([
      { currency: 'EUR', realCents: 100, bonusCents: 0 },
    ]);
    expect((await trialBalance(db)).ok).toBe(true);
    expect((await verifyChains(db)).ok).toBe(true);
  });
});
