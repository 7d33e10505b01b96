import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.js';
import type { DatabaseHandle } from './client.js';
import { inline, inlineQuery, jsonLiteral, literal, UnstorableValue } from './inline-sql.js';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('a transaction sent in messages (DatabaseHandle.inMessages)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db.execute(sql`CREATE TABLE message_probe (id int PRIMARY KEY, note text)`);
  });
  afterAll(async () => {
    await handle.close();
  });

  const notes = async () =>
    rowsOf(await handle.db.execute(sql`SELECT id, note FROM message_probe ORDER BY id`));

  it('answers the rows of each statement of a message, and commits with the last one', async () => {
    const answer = await handle.inMessages(
      inline`INSERT INTO message_probe VALUES (${1}, ${'one'}); SELECT note FROM message_probe`,
      async (first, transaction) => {
        expect(first).toEqual([[], [{ note: 'one' }]]);
        // Ordinary statements run on the same connection, inside the transaction.
        await transaction.tx.execute(sql`INSERT INTO message_probe VALUES (2, 'two')`);
        const last = await transaction.sendAndCommit(
          inline`UPDATE message_probe SET note = ${'deux'} WHERE id = ${2} RETURNING note`,
        );
        expect(last).toEqual([[{ note: 'deux' }]]);
        return 'done';
      },
    );
    expect(answer).toBe('done');
    expect(await notes()).toEqual([
      { id: 1, note: 'one' },
      { id: 2, note: 'deux' },
    ]);
  });

  it('commits on return when nothing committed, and rolls everything back on a failure', async () => {
    await handle.inMessages(inline`INSERT INTO message_probe VALUES (${3}, NULL)`, async () => {});
    const failing = handle.inMessages(
      inline`INSERT INTO message_probe VALUES (${4}, ${'four'})`,
      // The duplicate key fails the message: its COMMIT never runs, the insert of 4 is undone.
      (_, transaction) =>
        transaction.sendAndCommit(inline`INSERT INTO message_probe VALUES (${1}, ${'again'})`),
    );
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    await expect(
      handle.inMessages(inline`SELECT 1`, () => Promise.reject(new Error('refused'))),
    ).rejects.toThrow('refused');
    expect((await notes()).map((row) => row.id)).toEqual([1, 2, 3]);
    // The connection is usable afterwards.
    expect(await handle.inMessages(inline`SELECT ${5} AS five`, async (rows) => rows)).toEqual([
      [{ five: 5 }],
    ]);
  });

  it('writes any text as a literal that reads back unchanged', async () => {
    const hostile = [
      "it's",
      'back\\slash',
      "\\'; DROP TABLE message_probe; --",
      '$$ dollar $$',
      'ünïcødé 🎰',
      '',
    ];
    for (const [index, text] of hostile.entries()) {
      const [rows] = await handle.inMessages(
        inline`SELECT ${text} AS text, ${-index - 1} AS negative, ${jsonLiteral({ text })} AS doc`,
        async (first) => first,
      );
      expect(rows).toEqual([{ text, negative: -index - 1, doc: { text } }]);
    }
    // A statement written with bound parameters, inlined: the same answer.
    const when = new Date('2026-01-02T03:04:05.678Z');
    const [drizzleRows] = await handle.inMessages(
      inlineQuery(
        sql`SELECT ${hostile[2]}::text AS text, ${when}::timestamptz AS at, ${7} + 1 AS n`,
      ),
      async (first) => first,
    );
    expect(drizzleRows).toEqual([{ text: hostile[2], at: when, n: 8 }]);
    expect(() => literal('nul\0byte')).toThrow(UnstorableValue);
    expect(() => literal(Number.NaN)).toThrow(UnstorableValue);
    expect((await notes()).length).toBe(3);
  });
});
