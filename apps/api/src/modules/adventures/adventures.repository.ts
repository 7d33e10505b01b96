import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  adventureDayProgress,
  adventurePlayers,
  adventureSteps,
} from '../../db/schema/adventures.js';
import { giftTemplates, playerGifts } from '../../db/schema/gifts.js';
import { playerLootboxes } from '../../db/schema/lootboxes.js';
import { playerGroups, players } from '../../db/schema/players.js';
import type { Executor } from '../../db/transaction.js';

export type AdventureStepRow = typeof adventureSteps.$inferSelect;

export interface AdventurePlayer {
  id: number;
  country: string | null;
  currency: string;
  groups: number[];
  /** GF-021: false when the player turned bonuses off. */
  canIssueBonuses: boolean;
  /** The zone the site reported, if any. */
  timeZone: string | null;
}

export async function findAdventurePlayer(
  db: Executor,
  playerId: number,
): Promise<AdventurePlayer | null> {
  const [row] = await db
    .select({
      id: players.id,
      country: players.country,
      currency: players.currency,
      canIssueBonuses: players.canIssueBonuses,
      timeZone: adventurePlayers.timeZone,
    })
    .from(players)
    .leftJoin(adventurePlayers, eq(adventurePlayers.playerId, players.id))
    .where(eq(players.id, playerId))
    .limit(1);
  if (!row) return null;
  const groups = await db
    .select({ groupId: playerGroups.groupId })
    .from(playerGroups)
    .where(eq(playerGroups.playerId, playerId));
  return { ...row, groups: groups.map((group) => group.groupId) };
}

export async function saveTimeZone(
  db: Executor,
  playerId: number,
  timeZone: string,
  now: Date,
): Promise<void> {
  await db
    .insert(adventurePlayers)
    .values({ playerId, timeZone, updatedAt: now })
    .onConflictDoUpdate({
      target: adventurePlayers.playerId,
      set: { timeZone, updatedAt: now },
      where: sql`${adventurePlayers.timeZone} <> excluded.time_zone`,
    });
}

export async function findSteps(
  db: Executor,
  playerId: number,
  setKey: string,
): Promise<AdventureStepRow[]> {
  return db
    .select()
    .from(adventureSteps)
    .where(and(eq(adventureSteps.playerId, playerId), eq(adventureSteps.setKey, setKey)));
}

/** Records a completed step; false when it was already recorded. */
export async function insertStep(
  db: Executor,
  step: typeof adventureSteps.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(adventureSteps)
    .values(step)
    .onConflictDoNothing()
    .returning({ step: adventureSteps.step });
  return inserted.length > 0;
}

export async function setStepGift(
  db: Executor,
  key: { playerId: number; setKey: string; step: number },
  giftId: number,
): Promise<void> {
  await db
    .update(adventureSteps)
    .set({ giftId })
    .where(
      and(
        eq(adventureSteps.playerId, key.playerId),
        eq(adventureSteps.setKey, key.setKey),
        eq(adventureSteps.step, key.step),
      ),
    );
}

export interface DayProgress {
  bestDepositEurCents: number;
  wageredEurCents: number;
}

/**
 * Adds a deposit (kept when it is the day's largest) and a wager (a rollback's is negative,
 * never below zero) to a day's progress, in one statement, and answers the totals.
 */
export async function addDayProgress(
  db: Executor,
  key: { playerId: number; setKey: string; day: number; windowStart: string },
  add: { depositEurCents: number; wagerEurCents: number },
  now: Date,
): Promise<DayProgress> {
  const [row] = await db
    .insert(adventureDayProgress)
    .values({
      ...key,
      bestDepositEurCents: add.depositEurCents,
      wageredEurCents: Math.max(0, add.wagerEurCents),
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [
        adventureDayProgress.playerId,
        adventureDayProgress.setKey,
        adventureDayProgress.day,
        adventureDayProgress.windowStart,
      ],
      set: {
        bestDepositEurCents: sql`greatest(${adventureDayProgress.bestDepositEurCents}, ${add.depositEurCents})`,
        wageredEurCents: sql`greatest(0, ${adventureDayProgress.wageredEurCents} + ${add.wagerEurCents})`,
        updatedAt: now,
      },
    })
    .returning({
      bestDepositEurCents: adventureDayProgress.bestDepositEurCents,
      wageredEurCents: adventureDayProgress.wageredEurCents,
    });
  if (!row) throw new Error('adventure progress upsert answered no row');
  return row;
}

export async function findDayProgress(
  db: Executor,
  key: { playerId: number; setKey: string; day: number; windowStart: string },
): Promise<DayProgress | null> {
  const [row] = await db
    .select({
      bestDepositEurCents: adventureDayProgress.bestDepositEurCents,
      wageredEurCents: adventureDayProgress.wageredEurCents,
    })
    .from(adventureDayProgress)
    .where(
      and(
        eq(adventureDayProgress.playerId, key.playerId),
        eq(adventureDayProgress.setKey, key.setKey),
        eq(adventureDayProgress.day, key.day),
        eq(adventureDayProgress.windowStart, key.windowStart),
      ),
    )
    .limit(1);
  return row ?? null;
}

export interface StepGift {
  id: number;
  title: string;
  stage: string;
  activatableUntil: Date | null;
}

export async function findStepGifts(
  db: Executor,
  playerId: number,
  giftIds: number[],
): Promise<Map<number, StepGift>> {
  if (giftIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: playerGifts.id,
      title: playerGifts.title,
      stage: playerGifts.stage,
      activatableUntil: playerGifts.activatableUntil,
    })
    .from(playerGifts)
    .where(and(eq(playerGifts.playerId, playerId), inArray(playerGifts.id, giftIds)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The id of the gift template a prize names, if the brand has it enabled. */
export async function findPrizeTemplateId(db: Executor, key: string): Promise<number | null> {
  const [row] = await db
    .select({ id: giftTemplates.id })
    .from(giftTemplates)
    .where(and(eq(giftTemplates.key, key), eq(giftTemplates.enabled, true)))
    .limit(1);
  return row?.id ?? null;
}

/** The lootboxes that paid the player's steps, by their source reference. */
export async function findStepLootboxes(
  db: Executor,
  playerId: number,
  references: string[],
): Promise<Map<string, { id: number; stage: string }>> {
  if (references.length === 0) return new Map();
  const rows = await db
    .select({
      id: playerLootboxes.id,
      stage: playerLootboxes.stage,
      sourceReference: playerLootboxes.sourceReference,
    })
    .from(playerLootboxes)
    .where(
      and(
        eq(playerLootboxes.playerId, playerId),
        inArray(playerLootboxes.sourceReference, references),
      ),
    );
  return new Map(rows.map((row) => [row.sourceReference, { id: row.id, stage: row.stage }]));
}
