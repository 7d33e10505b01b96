import type { MovementKind } from '@croupier/contracts/events';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import { registerTestPlayer } from '../../testing/players.js';
import { recordLedgerAudit, trialBalance, verifyChains } from './ledger-audit.service.js';
import { postTransaction, type LedgerAccountRef } from './ledger.service.js';

/*
 * Tampering the append-only guard cannot stop (RELIABILITY WI-14): someone with the owner's
 * rights lifts the triggers, or edits the account rows, which carry no guard. The nightly audit
 * must find every such change. The ledger accumulates across tests, so each asserts what it
 * finds about its own player's rows.
 */

const { app, database, clock } = await buildTestApp();
const db = database.db;

async function rows<T>(query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const psp = { kind: 'psp_clearing' } as const;
const provider = { kind: 'provider_clearing' } as const;

/** A player with a deposit, a bet, a win and a bet: a chain of four on their real account. */
async function playerWithHistory() {
  const { player } = await registerTestPlayer(app);
  const own = { kind: 'player_real', playerId: player.id } as const;
  const steps: [MovementKind, LedgerAccountRef, LedgerAccountRef, number][] = [
    ['deposit', psp, own, 5000],
    ['bet', own, provider, 700],
    ['win', provider, own, 1200],
    ['bet', own, provider, 300],
  ];
  await db.transaction(async (tx) => {
    for (const [index, [kind, from, to, amount]] of steps.entries()) {
      await postTransaction(tx, {
        reference: `wi14:${player.id}:${index}`,
        kind,
        currency: 'EUR',
        now: clock.now(),
        legs: [
          { account: from, amount: -amount },
          { account: to, amount },
        ],
      });
    }
  });
  const ids = await rows<{ id: number }>(
    sql`SELECT id::int AS id FROM ledger_transactions WHERE player_id = ${player.id} ORDER BY id`,
  );
  const [account] = await rows<{ id: number }>(
    sql`SELECT id::int AS id FROM ledger_accounts WHERE player_id = ${player.id} AND kind = 'player_real'`,
  );
  const [deposit = 0, bet = 0, win = 0, lastBet = 0] = ids.map((row) => row.id);
  return { accountId: account?.id ?? 0, deposit, bet, win, lastBet };
}

/** Runs `statements` with the append-only triggers lifted, as only the table owner can. */
async function tamper(...statements: SQL[]): Promise<void> {
  await db.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only`);
  await db.execute(
    sql`ALTER TABLE ledger_transactions DISABLE TRIGGER ledger_transactions_append_only`,
  );
  try {
    for (const statement of statements) await db.execute(statement);
  } finally {
    await db.execute(sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only`);
    await db.execute(
      sql`ALTER TABLE ledger_transactions ENABLE TRIGGER ledger_transactions_append_only`,
    );
  }
}

describe('the nightly ledger audit finds tampering (RELIABILITY WI-14)', () => {
  it('records an ok audit on clean books and a failed one after a posting is changed', async () => {
    const history = await playerWithHistory();
    const clean = await recordLedgerAudit(db, clock.now());
    expect(clean).toMatch(/trial balance ok .* chains ok/);

    const { bet } = history;
    await tamper(sql`UPDATE ledger_entries SET amount = amount / 7 WHERE transaction_id = ${bet}`);
    clock.advance(24 * 60 * 60 * 1000);
    const failed = await recordLedgerAudit(db, clock.now());
    expect(failed).toMatch(/trial balance FAILED .* chains FAILED/);

    // Both legs shrank alike, so the transaction still balances: the drift and the chain tell.
    const audits = await rows<{
      ok: boolean;
      summary: string;
      details: {
        balance: { driftedAccounts: { id: number }[] };
        chains: { broken: { transactionId: number }[] };
      };
    }>(
      sql`SELECT ok, summary, details FROM ledger_audits WHERE kind = 'trial_balance' ORDER BY id`,
    );
    expect(audits.map((audit) => [audit.ok, audit.summary])).toEqual([
      [true, clean],
      [false, failed],
    ]);
    const details = audits[1]?.details;
    expect(details?.balance.driftedAccounts.map((row) => row.id)).toContain(history.accountId);
    expect(details?.chains.broken.map((row) => row.transactionId)).toContain(bet);
  });

  it('finds a removed transaction: the chain breaks and the cached balance no longer adds up', async () => {
    const history = await playerWithHistory();
    const removed = history.win;
    await tamper(
      sql`DELETE FROM ledger_entries WHERE transaction_id = ${removed}`,
      sql`DELETE FROM ledger_transactions WHERE id = ${removed}`,
    );
    expect((await verifyChains(db)).badHeads).toContain(history.accountId);
    expect((await trialBalance(db)).driftedAccounts).toContainEqual({
      id: history.accountId,
      balance: 5000 - 700 + 1200 - 300,
      posted: 5000 - 700 - 300,
    });
  });

  it('finds the last transaction of a chain removed together with its balance', async () => {
    const history = await playerWithHistory();
    const last = history.lastBet;
    await tamper(
      sql`DELETE FROM ledger_entries WHERE transaction_id = ${last}`,
      sql`DELETE FROM ledger_transactions WHERE id = ${last}`,
      sql`UPDATE ledger_accounts SET balance = balance + 300 WHERE id = ${history.accountId}`,
    );
    // The books add up again, but the account's head still names the removed transaction.
    expect((await trialBalance(db)).driftedAccounts.map((row) => row.id)).not.toContain(
      history.accountId,
    );
    expect((await verifyChains(db)).badHeads).toContain(history.accountId);
  });

  it('finds a forged chain head on an account row, which no trigger guards', async () => {
    const history = await playerWithHistory();
    await db.execute(
      sql`UPDATE ledger_accounts SET chain_head = ${'0'.repeat(64)} WHERE id = ${history.accountId}`,
    );
    expect((await verifyChains(db)).badHeads).toContain(history.accountId);
  });

  it('finds a changed reference, time or kind of a transaction', async () => {
    const history = await playerWithHistory();
    const { deposit, bet, win } = history;
    await tamper(
      sql`UPDATE ledger_transactions SET reference = reference || ':x' WHERE id = ${deposit}`,
      sql`UPDATE ledger_transactions SET created_at = created_at - interval '1 day' WHERE id = ${bet}`,
      sql`UPDATE ledger_transactions SET kind = 'deposit' WHERE id = ${win}`,
    );
    const { broken } = await verifyChains(db);
    for (const id of [deposit, bet, win]) {
      expect(broken).toContainEqual({
        transactionId: id,
        reason: 'content does not match its hash',
      });
    }
  });

  it('finds an entry appended to a booked transaction, which the guard allows (inserts are appends)', async () => {
    const history = await playerWithHistory();
    const { win } = history;
    await db.execute(sql`
      INSERT INTO ledger_entries (transaction_id, account_id, amount, kind, currency, created_at)
      VALUES (${win}, ${history.accountId}, 100000, 'win', 'EUR', now())`);
    expect((await trialBalance(db)).unbalancedTransactions).toContain(win);
    expect((await verifyChains(db)).broken).toContainEqual({
      transactionId: win,
      reason: 'content does not match its hash',
    });
  });
});
