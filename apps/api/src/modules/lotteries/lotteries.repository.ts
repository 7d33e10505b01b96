import { and, asc, eq, gt, inArray, isNull, like, sql } from 'drizzle-orm';
import {
  lotteries,
  lotteryDrawSeeds,
  lotteryTickets,
  lotteryWinners,
} from '../../db/schema/lotteries.js';
import { giftTemplates } from '../../db/schema/gifts.js';
import { playerGroups, players } from '../../db/schema/players.js';
import type { Executor } from '../../db/transaction.js';

export type LotteryRow = typeof lotteries.$inferSelect;
export type NewLottery = typeof lotteries.$inferInsert;
export type LotteryTicketRow = typeof lotteryTickets.$inferSelect;
export type NewLotteryTicket = typeof lotteryTickets.$inferInsert;
export type LotteryWinnerRow = typeof lotteryWinners.$inferSelect;

export async function listAllLotteries(db: Executor): Promise<LotteryRow[]> {
  return db.select().from(lotteries).orderBy(asc(lotteries.endAt), asc(lotteries.id));
}

/** RT-028: a numeric id or a slug. */
export async function findLottery(
  db: Executor,
  idOrSlug: string | number,
  options: { lock?: boolean } = {},
): Promise<LotteryRow | null> {
  const id =
    typeof idOrSlug === 'number' ? idOrSlug : /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : null;
  const query = db
    .select()
    .from(lotteries)
    .where(id !== null ? eq(lotteries.id, id) : eq(lotteries.slug, String(idOrSlug)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Seed and operator command: a lottery with its seed; null when the slug exists. */
export async function insertLottery(
  db: Executor,
  lottery: NewLottery,
  seed: string,
): Promise<LotteryRow | null> {
  const [row] = await db
    .insert(lotteries)
    .values(lottery)
    .onConflictDoNothing({ target: lotteries.slug })
    .returning();
  if (!row) return null;
  await db.insert(lotteryDrawSeeds).values({ lotteryId: row.id, seed });
  return row;
}

/** The draw seed: read by the draw and, once drawn, by the published proof only. */
export async function findDrawSeed(db: Executor, lotteryId: number): Promise<string | null> {
  const [row] = await db
    .select({ seed: lotteryDrawSeeds.seed })
    .from(lotteryDrawSeeds)
    .where(eq(lotteryDrawSeeds.lotteryId, lotteryId))
    .limit(1);
  return row?.seed ?? null;
}

/**
 * Takes `count` ticket numbers while the lottery takes tickets (not drawn, before `end_at`):
 * one conditional update, which also waits on the draw's row lock, so no ticket joins a list
 * the draw has frozen. Answers the first number, or null when it takes none.
 */
export async function takeTicketNumbers(
  tx: Executor,
  lotteryId: number,
  count: number,
  now: Date,
): Promise<number | null> {
  const [row] = await tx
    .update(lotteries)
    .set({ ticketsIssued: sql`${lotteries.ticketsIssued} + ${count}` })
    .where(and(eq(lotteries.id, lotteryId), isNull(lotteries.drawnAt), gt(lotteries.endAt, now)))
    .returning({ issued: lotteries.ticketsIssued });
  return row ? row.issued - count + 1 : null;
}

export async function insertTickets(
  tx: Executor,
  rows: NewLotteryTicket[],
): Promise<LotteryTicketRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(lotteryTickets).values(rows).returning();
}

/** The tickets one grant created (`<reference>#<n>`), by number. */
export async function findTicketsOfGrant(
  db: Executor,
  reference: string,
): Promise<LotteryTicketRow[]> {
  return db
    .select()
    .from(lotteryTickets)
    .where(like(lotteryTickets.sourceReference, `${reference.replace(/[\\%_]/g, '\\$&')}#%`))
    .orderBy(asc(lotteryTickets.number));
}

export async function listPlayerTickets(
  db: Executor,
  playerId: number,
  lotteryIds: readonly number[],
): Promise<LotteryTicketRow[]> {
  if (lotteryIds.length === 0) return [];
  return db
    .select()
    .from(lotteryTickets)
    .where(
      and(
        eq(lotteryTickets.playerId, playerId),
        inArray(lotteryTickets.lotteryId, [...lotteryIds]),
      ),
    )
    .orderBy(asc(lotteryTickets.lotteryId), asc(lotteryTickets.number));
}

/** The frozen list of a lottery with each holder's nickname, by number. */
export async function listLotteryTickets(
  db: Executor,
  lotteryId: number,
): Promise<{ number: number; playerId: number; nickname: string | null; currency: string }[]> {
  return db
    .select({
      number: lotteryTickets.number,
      playerId: lotteryTickets.playerId,
      nickname: players.nickname,
      currency: players.currency,
    })
    .from(lotteryTickets)
    .innerJoin(players, eq(players.id, lotteryTickets.playerId))
    .where(eq(lotteryTickets.lotteryId, lotteryId))
    .orderBy(asc(lotteryTickets.number));
}

export async function markDrawn(
  tx: Executor,
  lotteryId: number,
  input: { ticketsDigest: string; now: Date },
): Promise<void> {
  await tx
    .update(lotteries)
    .set({ drawnAt: input.now, ticketsDigest: input.ticketsDigest })
    .where(eq(lotteries.id, lotteryId));
}

export async function insertWinner(
  tx: Executor,
  winner: typeof lotteryWinners.$inferInsert,
): Promise<void> {
  await tx.insert(lotteryWinners).values(winner);
}

export async function listWinners(
  db: Executor,
  lotteryIds: readonly number[],
): Promise<LotteryWinnerRow[]> {
  if (lotteryIds.length === 0) return [];
  return db
    .select()
    .from(lotteryWinners)
    .where(inArray(lotteryWinners.lotteryId, [...lotteryIds]))
    .orderBy(asc(lotteryWinners.lotteryId), asc(lotteryWinners.place));
}

export async function findPlayerGroups(db: Executor, playerId: number): Promise<number[]> {
  const rows = await db
    .select({ groupId: playerGroups.groupId })
    .from(playerGroups)
    .where(eq(playerGroups.playerId, playerId));
  return rows.map((row) => row.groupId);
}

/** The id of the gift template a prize names (brand data of the gifts module). */
export async function findGiftTemplateId(db: Executor, key: string): Promise<number | null> {
  const [row] = await db
    .select({ id: giftTemplates.id })
    .from(giftTemplates)
    .where(eq(giftTemplates.key, key))
    .limit(1);
  return row?.id ?? null;
}

/** Operator view: a lottery's tickets by source, and how many players hold them. */
export async function countTickets(
  db: Executor,
  lotteryId: number,
): Promise<{ bySource: Record<string, number>; players: number }> {
  const rows = await db
    .select({
      source: lotteryTickets.source,
      tickets: sql<number>`count(*)::int`,
    })
    .from(lotteryTickets)
    .where(eq(lotteryTickets.lotteryId, lotteryId))
    .groupBy(lotteryTickets.source);
  const [all] = await db
    .select({ players: sql<number>`count(distinct ${lotteryTickets.playerId})::int` })
    .from(lotteryTickets)
    .where(eq(lotteryTickets.lotteryId, lotteryId));
  return {
    bySource: Object.fromEntries(rows.map((row) => [row.source, row.tickets])),
    players: all?.players ?? 0,
  };
}

/** Operator cancel of a lottery nobody holds a ticket of: its seed goes with it (cascade). */
export async function deleteLottery(tx: Executor, lotteryId: number): Promise<void> {
  await tx.delete(lotteries).where(eq(lotteries.id, lotteryId));
}
