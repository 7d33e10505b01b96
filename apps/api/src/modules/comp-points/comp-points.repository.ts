import { and, asc, eq, sql } from 'drizzle-orm';
import { giftTemplateRulesSchema, type GiftTemplateRules } from '@croupier/contracts/gifts';
import type { CategoryWeights, EarningRateRule } from '@croupier/domain/comp-points/accrual';
import {
  compPointAccruals,
  compPointBalances,
  compPointCarries,
  compPointCategoryWeights,
  compPointEarningRates,
  compPointExchanges,
  compPointRates,
} from '../../db/schema/comp-points.js';
import { giftTemplates } from '../../db/schema/gifts.js';
import { playerAccounts, playerGroups, players } from '../../db/schema/players.js';
import type { Executor, Transaction } from '../../db/transaction.js';

export type CompPointRateRow = typeof compPointRates.$inferSelect;
export type NewCompPointRate = typeof compPointRates.$inferInsert;
export type CompPointExchangeRow = typeof compPointExchanges.$inferSelect;
export type NewCompPointExchange = typeof compPointExchanges.$inferInsert;

export interface PointBalances {
  chargeable: number;
  persistent: number;
  levelGranted: number;
}

const EMPTY: PointBalances = { chargeable: 0, persistent: 0, levelGranted: 0 };

// ---- balances -------------------------------------------------------------------------------

export async function findBalances(db: Executor, playerId: number): Promise<PointBalances> {
  const [row] = await db
    .select({
      chargeable: compPointBalances.chargeable,
      persistent: compPointBalances.persistent,
      levelGranted: compPointBalances.levelGranted,
    })
    .from(compPointBalances)
    .where(eq(compPointBalances.playerId, playerId));
  return row ?? EMPTY;
}

/** Adds to both balances (signed), creating the row; answers the balances after the change. */
export async function addPoints(
  tx: Transaction,
  playerId: number,
  points: number,
  now: Date,
): Promise<PointBalances> {
  const [row] = await tx
    .insert(compPointBalances)
    .values({ playerId, chargeable: points, persistent: points, updatedAt: now })
    .onConflictDoUpdate({
      target: compPointBalances.playerId,
      set: {
        chargeable: sql`${compPointBalances.chargeable} + ${points}`,
        persistent: sql`${compPointBalances.persistent} + ${points}`,
        updatedAt: now,
      },
    })
    .returning({
      chargeable: compPointBalances.chargeable,
      persistent: compPointBalances.persistent,
      levelGranted: compPointBalances.levelGranted,
    });
  if (!row) throw new Error(`comp points of player ${playerId} not written`);
  return row;
}

/**
 * Takes `points` from the chargeable balance only if it holds them, in one conditional update
 * (the row lock it takes serialises concurrent exchanges): null when it does not.
 */
export async function spendPoints(
  tx: Transaction,
  playerId: number,
  points: number,
  now: Date,
): Promise<PointBalances | null> {
  const [row] = await tx
    .update(compPointBalances)
    .set({ chargeable: sql`${compPointBalances.chargeable} - ${points}`, updatedAt: now })
    .where(
      and(
        eq(compPointBalances.playerId, playerId),
        sql`${compPointBalances.chargeable} >= ${points}`,
      ),
    )
    .returning({
      chargeable: compPointBalances.chargeable,
      persistent: compPointBalances.persistent,
      levelGranted: compPointBalances.levelGranted,
    });
  return row ?? null;
}

export async function setLevelGranted(
  tx: Transaction,
  playerId: number,
  level: number,
): Promise<void> {
  await tx
    .update(compPointBalances)
    .set({ levelGranted: sql`greatest(${compPointBalances.levelGranted}, ${level})` })
    .where(eq(compPointBalances.playerId, playerId));
}

// ---- accrual --------------------------------------------------------------------------------

/** Records a bet's contribution; false when the bet is known already (rolled back first). */
export async function insertAccrual(
  tx: Transaction,
  row: { playerId: number; betRef: string; rateKey: string; units: bigint; createdAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(compPointAccruals)
    .values({ ...row, rolledBack: false })
    .onConflictDoNothing()
    .returning({ betRef: compPointAccruals.betRef });
  return inserted.length > 0;
}

/**
 * Marks a bet rolled back, answering what it had contributed; a rollback arriving before its bet
 * leaves a marker with no units (and answers null), so the bet adds nothing when it comes.
 */
export async function rollBackAccrual(
  tx: Transaction,
  row: { playerId: number; betRef: string; rateKey: string; createdAt: Date },
): Promise<{ rateKey: string; units: bigint } | null> {
  const [updated] = await tx
    .update(compPointAccruals)
    .set({ rolledBack: true })
    .where(
      and(
        eq(compPointAccruals.playerId, row.playerId),
        eq(compPointAccruals.betRef, row.betRef),
        eq(compPointAccruals.rolledBack, false),
      ),
    )
    .returning({ rateKey: compPointAccruals.rateKey, units: compPointAccruals.units });
  if (updated) return updated;
  await tx
    .insert(compPointAccruals)
    .values({ ...row, units: 0n, rolledBack: true })
    .onConflictDoNothing();
  return null;
}

/** Adds `units` to a rate's carry, answering the units before and after. */
export async function moveCarry(
  tx: Transaction,
  playerId: number,
  rateKey: string,
  denominator: bigint,
  units: bigint,
): Promise<{ before: bigint; after: bigint; denominator: bigint }> {
  const [row] = await tx
    .insert(compPointCarries)
    .values({ playerId, rateKey, units, denominator })
    .onConflictDoUpdate({
      target: [compPointCarries.playerId, compPointCarries.rateKey],
      set: { units: sql`${compPointCarries.units} + ${units}` },
    })
    .returning({ units: compPointCarries.units, denominator: compPointCarries.denominator });
  if (!row) throw new Error(`carry ${rateKey} of player ${playerId} not written`);
  return { before: row.units - units, after: row.units, denominator: row.denominator };
}

// ---- brand data -----------------------------------------------------------------------------

export async function listEarningRates(db: Executor): Promise<Map<string, EarningRateRule>> {
  const rows = await db.select().from(compPointEarningRates);
  return new Map(
    rows
      .filter((row) => row.amountCents > 0 && row.points > 0)
      .map((row) => [
        row.currency,
        { currency: row.currency, amountCents: row.amountCents, points: row.points },
      ]),
  );
}

export async function listCategoryWeights(db: Executor): Promise<CategoryWeights> {
  const rows = await db.select().from(compPointCategoryWeights);
  return Object.fromEntries(rows.map((row) => [row.category, row.percent]));
}

export async function listRates(
  db: Executor,
  filter: { type?: string } = {},
): Promise<CompPointRateRow[]> {
  return db
    .select()
    .from(compPointRates)
    .where(
      and(
        eq(compPointRates.enabled, true),
        filter.type === undefined ? undefined : eq(compPointRates.type, filter.type),
      ),
    )
    .orderBy(asc(compPointRates.position), asc(compPointRates.points), asc(compPointRates.id));
}

// ---- exchanges ------------------------------------------------------------------------------

export async function findExchangeByKey(
  db: Executor,
  playerId: number,
  idempotencyKey: string,
): Promise<CompPointExchangeRow | null> {
  const [row] = await db
    .select()
    .from(compPointExchanges)
    .where(
      and(
        eq(compPointExchanges.playerId, playerId),
        eq(compPointExchanges.idempotencyKey, idempotencyKey),
      ),
    );
  return row ?? null;
}

/** Null when a concurrent request with the same key committed first. */
export async function insertExchange(
  tx: Transaction,
  row: NewCompPointExchange,
): Promise<CompPointExchangeRow | null> {
  const [inserted] = await tx
    .insert(compPointExchanges)
    .values(row)
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

export async function updateExchangeGrants(
  tx: Transaction,
  id: number,
  grants: { giftIds: number[]; lootboxIds: number[] },
): Promise<CompPointExchangeRow> {
  const [row] = await tx
    .update(compPointExchanges)
    .set(grants)
    .where(eq(compPointExchanges.id, id))
    .returning();
  if (!row) throw new Error(`exchange ${id} vanished`);
  return row;
}

// ---- the player -----------------------------------------------------------------------------

export interface ExchangingPlayer {
  id: number;
  /** The active account's currency (else the registration currency). */
  currency: string;
  canIssueBonuses: boolean;
  groups: number[];
}

export async function findExchangingPlayer(
  db: Executor,
  playerId: number,
): Promise<ExchangingPlayer | null> {
  const [row] = await db
    .select({
      id: players.id,
      currency: players.currency,
      canIssueBonuses: players.canIssueBonuses,
      active: playerAccounts.currency,
    })
    .from(players)
    .leftJoin(
      playerAccounts,
      and(eq(playerAccounts.playerId, players.id), eq(playerAccounts.active, true)),
    )
    .where(eq(players.id, playerId))
    .limit(1);
  if (!row) return null;
  const groups = await db
    .select({ groupId: playerGroups.groupId })
    .from(playerGroups)
    .where(eq(playerGroups.playerId, playerId));
  return {
    id: row.id,
    currency: row.active ?? row.currency,
    canIssueBonuses: row.canIssueBonuses,
    groups: groups.map((group) => group.groupId),
  };
}

// ---- the gift templates rates and levels issue (brand data of the gifts module) ------------

/** What comp points read of a gift template: its id for the grant service, and its terms. */
export interface RewardGiftTemplate {
  id: number;
  key: string;
  enabled: boolean;
  rules: GiftTemplateRules;
}

export async function findRewardGiftTemplate(
  db: Executor,
  key: string,
): Promise<RewardGiftTemplate | null> {
  const [row] = await db
    .select({
      id: giftTemplates.id,
      key: giftTemplates.key,
      enabled: giftTemplates.enabled,
      rules: giftTemplates.rules,
    })
    .from(giftTemplates)
    .where(eq(giftTemplates.key, key))
    .limit(1);
  if (!row) return null;
  const rules = giftTemplateRulesSchema.safeParse(row.rules);
  return rules.success ? { ...row, rules: rules.data } : null;
}

// ---- operator changes -----------------------------------------------------------------------

export async function upsertEarningRate(
  db: Executor,
  rate: { currency: string; amountCents: number; points: number },
  now: Date,
): Promise<void> {
  await db
    .insert(compPointEarningRates)
    .values({ ...rate, updatedAt: now })
    .onConflictDoUpdate({
      target: compPointEarningRates.currency,
      set: { amountCents: rate.amountCents, points: rate.points, updatedAt: now },
    });
}

export async function upsertCategoryWeight(
  db: Executor,
  category: string,
  percent: number,
  now: Date,
): Promise<void> {
  await db
    .insert(compPointCategoryWeights)
    .values({ category, percent, updatedAt: now })
    .onConflictDoUpdate({
      target: compPointCategoryWeights.category,
      set: { percent, updatedAt: now },
    });
}

export async function findRateByKey(db: Executor, key: string): Promise<CompPointRateRow | null> {
  const [row] = await db.select().from(compPointRates).where(eq(compPointRates.key, key));
  return row ?? null;
}

export async function updateRate(
  db: Executor,
  key: string,
  patch: { points?: number; enabled?: boolean },
): Promise<CompPointRateRow | null> {
  const [row] = await db
    .update(compPointRates)
    .set(patch)
    .where(eq(compPointRates.key, key))
    .returning();
  return row ?? null;
}

export async function listAllRates(db: Executor): Promise<CompPointRateRow[]> {
  return db.select().from(compPointRates).orderBy(asc(compPointRates.position));
}

/**
 * A bet's whole effect in one statement (the hot path: one round trip per bet): records what
 * the bet adds, adds it to the carry of its rate, and adds the whole points it completes to both
 * balances. Null when the bet is known already (redelivered, or rolled back first); `points` 0
 * when it completed no point (the balances are then not read).
 */
export async function accrueBet(
  tx: Transaction,
  bet: {
    playerId: number;
    betRef: string;
    rateKey: string;
    units: bigint;
    denominator: bigint;
    now: Date;
  },
): Promise<{ points: number; balances: PointBalances | null } | null> {
  const at = bet.now.toISOString();
  const result = await tx.execute(sql`
    WITH accrual AS (
      INSERT INTO comp_point_accruals (player_id, bet_ref, rate_key, units, rolled_back, created_at)
      VALUES (${bet.playerId}, ${bet.betRef}, ${bet.rateKey}, ${bet.units.toString()}::bigint, false, ${at}::timestamptz)
      ON CONFLICT DO NOTHING
      RETURNING units
    ), carry AS (
      INSERT INTO comp_point_carries (player_id, rate_key, units, denominator)
      SELECT ${bet.playerId}, ${bet.rateKey}, units, ${bet.denominator.toString()}::bigint FROM accrual
      ON CONFLICT (player_id, rate_key)
        DO UPDATE SET units = comp_point_carries.units + EXCLUDED.units
      RETURNING units AS after, units - ${bet.units.toString()}::bigint AS before, denominator
    ), delta AS (
      SELECT (floor(after::numeric / denominator) - floor(before::numeric / denominator))::bigint
        AS points FROM carry
    ), balance AS (
      INSERT INTO comp_point_balances (player_id, chargeable, persistent, updated_at)
      SELECT ${bet.playerId}, points, points, ${at}::timestamptz FROM delta WHERE points <> 0
      ON CONFLICT (player_id) DO UPDATE SET
        chargeable = comp_point_balances.chargeable + EXCLUDED.chargeable,
        persistent = comp_point_balances.persistent + EXCLUDED.persistent,
        updated_at = EXCLUDED.updated_at
      RETURNING chargeable, persistent, level_granted
    )
    SELECT delta.points, balance.chargeable, balance.persistent, balance.level_granted
    FROM delta LEFT JOIN balance ON true`);
  interface AccrualRow {
    points: string | number | null;
    chargeable: string | number | null;
    persistent: string | number | null;
    level_granted: number | null;
  }
  const rows = (result as unknown as { rows: AccrualRow[] }).rows;
  const row = rows[0];
  if (!row || row.points === null) return null;
  const points = Number(row.points);
  if (points === 0 || row.chargeable === null) return { points, balances: null };
  return {
    points,
    balances: {
      chargeable: Number(row.chargeable),
      persistent: Number(row.persistent),
      levelGranted: row.level_granted ?? 0,
    },
  };
}
