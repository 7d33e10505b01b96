import type { MovementKind } from '@croupier/contracts/events';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { withDatabase } from '../../testing/global-setup.js';
import { buildTestApp } from '../../testing/test-app.js';
import { registerTestPlayer } from '../../testing/players.js';
import { trialBalance, verifyChains } from './ledger-audit.service.js';
import {
  playerBalances,
  postTransaction,
  type LedgerAccountRef,
  type Posted,
  type PostingInput,
} from './ledger.service.js';

/*
 * The ledger under concurrent callers (RELIABILITY WI-03, WI-04, WI-10). The proof is on
 * PostgreSQL (CI reruns the server suites there with DATABASE_URL): the movements race on a pool
 * of real connections. PGlite has one connection, so there they only interleave whole
 * transactions; the same assertions hold with fewer rounds.
 */

const { app, database, clock } = await buildTestApp();
const isPostgres = database.kind === 'postgres';

/** A pool wide enough that every concurrent caller has its own connection (the app's has 5). */
async function openWidePool(): Promise<{ db: Database; close: () => Promise<void> }> {
  if (!isPostgres) return { db: database.db, close: async () => undefined };
  const result = await database.db.execute(sql`SELECT current_database() AS name`);
  const [row] = (result as unknown as { rows: { name: string }[] }).rows;
  // eslint-disable-next-line no-restricted-properties -- the server test-database.ts cloned this file's database on
  const url = process.env.DATABASE_URL;
  if (!row || !url) throw new Error('no PostgreSQL URL for the wide pool');
  return openPostgres(withDatabase(url, row.name), 30);
}
const pool = await openWidePool();
afterAll(() => pool.close());
const db = pool.db;

async function rows<T>(query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const real = (playerId: number) => ({ kind: 'player_real' as const, playerId });
const bonus = (playerId: number) => ({ kind: 'player_bonus' as const, playerId });
const psp = { kind: 'psp_clearing' } as const;
const provider = { kind: 'provider_clearing' } as const;
const pending = { kind: 'withdrawals_pending' } as const;

function posting(
  reference: string,
  kind: MovementKind,
  legs: [LedgerAccountRef, number][],
  currency = 'EUR',
): PostingInput {
  return {
    reference,
    kind,
    currency,
    now: clock.now(),
    legs: legs.map(([account, amount]) => ({ account, amount })),
  };
}

/** Money from one account to another: the two legs of a simple movement. */
function move(from: LedgerAccountRef, to: LedgerAccountRef, amount: number) {
  return [
    [from, -amount],
    [to, amount],
  ] as [LedgerAccountRef, number][];
}

type Attempt = { posted: Posted } | { refused: AppError };

/** Posts in a transaction of its own; a refusal the caller is meant to see comes back, anything else throws. */
async function attempt(input: PostingInput): Promise<Attempt> {
  try {
    return { posted: await db.transaction((tx) => postTransaction(tx, input)) };
  } catch (error) {
    if (error instanceof AppError) return { refused: error };
    throw error;
  }
}

async function realBalance(playerId: number): Promise<number> {
  return (await playerBalances(db, playerId)).find((row) => row.currency === 'EUR')?.realCents ?? 0;
}

async function topUp(playerId: number, to: number, reference: string): Promise<void> {
  const missing = to - (await realBalance(playerId));
  if (missing <= 0) return;
  await db.transaction((tx) =>
    postTransaction(tx, posting(reference, 'deposit', move(psp, real(playerId), missing))),
  );
}

async function expectBooksBalanced(): Promise<void> {
  expect(await trialBalance(db)).toMatchObject({
    ok: true,
    unbalancedTransactions: [],
    driftedAccounts: [],
  });
  expect(await verifyChains(db)).toMatchObject({ ok: true, broken: [], badHeads: [] });
}

describe('no overdraft under concurrent bets (RELIABILITY WI-03)', () => {
  const rounds = isPostgres ? 100 : 10;

  it(`lets exactly ⌊balance / stake⌋ of 50 concurrent 0.3 × balance bets through, ${rounds} times`, async () => {
    const { player } = await registerTestPlayer(app);
    let lowest = Number.POSITIVE_INFINITY;
    for (let round = 0; round < rounds; round += 1) {
      const balance = 10_000 + round * 37;
      const stake = Math.floor(0.3 * balance);
      await topUp(player.id, balance, `wi03:${player.id}:top-up:${round}`);
      let betting = true;
      const reader = (async () => {
        // Every read the player (or anyone) can make during the race.
        while (betting) {
          const [row] = await rows<{ lowest: number }>(
            sql`SELECT min(balance)::float8 AS lowest FROM ledger_accounts WHERE player_id = ${player.id}`,
          );
          lowest = Math.min(lowest, row?.lowest ?? 0);
        }
      })();
      const attempts = await Promise.all(
        Array.from({ length: 50 }, (_, bet) =>
          attempt(
            posting(
              `wi03:${player.id}:${round}:${bet}`,
              'bet',
              move(real(player.id), provider, stake),
            ),
          ),
        ),
      );
      betting = false;
      await reader;
      const refusals = attempts.flatMap((item) => ('refused' in item ? [item.refused.code] : []));
      expect(attempts.length - refusals.length, `round ${round}`).toBe(Math.floor(balance / stake));
      expect(new Set(refusals)).toEqual(new Set(['insufficient_funds']));
      expect(await realBalance(player.id)).toBe(balance % stake);
    }
    expect(lowest).toBeGreaterThanOrEqual(0);
    await expectBooksBalanced();
  }, 120_000);
});

describe('concurrent replays book once (RELIABILITY WI-04)', () => {
  const rounds = isPostgres ? 20 : 5;

  /** Sends the copies at once; returns the postings that moved money and the other answers. */
  async function race(copies: PostingInput[]) {
    const attempts = await Promise.all(copies.map(attempt));
    const booked = attempts.flatMap((item) =>
      'posted' in item && !item.posted.replayed ? [item.posted] : [],
    );
    const [first] = booked;
    expect(booked).toHaveLength(1);
    for (const item of attempts) {
      // Every other copy answers the first booking, or 409 when its content differs from it.
      if ('posted' in item) expect(item.posted.transactionId).toBe(first?.transactionId);
      else expect(item.refused.code).toBe('conflict');
    }
    const references = new Set(copies.map((copy) => copy.reference));
    const [count] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE reference IN ${[...references]}`,
    );
    expect(count?.n).toBe(1);
    return attempts;
  }

  it(`answers 5 simultaneous copies of a deposit, a bet and a rollback with one booking each, ${rounds} times`, async () => {
    const { player } = await registerTestPlayer(app);
    for (let round = 0; round < rounds; round += 1) {
      const before = await realBalance(player.id);
      const deposit = posting(
        `wi04:${player.id}:dep:${round}`,
        'deposit',
        move(psp, real(player.id), 1000),
      );
      await race(Array.from({ length: 5 }, () => ({ ...deposit })));
      const bet = posting(
        `wi04:${player.id}:bet:${round}`,
        'bet',
        move(real(player.id), provider, 400),
      );
      await race(Array.from({ length: 5 }, () => ({ ...bet })));
      const rollback = posting(
        `rollback:${bet.reference}`,
        'rollback',
        move(provider, real(player.id), 400),
      );
      await race(Array.from({ length: 3 }, () => ({ ...rollback })));
      expect(await realBalance(player.id)).toBe(before + 1000);
    }
    await expectBooksBalanced();
  });

  it('books one of simultaneous copies that differ in content and refuses the others as conflicts', async () => {
    const { player } = await registerTestPlayer(app);
    for (let round = 0; round < rounds; round += 1) {
      const reference = `wi04:${player.id}:mixed:${round}`;
      const copies = [100, 100, 200, 100, 300].map((amount) =>
        posting(reference, 'deposit', move(psp, real(player.id), amount)),
      );
      const before = await realBalance(player.id);
      const attempts = await race(copies);
      const winner = attempts.findIndex((item) => 'posted' in item && !item.posted.replayed);
      const amount = copies[winner]?.legs[1]?.amount ?? Number.NaN;
      expect(await realBalance(player.id)).toBe(before + amount);
    }
  });

  it('answers a reference raced by two different players with one booking and a conflict, never an error', async () => {
    const first = await registerTestPlayer(app);
    const second = await registerTestPlayer(app);
    for (let round = 0; round < rounds; round += 1) {
      const reference = `wi04:shared:${first.player.id}:${round}`;
      // `race` throws on anything but a booking, a replay or a refusal the caller should see.
      const attempts = await race([
        posting(reference, 'deposit', move(psp, real(first.player.id), 100)),
        posting(reference, 'deposit', move(psp, real(second.player.id), 100)),
      ]);
      expect(attempts.filter((item) => 'posted' in item)).toHaveLength(1);
      expect(attempts.filter((item) => 'refused' in item)).toHaveLength(1);
    }
    await expectBooksBalanced();
  });

  it("books once when copies of a movement with no player leg (a withdrawal's payout) race", async () => {
    const { player } = await registerTestPlayer(app);
    await topUp(player.id, 100_000, `wi04:${player.id}:payout-funds`);
    for (let round = 0; round < rounds; round += 1) {
      const withdrawal = `wi04:${player.id}:wd:${round}`;
      await db.transaction((tx) =>
        postTransaction(
          tx,
          posting(
            `${withdrawal}:reserve`,
            'withdrawal_reserve',
            move(real(player.id), pending, 500),
          ),
        ),
      );
      const settle = posting(`${withdrawal}:settle`, 'withdrawal_settle', move(pending, psp, 500));
      await race(Array.from({ length: 5 }, () => ({ ...settle })));
    }
    await expectBooksBalanced();
  });
});

describe('Jepsen-style bank test (RELIABILITY WI-10)', () => {
  it('books the first movements of a new currency that name the same accounts in opposite orders', async () => {
    // The brand's accounts of a currency are opened by its first movements; two of them opening
    // the same pair in opposite orders must not deadlock on each other's uncommitted rows.
    const currencies = ['USD', 'GBP', 'CAD', 'AUD', 'NOK', 'SEK', 'PLN', 'JPY', 'CHF', 'LTC'];
    const failures: unknown[] = [];
    for (const currency of currencies) {
      const house = { kind: 'house' } as const;
      const jackpot = { kind: 'jackpot_pool' } as const;
      const results = await Promise.allSettled([
        attempt(
          posting(`wi10:open:${currency}:1`, 'adjustment', move(house, jackpot, 5), currency),
        ),
        attempt(
          posting(`wi10:open:${currency}:2`, 'adjustment', move(jackpot, house, 5), currency),
        ),
      ]);
      for (const result of results) {
        if (result.status === 'rejected') failures.push(result.reason);
        else expect(result.value).toHaveProperty('posted.replayed', false);
      }
    }
    expect(failures).toEqual([]);
    await expectBooksBalanced();
  });

  const workers = isPostgres ? 20 : 4;
  const transfersPerWorker = isPostgres ? 40 : 15;

  it(`${workers} workers move money between real, bonus and clearing while readers see the books balance`, async () => {
    const players = await Promise.all(
      Array.from({ length: 4 }, async () => (await registerTestPlayer(app)).player.id),
    );
    for (const id of players) await topUp(id, 50_000, `wi10:${id}:seed`);
    const ids = sql.join(
      players.map((id) => sql`${id}`),
      sql`, `,
    );
    // One statement is one snapshot: Σ of every account, and the closed system of the bank
    // players' real and bonus accounts with the provider clearing account they trade against.
    const read = async () => {
      const [row] = await rows<{ books: string; bank: string; negatives: number }>(sql`
        SELECT
          (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE currency = 'EUR')::text AS books,
          ((SELECT coalesce(sum(balance), 0) FROM ledger_accounts
              WHERE currency = 'EUR' AND player_id IN (${ids}))
           + (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e
              JOIN ledger_accounts a ON a.id = e.account_id
              WHERE a.kind = 'provider_clearing' AND a.player_id IS NULL AND a.currency = 'EUR')
          )::text AS bank,
          (SELECT count(*) FROM ledger_accounts WHERE balance < 0)::int AS negatives`);
      if (!row) throw new Error('the read returned nothing');
      return row;
    };
    // The service's own balance reads, with the clearing account, under one REPEATABLE READ
    // snapshot: the same closed system must add up.
    const readSnapshot = () =>
      db.transaction(
        async (tx) => {
          let total = 0n;
          for (const id of players) {
            for (const balance of await playerBalances(tx, id)) {
              if (balance.currency !== 'EUR') continue;
              total += BigInt(balance.realCents + balance.bonusCents);
            }
          }
          const result = await tx.execute(sql`
            SELECT coalesce(sum(e.amount), 0)::text AS clearing FROM ledger_entries e
            JOIN ledger_accounts a ON a.id = e.account_id
            WHERE a.kind = 'provider_clearing' AND a.player_id IS NULL AND a.currency = 'EUR'`);
          const [row] = (result as unknown as { rows: { clearing: string }[] }).rows;
          return String(total + BigInt(row?.clearing ?? '0'));
        },
        { isolationLevel: 'repeatable read' },
      );

    const seeded = await read();
    expect(seeded).toMatchObject({ books: '0', negatives: 0 });
    expect(await readSnapshot()).toBe(seeded.bank);

    let running = true;
    const reads: Awaited<ReturnType<typeof read>>[] = [];
    const readers = [0, 1].map(async () => {
      while (running) reads.push(await read());
    });
    const snapshots: string[] = [];
    const snapshotReader = (async () => {
      while (running) snapshots.push(await readSnapshot());
    })();

    const refusals: string[] = [];
    let booked = 0;
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        // A seeded generator per worker (Park-Miller), so a failing mix replays.
        let state = worker + 1;
        const next = () => (state = (state * 48_271) % 2_147_483_647);
        for (let transfer = 0; transfer < transfersPerWorker; transfer += 1) {
          const id = players[next() % players.length] ?? 0;
          const amount = 1 + (next() % 20_000);
          const routes: [LedgerAccountRef, LedgerAccountRef][] = [
            [real(id), bonus(id)],
            [bonus(id), real(id)],
            [real(id), provider],
            [provider, real(id)],
          ];
          const [from, to] = routes[next() % routes.length] ?? [real(id), bonus(id)];
          const result = await attempt(
            posting(`wi10:${id}:${worker}:${transfer}`, 'adjustment', move(from, to, amount)),
          );
          if ('refused' in result) refusals.push(result.refused.code);
          else booked += 1;
        }
      }),
    );
    running = false;
    await Promise.all([...readers, snapshotReader]);

    expect(booked).toBeGreaterThan(0);
    // Only refusals the caller is meant to get: no deadlock or serialisation failure reached one.
    expect(refusals.filter((code) => code !== 'insufficient_funds')).toEqual([]);
    expect(reads.length).toBeGreaterThan(0);
    for (const row of reads) {
      expect(row).toEqual({ books: '0', bank: seeded.bank, negatives: 0 });
    }
    expect(new Set(snapshots)).toEqual(new Set([seeded.bank]));
    await expectBooksBalanced();
  }, 120_000);
});
