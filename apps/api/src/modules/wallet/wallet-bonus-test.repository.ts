import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/transaction.js';
import { games } from '../../db/schema/games.js';
import { playerGifts } from '../../db/schema/gifts.js';
import { ledgerAccounts } from '../../db/schema/ledger.js';
import { outboxEvents } from '../../db/schema/outbox.js';
import { playerBalances, postTransaction } from '../ledger/ledger.service.js';
import type { FixturePlayer } from './wallet-fixture.service.js';

/**
 * Gifts for the wallet's tests, written directly (the gifts module is engagement's, and the
 * wallet must not depend on it): a row in `player_gifts` and, for bonus money, its
 * `bonus_grant` (promotions → player_bonus), as the gifts engine's activation books it.
 */

export interface BonusGiftInput {
  bonusCents: number;
  requirementCents: number;
  maxBetCents?: number | null;
  maxWinCents?: number | null;
  contributions?: Record<string, number>;
  /** Where the bonus money comes from: promotions (a bonus) or free-spin winnings held. */
  from?: 'promotions' | 'bonus_liability';
}

export async function grantBonus(
  db: Database,
  player: FixturePlayer,
  input: BonusGiftInput,
  now = new Date(),
): Promise<number> {
  const playerId = Number(player.user_id);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(playerGifts)
      .values({
        playerId,
        kind: 'deposit_bonus',
        family: 'bonus',
        title: 'Test bonus',
        groupKey: 'test',
        currency: player.currency,
        stage: 'handle_bets',
        amountCents: input.bonusCents,
        bonusCents: input.bonusCents,
        wagerRequirementCents: input.requirementCents,
        maxBetCents: input.maxBetCents ?? null,
        maxWinCents: input.maxWinCents ?? null,
        contributions: input.contributions ?? { '*': 100 },
        sourceReference: `test:${randomUUID()}`,
        createdAt: now,
        activatedAt: now,
        updatedAt: now,
      })
      .returning({ id: playerGifts.id });
    if (!row) throw new Error('no gift row');
    if (input.bonusCents > 0) {
      await postTransaction(tx, {
        reference: `gift:${row.id}:grant`,
        kind: 'bonus_grant',
        currency: player.currency,
        now,
        metadata: { gift: row.id },
        legs: [
          { account: { kind: input.from ?? 'promotions' }, amount: -input.bonusCents },
          { account: { kind: 'player_bonus', playerId }, amount: input.bonusCents },
        ],
      });
    }
    return row.id;
  });
  return id;
}

/** A free-spins gift in play (`activated`) under a studio issue id. */
export async function grantFreespins(
  db: Database,
  player: FixturePlayer,
  spins: number,
  now = new Date(),
): Promise<{ id: number; issueId: string }> {
  const issueId = `fs-${randomUUID()}`;
  const [row] = await db
    .insert(playerGifts)
    .values({
      playerId: Number(player.user_id),
      kind: 'giftspin',
      family: 'freespins',
      title: 'Test spins',
      groupKey: 'test',
      currency: player.currency,
      stage: 'activated',
      freespinsTotal: spins,
      freespinsLeft: spins,
      freespinIssueId: issueId,
      wagerMultiplier: 10,
      sourceReference: `test:${randomUUID()}`,
      createdAt: now,
      activatedAt: now,
      updatedAt: now,
    })
    .returning({ id: playerGifts.id });
  if (!row) throw new Error('no gift row');
  return { id: row.id, issueId };
}

/**
 * A forfeit as the gifts module books it (cancel, expiry, withdrawal, self-exclusion): the
 * gift's remaining bonus money back to promotions, the row ended.
 */
export async function forfeitGift(
  db: Database,
  player: FixturePlayer,
  giftId: number,
  reason: string,
  now = new Date(),
): Promise<void> {
  const playerId = Number(player.user_id);
  await db.transaction(async (tx) => {
    const [gift] = await tx
      .select()
      .from(playerGifts)
      .where(eq(playerGifts.id, giftId))
      .for('update');
    if (!gift || gift.stage !== 'handle_bets') return;
    if (gift.bonusCents > 0) {
      await postTransaction(tx, {
        reference: `gift:${giftId}:forfeit`,
        kind: 'bonus_forfeit',
        currency: player.currency,
        now,
        metadata: { gift: giftId, reason },
        legs: [
          { account: { kind: 'player_bonus', playerId }, amount: -gift.bonusCents },
          { account: { kind: 'promotions' }, amount: gift.bonusCents },
        ],
      });
    }
    await tx
      .update(playerGifts)
      .set({
        stage: reason === 'expiry' ? 'expired' : 'canceled',
        endReason: reason,
        bonusCents: 0,
        endedAt: now,
        updatedAt: now,
      })
      .where(eq(playerGifts.id, giftId));
  });
}

export async function giftRow(db: Database, giftId: number) {
  const [row] = await db.select().from(playerGifts).where(eq(playerGifts.id, giftId));
  if (!row) throw new Error(`gift ${giftId} missing`);
  return row;
}

export async function ledgerOf(db: Database, player: FixturePlayer) {
  const balances = await playerBalances(db, Number(player.user_id));
  const found = balances.find((balance) => balance.currency === player.currency);
  return { real: found?.realCents ?? 0, bonus: found?.bonusCents ?? 0 };
}

/** The brand account's balance (a sum of its entries) in a currency. */
export async function brandBalance(db: Database, kind: string, currency: string): Promise<number> {
  const result = await db.execute(sql`
    SELECT coalesce(sum(e.amount), 0)::text AS total FROM ledger_entries e
    JOIN ${ledgerAccounts} a ON a.id = e.account_id
    WHERE a.kind = ${kind} AND a.currency = ${currency} AND a.player_id IS NULL`);
  const [row] = (result as unknown as { rows: { total: string }[] }).rows;
  return Number(row?.total ?? 0);
}

export async function giftEvents(db: Database, topic: string, giftId: number) {
  const rows = await db
    .select({ payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(
      and(
        eq(outboxEvents.topic, topic),
        sql`(${outboxEvents.payload}->>'giftId')::bigint = ${giftId}`,
      ),
    )
    .orderBy(desc(outboxEvents.id));
  return rows.map((row) => row.payload as Record<string, unknown>);
}

/** The categories of the player's game (what contributions are keyed by). */
export async function gameCategories(db: Database, identifier: string): Promise<string[]> {
  const [row] = await db
    .select({ categories: games.categories })
    .from(games)
    .where(eq(games.identifier, identifier));
  return (row?.categories as string[] | undefined) ?? [];
}

/** The player's gift in `handle_bets` in their currency, or null. */
export async function wageringGiftOf(db: Database, player: FixturePlayer) {
  const [row] = await db
    .select()
    .from(playerGifts)
    .where(
      and(
        eq(playerGifts.playerId, Number(player.user_id)),
        eq(playerGifts.currency, player.currency),
        eq(playerGifts.stage, 'handle_bets'),
      ),
    );
  return row ?? null;
}
