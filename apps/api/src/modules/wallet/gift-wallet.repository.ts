import { and, eq, sql } from 'drizzle-orm';
import { playerGifts } from '../../db/schema/gifts.js';
import { inline, raw } from '../../db/inline-sql.js';
import type { Transaction } from '../../db/transaction.js';
import { contributionsOf, giftColumns, parseGift, type GiftSqlRow } from './bonus-in-play.js';

/**
 * The wallet's own reads and writes of `player_gifts` outside the play call's two messages
 * (the rollback path takes ordinary statements). The wallet never imports the gifts module.
 */

/** The gift in `handle_bets` in a currency (the rollback's answer counts its bonus). */
export async function findWageringGift(
  tx: Transaction,
  playerId: number,
  currency: string,
): Promise<ReturnType<typeof parseGift>> {
  const text = inline`SELECT ${raw(giftColumns(currency))} AS gift FROM players
    WHERE players.id = ${playerId}`;
  const result = await tx.execute(sql.raw(text));
  const [row] = (result as unknown as { rows: { gift: GiftSqlRow | null }[] }).rows;
  return parseGift(row?.gift);
}

/** The gift row a rollback reads (under the player's money lock, taken by the call). */
export interface GiftOfAction {
  id: number;
  family: string;
  stage: string;
  bonusCents: number;
  wageredCents: number;
  amountCents: number;
  freespinsLeft: number;
  contributions: Record<string, number>;
}

export async function lockGift(
  tx: Transaction,
  playerId: number,
  giftId: number,
): Promise<GiftOfAction | null> {
  const [row] = await tx
    .select({
      id: playerGifts.id,
      family: playerGifts.family,
      stage: playerGifts.stage,
      bonusCents: playerGifts.bonusCents,
      wageredCents: playerGifts.wageredCents,
      amountCents: playerGifts.amountCents,
      freespinsLeft: playerGifts.freespinsLeft,
      contributions: playerGifts.contributions,
    })
    .from(playerGifts)
    .where(and(eq(playerGifts.id, giftId), eq(playerGifts.playerId, playerId)))
    .for('update');
  return row ? { ...row, contributions: contributionsOf(row.contributions) } : null;
}

export async function updateGift(
  tx: Transaction,
  now: Date,
  giftId: number,
  set: Partial<
    Pick<
      typeof playerGifts.$inferInsert,
      'freespinsLeft' | 'amountCents' | 'bonusCents' | 'wageredCents'
    >
  >,
): Promise<void> {
  await tx
    .update(playerGifts)
    .set({ ...set, updatedAt: now })
    .where(eq(playerGifts.id, giftId));
}
