import { and, asc, eq, sql } from 'drizzle-orm';
import { giftTemplateRulesSchema, type GiftTemplateRules } from '@croupier/contracts/gifts';
import type { CategoryWeights, EarningRateRule } from '@croupier/domain/comp-points/accrual';
import {
  compPointAccruals,
  compPointBalances,
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

/** What one bet adds to its rate's carry, in 1/`denominator` points. */
export interface BetAccrual {
  playerId: number;
  /** `studio:actionId` of the bet. */
  betRef: string;
  rateKey: string;
  units: bigint;
}

/** A rollback of the bet `betRef`, and the rate key it would earn by now (for its marker). */
export interface AccrualRollback {
  playerId: number;
  betRef: string;
  rateKey: string;
}

/** A signed change of units to one rate's carry, with the rate's denominator. */
export interface CarryMove {
  playerId: number;
  rateKey: string;
  units: bigint;
  denominator: bigint;
}

const asUnits = (units: bigint) => units.toString();

/**
 * Records what each bet contributes, in one statement; answers the bets recorded now. A bet
 * known already (redelivered, or rolled back before it came) is left out: it adds nothing.
 * One row per (player, bet) in `bets`.
 */
export async function insertAccruals(
  tx: Transaction,
  bets: readonly BetAccrual[],
  now: Date,
): Promise<BetAccrual[]> {
  if (bets.length === 0) return [];
  return tx
    .insert(compPointAccruals)
    .values(bets.map((bet) => ({ ...bet, rolledBack: false, createdAt: now })))
    .onConflictDoNothing()
    .returning({
      playerId: compPointAccruals.playerId,
      betRef: compPointAccruals.betRef,
      rateKey: compPointAccruals.rateKey,
      units: compPointAccruals.units,
    });
}

/**
 * Marks bets rolled back, in one statement, answering what each had contributed with its
 * carry's denominator (a rollback undoes at the bet's rate, whatever the rate is now; null
 * when the carry is not written yet, as for a bet recorded in the same batch). A
 * rollback arriving before its bet leaves a marker with no units, so the bet adds nothing when
 * it comes; a second rollback of a bet changes nothing. One row per (player, bet).
 */
export async function rollBackAccruals(
  tx: Transaction,
  rollbacks: readonly AccrualRollback[],
  now: Date,
): Promise<(Omit<CarryMove, 'denominator'> & { denominator: bigint | null })[]> {
  if (rollbacks.length === 0) return [];
  const input = JSON.stringify(
    rollbacks.map(({ playerId, betRef, rateKey }) => ({
      player_id: playerId,
      bet_ref: betRef,
      rate_key: rateKey,
    })),
  );
  const result = await tx.execute(sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${input}::jsonb)
        AS i(player_id bigint, bet_ref text, rate_key text)
    ), undone AS (
      UPDATE comp_point_accruals a SET rolled_back = true
      FROM input i
      WHERE a.player_id = i.player_id AND a.bet_ref = i.bet_ref AND NOT a.rolled_back
      RETURNING a.player_id, a.bet_ref, a.rate_key, a.units
    ), markers AS (
      INSERT INTO comp_point_accruals (player_id, bet_ref, rate_key, units, rolled_back, created_at)
      SELECT i.player_id, i.bet_ref, i.rate_key, 0, true, ${now.toISOString()}::timestamptz
      FROM input i
      WHERE NOT EXISTS (
        SELECT 1 FROM undone u WHERE u.player_id = i.player_id AND u.bet_ref = i.bet_ref)
      ON CONFLICT DO NOTHING
    )
    SELECT u.player_id, u.rate_key, u.units::text AS units, c.denominator::text AS denominator
    FROM undone u
    LEFT JOIN comp_point_carries c ON c.player_id = u.player_id AND c.rate_key = u.rate_key
    WHERE u.units <> 0`);
  const rows = (
    result as unknown as {
      rows: {
        player_id: string | number;
        rate_key: string;
        units: string;
        denominator: string | null;
      }[];
    }
  ).rows;
  return rows.map((row) => ({
    playerId: Number(row.player_id),
    rateKey: row.rate_key,
    units: -BigInt(row.units),
    denominator: row.denominator === null ? null : BigInt(row.denominator),
  }));
}

/** A player's whole points changed by a batch, and the balances after (null when 0). */
export interface PointsChange {
  playerId: number;
  points: number;
  balances: PointBalances | null;
}

/**
 * Moves the carries and pays the whole points they complete, in one statement: each carry
 * (one per player and rate key in `moves`) changes by its units, and each player's balances by
 * the sum over their keys of floor(after / denominator) - floor(before / denominator), at the
 * carry's own denominator. Answers one change per player whose carries moved.
 */
export async function moveCarries(
  tx: Transaction,
  moves: readonly CarryMove[],
  now: Date,
): Promise<PointsChange[]> {
  if (moves.length === 0) return [];
  const input = JSON.stringify(
    moves.map((move) => ({
      player_id: move.playerId,
      rate_key: move.rateKey,
      units: asUnits(move.units),
      denominator: asUnits(move.denominator),
    })),
  );
  const at = now.toISOString();
  const result = await tx.execute(sql`
    WITH input AS (
      SELECT player_id, rate_key, units::bigint AS units, denominator::bigint AS denominator
      FROM jsonb_to_recordset(${input}::jsonb)
        AS i(player_id bigint, rate_key text, units text, denominator text)
    ), carry AS (
      INSERT INTO comp_point_carries (player_id, rate_key, units, denominator)
      SELECT player_id, rate_key, units, denominator FROM input
      ON CONFLICT (player_id, rate_key)
        DO UPDATE SET units = comp_point_carries.units + EXCLUDED.units
      RETURNING player_id, rate_key, units AS after, denominator
    ), delta AS (
      SELECT c.player_id, sum(floor(c.after::numeric / c.denominator)
          - floor((c.after - i.units)::numeric / c.denominator))::bigint AS points
      FROM carry c JOIN input i ON i.player_id = c.player_id AND i.rate_key = c.rate_key
      GROUP BY c.player_id
    ), balance AS (
      INSERT INTO comp_point_balances (player_id, chargeable, persistent, updated_at)
      SELECT player_id, points, points, ${at}::timestamptz FROM delta WHERE points <> 0
      ON CONFLICT (player_id) DO UPDATE SET
        chargeable = comp_point_balances.chargeable + EXCLUDED.chargeable,
        persistent = comp_point_balances.persistent + EXCLUDED.persistent,
        updated_at = EXCLUDED.updated_at
      RETURNING player_id, chargeable, persistent, level_granted
    )
    SELECT d.player_id, d.points, b.chargeable, b.persistent, b.level_granted
    FROM delta d LEFT JOIN balance b ON b.player_id = d.player_id
    ORDER BY d.player_id`);
  interface ChangeRow {
    player_id: string | number;
    points: string | number;
    chargeable: string | number | null;
    persistent: string | number | null;
    level_granted: number | null;
  }
  return (result as unknown as { rows: ChangeRow[] }).rows.map((row) => ({
    playerId: Number(row.player_id),
    points: Number(row.points),
    balances:
      row.chargeable === null
        ? null
        : {
            chargeable: Number(row.chargeable),
            persistent: Number(row.persistent),
            levelGranted: row.level_granted ?? 0,
          },
  }));
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
  /** The gift's `group_key` (a `chances` rate must issue a Rocket Chance entry, `chance*`). */
  groupKey: string;
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
      groupKey: giftTemplates.groupKey,
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
