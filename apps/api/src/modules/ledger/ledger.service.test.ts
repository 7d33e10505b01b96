import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import { registerTestPlayer } from '../../testing/players.js';
import { trialBalance, verifyChains } from './ledger-audit.service.js';
import { playerBalances, postTransaction, type PostingInput } from './ledger.service.js';

const { app, database, clock } = await buildTestApp();
const db = database.db;

function deposit(playerId: number, amount: number, reference: string): PostingInput {
  return {
    reference,
    kind: 'deposit',
    currency: 'EUR',
    now: clock.now(),
    legs: [
      { account: { kind: 'psp_clearing' }, amount: -amount },
      { account: { kind: 'player_real', playerId }, amount },
    ],
  };
}

function bet(playerId: number, amount: number, reference: string): PostingInput {
  return {
    reference,
    kind: 'bet',
    currency: 'EUR',
    now: clock.now(),
    legs: [
      { account: { kind: 'player_real', playerId }, amount: -amount },
      { account: { kind: 'provider_clearing' }, amount },
    ],
  };
}

describe('the double-entry ledger (DESIGN.md §3; RELIABILITY WI-01, WI-04, WI-14)', () => {
  it('books a deposit, keeps the running balance and balances the books', async () => {
    const { player } = await registerTestPlayer(app);
    const posted = await db.transaction((tx) =>
      postTransaction(tx, deposit(player.id, 5000, `t1:${player.id}`)),
    );
    expect(posted).toMatchObject({
      replayed: false,
      balance: { currency: 'EUR', realCents: 5000, bonusCents: 0 },
    });
    expect(await playerBalances(db, player.id)).toEqual([
      { currency: 'EUR', realCents: 5000, bonusCents: 0 },
    ]);
    expect((await trialBalance(db)).ok).toBe(true);
  });

  it('answers a replay with the first booking and moves nothing; other content is a conflict', async () => {
    const { player } = await registerTestPlayer(app);
    const reference = `t2:${player.id}`;
    const first = await db.transaction((tx) =>
      postTransaction(tx, deposit(player.id, 700, reference)),
    );
    const again = await db.transaction((tx) =>
      postTransaction(tx, deposit(player.id, 700, reference)),
    );
    expect(again).toMatchObject({ replayed: true, transactionId: first.transactionId });
    await expect(
      db.transaction((tx) => postTransaction(tx, deposit(player.id, 701, reference))),
    ).rejects.toMatchObject({ code: 'conflict', status: 409 });
    expect((await playerBalances(db, player.id))[0]?.realCents).toBe(700);
  });

  it('books concurrent copies of one movement once', async () => {
    const { player } = await registerTestPlayer(app);
    const reference = `t3:${player.id}`;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        db.transaction((tx) => postTransaction(tx, deposit(player.id, 300, reference))),
      ),
    );
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect((await playerBalances(db, player.id))[0]?.realCents).toBe(300);
  });

  it('refuses a debit below zero and leaves the balance as it was', async () => {
    const { player } = await registerTestPlayer(app);
    await db.transaction((tx) => postTransaction(tx, deposit(player.id, 100, `t4:${player.id}`)));
    await expect(
      db.transaction((tx) => postTransaction(tx, bet(player.id, 101, `t4b:${player.id}`))),
    ).rejects.toMatchObject({
      code: 'insufficient_funds',
      fields: { amount: ['VALIDATION.NOT_ENOUGH_MONEY'] },
    });
    expect((await playerBalances(db, player.id))[0]?.realCents).toBe(100);
  });

  it('refuses unbalanced, fractional or zero legs before touching the database', async () => {
    const { player } = await registerTestPlayer(app);
    const base = deposit(player.id, 100, `t5:${player.id}`);
    for (const legs of [
      [
        { account: { kind: 'psp_clearing' as const }, amount: -100 },
        { account: { kind: 'player_real' as const, playerId: player.id }, amount: 99 },
      ],
      [
        { account: { kind: 'psp_clearing' as const }, amount: -0.5 },
        { account: { kind: 'player_real' as const, playerId: player.id }, amount: 0.5 },
      ],
      [{ account: { kind: 'player_real' as const, playerId: player.id }, amount: 0 }],
    ]) {
      await expect(
        db.transaction((tx) => postTransaction(tx, { ...base, legs })),
      ).rejects.toThrow();
    }
    expect(await playerBalances(db, player.id)).toEqual([]);
  });

  it('cannot update or delete a posting or a transaction, whatever the statement', async () => {
    const { player } = await registerTestPlayer(app);
    await db.transaction((tx) => postTransaction(tx, deposit(player.id, 100, `t6:${player.id}`)));
    for (const statement of [
      sql`UPDATE ledger_entries SET amount = amount * 2`,
      sql`DELETE FROM ledger_entries`,
      sql`UPDATE ledger_transactions SET kind = 'bonus'`,
      sql`DELETE FROM ledger_transactions`,
      sql`TRUNCATE ledger_entries`,
    ]) {
      const error: unknown = await db.execute(statement).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      // Drizzle wraps the driver's error; the database's own message is the cause.
      expect(String((error as { cause?: unknown } | undefined)?.cause)).toMatch(/append-only/);
    }
  });

  it('verifies every hash chain and finds a tampered entry (on a copy whose guard is lifted)', async () => {
    const { player } = await registerTestPlayer(app);
    await db.transaction(async (tx) => {
      await postTransaction(tx, deposit(player.id, 900, `t7a:${player.id}`));
      await postTransaction(tx, bet(player.id, 300, `t7b:${player.id}`));
    });
    expect(await verifyChains(db)).toMatchObject({ ok: true, broken: [], badHeads: [] });

    await db.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only`);
    await db.execute(
      sql`UPDATE ledger_entries SET amount = amount * 2 WHERE transaction_id = (SELECT id FROM ledger_transactions WHERE reference = ${`t7b:${player.id}`})`,
    );
    await db.execute(sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only`);
    const verification = await verifyChains(db);
    expect(verification.ok).toBe(false);
    expect(verification.broken.map((item) => item.reason)).toContain(
      'content does not match its hash',
    );
  });
});
