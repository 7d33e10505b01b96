// The draw is a domain rule; it is checked here, against node:crypto (the server's draw), since the
// domain package has no Node types (it also runs in the browser with Web Crypto).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawWinningNumbers,
  seedHashOf,
  ticketListText,
  ticketsDigestOf,
  verifyDraw,
  type DrawCrypto,
  type ListedTicket,
} from '@croupier/domain/lotteries/draw';
import { depositTickets, lotteryState } from '@croupier/domain/lotteries/state';

const nodeCrypto: DrawCrypto = {
  sha256: async (data) => new Uint8Array(createHash('sha256').update(data).digest()),
  hmacSha256: async (key, message) =>
    new Uint8Array(createHmac('sha256', key).update(message).digest()),
};

const listOf = (holders: readonly string[]): ListedTicket[] =>
  holders.map((holder, index) => ({ number: index + 1, holder }));

/** A second, plainly written model of the documented function (docs/game-fairness.md). */
function plainDraw(seed: string, digest: string, count: number, places: number): number[] {
  const out: number[] = [];
  for (let counter = 0; out.length < Math.min(places, count); counter += 1) {
    const h = createHmac('sha256', Buffer.from(seed, 'hex'))
      .update(`${digest}:${counter}`)
      .digest();
    const x = h.readUIntBE(0, 6);
    if (x >= 2 ** 48 - (2 ** 48 % count)) continue;
    const number = (x % count) + 1;
    if (!out.includes(number)) out.push(number);
  }
  return out;
}

describe('lottery draw', () => {
  it('winners recompute from the published seed and ticket list, and equal a plain model', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.array(fc.string({ maxLength: 12 }), { maxLength: 60 }),
        fc.integer({ min: 0, max: 8 }),
        async (seedBytes, holders, places) => {
          const seed = Buffer.from(seedBytes).toString('hex');
          const tickets = listOf(holders);
          const ticketsDigest = await ticketsDigestOf(nodeCrypto, tickets);
          const winners = await drawWinningNumbers(nodeCrypto, {
            seedHex: seed,
            ticketsDigest,
            ticketCount: tickets.length,
            places,
          });
          expect(winners).toHaveLength(Math.min(places, tickets.length));
          expect(new Set(winners).size).toBe(winners.length);
          for (const number of winners) expect(number >= 1 && number <= tickets.length).toBe(true);
          expect(winners).toEqual(plainDraw(seed, ticketsDigest, tickets.length, places));
          const check = await verifyDraw(nodeCrypto, {
            seedHash: await seedHashOf(nodeCrypto, seed),
            seed,
            ticketsDigest,
            tickets,
            winners,
            places,
          });
          expect(check.ok).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a changed seed, list or winner fails the check', async () => {
    const seed = randomBytes(32).toString('hex');
    const tickets = listOf(['alice***', 'bob***', 'carol***', 'dave***']);
    const ticketsDigest = await ticketsDigestOf(nodeCrypto, tickets);
    const winners = await drawWinningNumbers(nodeCrypto, {
      seedHex: seed,
      ticketsDigest,
      ticketCount: 4,
      places: 2,
    });
    const published = {
      seedHash: await seedHashOf(nodeCrypto, seed),
      seed,
      ticketsDigest,
      tickets,
      winners,
      places: 2,
    };
    expect((await verifyDraw(nodeCrypto, published)).ok).toBe(true);
    const other = randomBytes(32).toString('hex');
    expect((await verifyDraw(nodeCrypto, { ...published, seed: other })).seedMatches).toBe(false);
    const edited = [...tickets.slice(0, 3), { number: 4, holder: 'mallory***' }];
    expect((await verifyDraw(nodeCrypto, { ...published, tickets: edited })).listMatches).toBe(
      false,
    );
    const swapped = [winners[1] ?? 0, winners[0] ?? 0];
    expect((await verifyDraw(nodeCrypto, { ...published, winners: swapped })).winnersMatch).toBe(
      false,
    );
  });

  it('the list text is one "<number> <holder>" line per ticket, by number', () => {
    expect(
      ticketListText([
        { number: 2, holder: 'bob***' },
        { number: 1, holder: 'al ice***' },
      ]),
    ).toBe('1 al_ice***\n2 bob***\n');
  });

  it('no tickets, no winners', async () => {
    const seed = randomBytes(32).toString('hex');
    expect(
      await drawWinningNumbers(nodeCrypto, {
        seedHex: seed,
        ticketsDigest: 'x',
        ticketCount: 0,
        places: 3,
      }),
    ).toEqual([]);
  });
});

describe('lottery state', () => {
  const dates = {
    startAt: new Date('2026-05-01T00:00:00Z'),
    endAt: new Date('2026-05-31T00:00:00Z'),
    drawnAt: null,
  };
  it('upcoming, active, drawing, drawn', () => {
    expect(lotteryState(dates, new Date('2026-04-30T23:59:59Z'))).toBe('upcoming');
    expect(lotteryState(dates, new Date('2026-05-01T00:00:00Z'))).toBe('active');
    expect(lotteryState(dates, new Date('2026-05-31T00:00:00Z'))).toBe('drawing');
    expect(lotteryState({ ...dates, drawnAt: new Date('2026-05-31T00:00:01Z') }, new Date())).toBe(
      'drawn',
    );
  });
  it('a deposit earns one ticket per full step, capped', () => {
    const rule = { eurCentsPerTicket: 2000, maxTicketsPerDeposit: 5 };
    expect(depositTickets(1999, rule)).toBe(0);
    expect(depositTickets(4000, rule)).toBe(2);
    expect(depositTickets(1_000_000, rule)).toBe(5);
  });
});
