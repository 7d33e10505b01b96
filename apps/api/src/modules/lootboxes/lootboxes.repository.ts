import { and, asc, desc, eq, gte, lte, or } from 'drizzle-orm';
import { lootboxTemplates, playerLootboxes, prizeDraws } from '../../db/schema/lootboxes.js';
import { playerGroups, players } from '../../db/schema/players.js';
import { giftTemplateRulesSchema, type GiftTemplateRules } from '@croupier/contracts/gifts';
import { giftTemplates } from '../../db/schema/gifts.js';
import type { Executor } from '../../db/transaction.js';

export type LootboxTemplateRow = typeof lootboxTemplates.$inferSelect;
export type NewLootboxTemplate = typeof lootboxTemplates.$inferInsert;
export type PlayerLootboxRow = typeof playerLootboxes.$inferSelect;
export type NewPlayerLootbox = typeof playerLootboxes.$inferInsert;
export type PrizeDrawRow = typeof prizeDraws.$inferSelect;
export type NewPrizeDraw = typeof prizeDraws.$inferInsert;

function validId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}

export async function findLootboxTemplateByKey(
  db: Executor,
  key: string,
): Promise<LootboxTemplateRow | null> {
  const [row] = await db
    .select()
    .from(lootboxTemplates)
    .where(eq(lootboxTemplates.key, key))
    .limit(1);
  return row ?? null;
}

export async function listLootboxTemplates(db: Executor): Promise<LootboxTemplateRow[]> {
  return db.select().from(lootboxTemplates).orderBy(asc(lootboxTemplates.id));
}

/** Seed step: inserts a template when its key is missing; an operator's edits stay. */
export async function insertLootboxTemplateIfMissing(
  db: Executor,
  template: NewLootboxTemplate,
): Promise<void> {
  await db.insert(lootboxTemplates).values(template).onConflictDoNothing({
    target: lootboxTemplates.key,
  });
}

/** Inserts a box unless its source reference exists; null when it did. */
export async function insertLootbox(
  db: Executor,
  box: NewPlayerLootbox,
): Promise<PlayerLootboxRow | null> {
  const [row] = await db
    .insert(playerLootboxes)
    .values(box)
    .onConflictDoNothing({ target: playerLootboxes.sourceReference })
    .returning();
  return row ?? null;
}

export async function findLootboxBySource(
  db: Executor,
  sourceReference: string,
): Promise<PlayerLootboxRow | null> {
  const [row] = await db
    .select()
    .from(playerLootboxes)
    .where(eq(playerLootboxes.sourceReference, sourceReference))
    .limit(1);
  return row ?? null;
}

/** One box of one player (locked for update when asked); null for another player's id. */
export async function findPlayerLootbox(
  db: Executor,
  playerId: number,
  lootboxId: number,
  options: { lock?: boolean } = {},
): Promise<PlayerLootboxRow | null> {
  if (!validId(lootboxId)) return null;
  const query = db
    .select()
    .from(playerLootboxes)
    .where(and(eq(playerLootboxes.id, lootboxId), eq(playerLootboxes.playerId, playerId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The boxes the list can show: every issued one, and those activated since `activatedSince`
 * (the list keeps only those created on the player's day, LB-002), newest first.
 */
export async function listPlayerLootboxes(
  db: Executor,
  playerId: number,
  activatedSince: Date,
): Promise<PlayerLootboxRow[]> {
  return db
    .select()
    .from(playerLootboxes)
    .where(
      and(
        eq(playerLootboxes.playerId, playerId),
        or(
          eq(playerLootboxes.stage, 'issued'),
          and(
            eq(playerLootboxes.stage, 'activated'),
            gte(playerLootboxes.createdAt, activatedSince),
          ),
        ),
      ),
    )
    .orderBy(desc(playerLootboxes.createdAt), desc(playerLootboxes.id))
    .limit(200);
}

export async function updateLootbox(
  db: Executor,
  lootboxId: number,
  patch: Partial<NewPlayerLootbox>,
): Promise<PlayerLootboxRow> {
  const [row] = await db
    .update(playerLootboxes)
    .set(patch)
    .where(eq(playerLootboxes.id, lootboxId))
    .returning();
  if (!row) throw new Error(`player_lootboxes ${lootboxId} vanished`);
  return row;
}

/** Issued boxes past their `valid_until` (the expiry job). */
export async function findExpiredIssuedLootboxes(
  db: Executor,
  now: Date,
  limit: number,
): Promise<PlayerLootboxRow[]> {
  return db
    .select()
    .from(playerLootboxes)
    .where(and(eq(playerLootboxes.stage, 'issued'), lte(playerLootboxes.validUntil, now)))
    .orderBy(asc(playerLootboxes.validUntil))
    .limit(limit);
}

export async function insertPrizeDraw(db: Executor, draw: NewPrizeDraw): Promise<PrizeDrawRow> {
  const [row] = await db.insert(prizeDraws).values(draw).returning();
  if (!row) throw new Error(`prize draw ${draw.entryReference} not stored`);
  return row;
}

export async function findPrizeDraw(
  db: Executor,
  entryReference: string,
): Promise<PrizeDrawRow | null> {
  const [row] = await db
    .select()
    .from(prizeDraws)
    .where(eq(prizeDraws.entryReference, entryReference))
    .limit(1);
  return row ?? null;
}

/** The player's group ids (the wheel's segment set, LB-008). */
export async function findPlayerGroupIds(db: Executor, playerId: number): Promise<number[]> {
  const rows = await db
    .select({ groupId: playerGroups.groupId })
    .from(playerGroups)
    .where(eq(playerGroups.playerId, playerId))
    .orderBy(asc(playerGroups.groupId));
  return rows.map((row) => row.groupId);
}

/** The player's default currency (a box issued without one grants in it). */
export async function findPlayerCurrency(db: Executor, playerId: number): Promise<string | null> {
  const [row] = await db
    .select({ currency: players.currency })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return row?.currency ?? null;
}

/** A gift template as a prize: what it grants (its rules parsed). */
export interface PrizeGiftTemplate {
  id: number;
  key: string;
  family: string;
  title: string;
  enabled: boolean;
  rules: GiftTemplateRules;
}

/** The gift template a prize names; null when missing or its rules no longer parse. */
export async function findPrizeGiftTemplate(
  db: Executor,
  key: string,
): Promise<PrizeGiftTemplate | null> {
  const [row] = await db.select().from(giftTemplates).where(eq(giftTemplates.key, key)).limit(1);
  if (!row) return null;
  const rules = giftTemplateRulesSchema.safeParse(row.rules);
  if (!rules.success) return null;
  return {
    id: row.id,
    key: row.key,
    family: row.family,
    title: row.title,
    enabled: row.enabled,
    rules: rules.data,
  };
}
