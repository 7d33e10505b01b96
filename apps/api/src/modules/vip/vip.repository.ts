import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { giftTemplates } from '../../db/schema/gifts.js';
import { playerGroups, players } from '../../db/schema/players.js';
import { vipQuarterSums, vipStatuses, vipTiers } from '../../db/schema/vip.js';
import type { Executor } from '../../db/transaction.js';
import type { VipTierSeed } from '../brand/seed-data/vip.js';

export interface VipTierRow {
  key: string;
  rank: number;
  lifelong: boolean;
  thresholds: unknown;
  defaultThresholds: unknown;
}

export function listTiers(db: Executor): Promise<VipTierRow[]> {
  return db
    .select({
      key: vipTiers.key,
      rank: vipTiers.rank,
      lifelong: vipTiers.lifelong,
      thresholds: vipTiers.thresholds,
      defaultThresholds: vipTiers.defaultThresholds,
    })
    .from(vipTiers)
    .orderBy(asc(vipTiers.rank));
}

/** Seed: a tier is written only when its key is missing (an operator's edits stay). */
export async function insertTierIfMissing(db: Executor, tier: VipTierSeed): Promise<void> {
  await db
    .insert(vipTiers)
    .values({
      key: tier.key,
      rank: tier.rank,
      lifelong: tier.lifelong,
      thresholds: tier.thresholds,
      defaultThresholds: tier.defaultThresholds,
    })
    .onConflictDoNothing();
}

export interface QuarterSumsRow {
  depositCents: number;
  betSumCents: number;
}

/** Adds to the player's sums of `quarter` in `currency` (signed deltas); returns the new sums. */
export async function addQuarterSums(
  tx: Executor,
  change: {
    playerId: number;
    quarter: string;
    currency: string;
    depositCents: number;
    betSumCents: number;
    now: Date;
  },
): Promise<QuarterSumsRow> {
  const [row] = await tx
    .insert(vipQuarterSums)
    .values({
      playerId: change.playerId,
      quarter: change.quarter,
      currency: change.currency,
      depositCents: change.depositCents,
      betSumCents: change.betSumCents,
      updatedAt: change.now,
    })
    .onConflictDoUpdate({
      target: [vipQuarterSums.playerId, vipQuarterSums.quarter, vipQuarterSums.currency],
      set: {
        depositCents: sql`${vipQuarterSums.depositCents} + ${change.depositCents}`,
        betSumCents: sql`${vipQuarterSums.betSumCents} + ${change.betSumCents}`,
        updatedAt: change.now,
      },
    })
    .returning({
      depositCents: vipQuarterSums.depositCents,
      betSumCents: vipQuarterSums.betSumCents,
    });
  if (!row) throw new Error('vip quarter sums upsert returned nothing');
  return row;
}

export async function findQuarterSums(
  db: Executor,
  playerId: number,
  quarter: string,
  currency: string,
): Promise<QuarterSumsRow> {
  const [row] = await db
    .select({
      depositCents: vipQuarterSums.depositCents,
      betSumCents: vipQuarterSums.betSumCents,
    })
    .from(vipQuarterSums)
    .where(
      and(
        eq(vipQuarterSums.playerId, playerId),
        eq(vipQuarterSums.quarter, quarter),
        eq(vipQuarterSums.currency, currency),
      ),
    );
  return row ?? { depositCents: 0, betSumCents: 0 };
}

export async function findPlayerCurrency(db: Executor, playerId: number): Promise<string | null> {
  const [row] = await db
    .select({ currency: players.currency })
    .from(players)
    .where(eq(players.id, playerId));
  return row?.currency ?? null;
}

export async function findStatusQuarter(db: Executor, playerId: number): Promise<string | null> {
  const [row] = await db
    .select({ quarter: vipStatuses.quarter })
    .from(vipStatuses)
    .where(eq(vipStatuses.playerId, playerId));
  return row?.quarter ?? null;
}

export async function saveStatus(
  tx: Executor,
  status: { playerId: number; tier: string; quarter: string; now: Date },
): Promise<void> {
  await tx
    .insert(vipStatuses)
    .values({
      playerId: status.playerId,
      tier: status.tier,
      quarter: status.quarter,
      since: status.now,
      updatedAt: status.now,
    })
    .onConflictDoUpdate({
      target: vipStatuses.playerId,
      set: { tier: status.tier, quarter: status.quarter, since: status.now, updatedAt: status.now },
    });
}

/**
 * Players in one of `groupIds` (the expiring tiers) whose status was not given in `quarter`
 * (the new one): those the quarter's end takes it from. Ascending ids after `afterId`.
 */
export async function findExpiringPlayers(
  db: Executor,
  groupIds: readonly number[],
  quarter: string,
  afterId: number,
  limit: number,
): Promise<number[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ playerId: playerGroups.playerId })
    .from(playerGroups)
    .leftJoin(vipStatuses, eq(vipStatuses.playerId, playerGroups.playerId))
    .where(
      and(
        inArray(playerGroups.groupId, [...groupIds]),
        sql`${playerGroups.playerId} > ${afterId}`,
        or(isNull(vipStatuses.quarter), lt(vipStatuses.quarter, quarter)),
      ),
    )
    .orderBy(asc(playerGroups.playerId))
    .limit(limit);
  return rows.map((row) => row.playerId);
}

export async function findGroupIds(db: Executor, playerId: number): Promise<number[]> {
  const rows = await db
    .select({ groupId: playerGroups.groupId })
    .from(playerGroups)
    .where(eq(playerGroups.playerId, playerId))
    .orderBy(asc(playerGroups.groupId));
  return rows.map((row) => row.groupId);
}

/** Joins the groups (source `vip`); returns those the player was not in yet. */
export async function joinGroups(
  db: Executor,
  playerId: number,
  groupIds: readonly number[],
  at: Date,
): Promise<number[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .insert(playerGroups)
    .values(groupIds.map((groupId) => ({ playerId, groupId, source: 'vip', addedAt: at })))
    .onConflictDoNothing()
    .returning({ groupId: playerGroups.groupId });
  return rows.map((row) => row.groupId);
}

export async function leaveGroups(
  db: Executor,
  playerId: number,
  groupIds: readonly number[],
): Promise<void> {
  if (groupIds.length === 0) return;
  await db
    .delete(playerGroups)
    .where(and(eq(playerGroups.playerId, playerId), inArray(playerGroups.groupId, [...groupIds])));
}

/** The rules of the brand's enabled cashback templates (their per-tier percentages). */
export async function findCashbackRules(db: Executor): Promise<unknown[]> {
  const rows = await db
    .select({ rules: giftTemplates.rules })
    .from(giftTemplates)
    .where(and(eq(giftTemplates.kind, 'cashback'), eq(giftTemplates.enabled, true)))
    .orderBy(asc(giftTemplates.id));
  return rows.map((row) => row.rules);
}

/** An operator's change of what a tier takes in one currency (null: remove that currency). */
export async function updateTierThresholds(
  db: Executor,
  key: string,
  thresholds: Record<string, unknown>,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(vipTiers)
    .set({ thresholds, updatedAt: at })
    .where(eq(vipTiers.key, key))
    .returning({ key: vipTiers.key });
  return rows.length > 0;
}
