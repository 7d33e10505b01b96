import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { playerGifts } from '../../db/schema/gifts.js';
import { playerGroups, players } from '../../db/schema/players.js';
import { games } from '../../db/schema/games.js';
import { payments } from '../../db/schema/payments.js';
import type { Executor } from '../../db/transaction.js';

export type PlayerGiftRow = typeof playerGifts.$inferSelect;
export type NewPlayerGift = typeof playerGifts.$inferInsert;

const MAX_BIGINT_ID = Number.MAX_SAFE_INTEGER;

function validId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_BIGINT_ID;
}

/**
 * Serialises the gift transitions of one player for the rest of the transaction, so two
 * activations cannot both start wagering in one currency, and an activation and the job that
 * starts the next waiting gift see each other.
 */
export async function lockPlayerGifts(db: Executor, playerId: number): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`player_gifts:${playerId}`}, 0))`,
  );
}

/** Inserts a gift unless its source reference exists; null when it did. */
export async function insertGift(db: Executor, gift: NewPlayerGift): Promise<PlayerGiftRow | null> {
  const [row] = await db
    .insert(playerGifts)
    .values(gift)
    .onConflictDoNothing({ target: playerGifts.sourceReference })
    .returning();
  return row ?? null;
}

export async function findGiftBySource(
  db: Executor,
  sourceReference: string,
): Promise<PlayerGiftRow | null> {
  const [row] = await db
    .select()
    .from(playerGifts)
    .where(eq(playerGifts.sourceReference, sourceReference))
    .limit(1);
  return row ?? null;
}

/** One gift of one player (locked for update when asked); null for another player's id. */
export async function findPlayerGift(
  db: Executor,
  playerId: number,
  giftId: number,
  options: { lock?: boolean } = {},
): Promise<PlayerGiftRow | null> {
  if (!validId(giftId)) return null;
  const query = db
    .select()
    .from(playerGifts)
    .where(and(eq(playerGifts.id, giftId), eq(playerGifts.playerId, playerId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateGift(
  db: Executor,
  giftId: number,
  patch: Partial<NewPlayerGift>,
): Promise<PlayerGiftRow> {
  const [row] = await db
    .update(playerGifts)
    .set(patch)
    .where(eq(playerGifts.id, giftId))
    .returning();
  if (!row) throw new Error(`player_gifts ${giftId} vanished`);
  return row;
}

/** The gift being wagered in a currency (at most one, a unique index says so). */
export async function findWageringGift(
  db: Executor,
  playerId: number,
  currency: string,
  options: { lock?: boolean } = {},
): Promise<PlayerGiftRow | null> {
  const query = db
    .select()
    .from(playerGifts)
    .where(
      and(
        eq(playerGifts.playerId, playerId),
        eq(playerGifts.currency, currency),
        eq(playerGifts.stage, 'handle_bets'),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The oldest waiting gift in a currency: the next to start wagering. */
export async function findNextWaitingGift(
  db: Executor,
  playerId: number,
  currency: string,
): Promise<PlayerGiftRow | null> {
  const [row] = await db
    .select()
    .from(playerGifts)
    .where(
      and(
        eq(playerGifts.playerId, playerId),
        eq(playerGifts.currency, currency),
        eq(playerGifts.stage, 'wait'),
      ),
    )
    .orderBy(asc(playerGifts.activatedAt), asc(playerGifts.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** A player's gifts in these stages (all currencies). */
export async function findGiftsInStages(
  db: Executor,
  playerId: number,
  stages: readonly string[],
): Promise<PlayerGiftRow[]> {
  return db
    .select()
    .from(playerGifts)
    .where(and(eq(playerGifts.playerId, playerId), inArray(playerGifts.stage, [...stages])))
    .orderBy(asc(playerGifts.id));
}

/**
 * A player's gifts for the lists, newest first: every gift still going, and ended ones that
 * ended after `endedSince`.
 */
export async function listPlayerGifts(
  db: Executor,
  playerId: number,
  options: { family?: 'bonus' | 'freespins'; endedSince: Date; limit?: number },
): Promise<PlayerGiftRow[]> {
  return db
    .select()
    .from(playerGifts)
    .where(
      and(
        eq(playerGifts.playerId, playerId),
        options.family ? eq(playerGifts.family, options.family) : undefined,
        or(isNull(playerGifts.endedAt), gte(playerGifts.endedAt, options.endedSince)),
      ),
    )
    .orderBy(desc(playerGifts.createdAt), desc(playerGifts.id))
    .limit(options.limit ?? 200);
}

/** Issued gifts whose activation window closed before `now` (the expiry job). */
export async function findExpiredIssued(
  db: Executor,
  now: Date,
  limit: number,
): Promise<PlayerGiftRow[]> {
  return db
    .select()
    .from(playerGifts)
    .where(
      and(
        eq(playerGifts.stage, 'issued'),
        isNotNull(playerGifts.activatableUntil),
        lt(playerGifts.activatableUntil, now),
      ),
    )
    .orderBy(asc(playerGifts.activatableUntil))
    .limit(limit);
}

/**
 * Gifts being wagered past their wagering deadline, and free spins in play past their play
 * window (the expiry job; it applies the free spins' grace).
 */
export async function findOverdueWagering(
  db: Executor,
  now: Date,
  limit: number,
): Promise<PlayerGiftRow[]> {
  return db
    .select()
    .from(playerGifts)
    .where(
      and(
        inArray(playerGifts.stage, ['handle_bets', 'activated']),
        isNotNull(playerGifts.wagerUntil),
        lt(playerGifts.wagerUntil, now),
      ),
    )
    .orderBy(asc(playerGifts.wagerUntil))
    .limit(limit);
}

/** What eligibility reads of a player. */
export interface GiftPlayer {
  id: number;
  country: string | null;
  currency: string;
  canIssueBonuses: boolean;
  depositBonusCode: string | null;
  groups: number[];
}

export async function findGiftPlayer(db: Executor, playerId: number): Promise<GiftPlayer | null> {
  const [row] = await db
    .select({
      id: players.id,
      country: players.country,
      currency: players.currency,
      canIssueBonuses: players.canIssueBonuses,
      depositBonusCode: players.depositBonusCode,
    })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  if (!row) return null;
  const groups = await db
    .select({ groupId: playerGroups.groupId })
    .from(playerGroups)
    .where(eq(playerGroups.playerId, playerId));
  return { ...row, groups: groups.map((g) => g.groupId) };
}

export async function setCanIssueBonuses(
  db: Executor,
  playerId: number,
  canIssue: boolean,
): Promise<void> {
  await db.update(players).set({ canIssueBonuses: canIssue }).where(eq(players.id, playerId));
}

/** How many deposits of the player were credited (the next one is this + 1). */
export async function countCreditedDeposits(db: Executor, playerId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.action, 'deposit'),
        eq(payments.state, 'succeeded'),
      ),
    );
  return Number(row?.count ?? 0);
}

/** Which deposit of the player a credited payment was (1 = first), counting credited ones up to it. */
export async function depositNumberOf(
  db: Executor,
  playerId: number,
  paymentId: number,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.action, 'deposit'),
        eq(payments.state, 'succeeded'),
        lte(payments.id, paymentId),
      ),
    );
  return Math.max(1, Number(row?.count ?? 0));
}

/**
 * Forgets the player's stored deposit bonus code once a credited deposit used it (CB-019: a
 * code is for one deposit); a code changed since is left alone.
 */
export async function clearUsedDepositCode(
  db: Executor,
  playerId: number,
  code: string,
): Promise<void> {
  await db
    .update(players)
    .set({ depositBonusCode: null })
    .where(and(eq(players.id, playerId), eq(players.depositBonusCode, code)));
}

/**
 * Whether some enabled game of the catalog counts toward a gift with these contributions
 * (category slug → percent, `*` for the rest).
 */
export async function isWageredInCasino(
  db: Executor,
  contributions: Readonly<Record<string, number>>,
): Promise<boolean> {
  if ((contributions['*'] ?? 0) > 0) return true;
  const counted = Object.entries(contributions)
    .filter(([slug, percent]) => slug !== '*' && percent > 0)
    .map(([slug]) => slug);
  if (counted.length === 0) return false;
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.enabled, true),
        sql`${games.categories} && ARRAY[${sql.join(
          counted.map((slug) => sql`${slug}`),
          sql`, `,
        )}]::text[]`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
