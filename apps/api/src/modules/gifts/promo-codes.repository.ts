import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { giftTemplateRulesSchema } from '@croupier/contracts/gifts';
import { giftTemplates, promoCodes, promoRedemptions } from '../../db/schema/gifts.js';
import { players } from '../../db/schema/players.js';
import type { Executor } from '../../db/transaction.js';
import type { NewGiftTemplate } from './gift-templates.repository.js';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCode = Omit<typeof promoCodes.$inferInsert, 'id' | 'uses' | 'createdAt'>;
export type PromoPurpose = 'gift' | 'betting' | 'deposit';

/** Codes are stored upper-case and matched case-insensitively (surrounding spaces ignored). */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

export async function findPromoCode(db: Executor, code: string): Promise<PromoCodeRow | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalizePromoCode(code)))
    .limit(1);
  return row ?? null;
}

export async function listPromoCodes(db: Executor): Promise<PromoCodeRow[]> {
  return db.select().from(promoCodes).orderBy(asc(promoCodes.id));
}

/** Inserts a code unless it exists (seed and operator command); null when it did. */
export async function insertPromoCode(
  db: Executor,
  code: NewPromoCode,
): Promise<PromoCodeRow | null> {
  const [row] = await db
    .insert(promoCodes)
    .values({ ...code, code: normalizePromoCode(code.code) })
    .onConflictDoNothing({ target: promoCodes.code })
    .returning();
  return row ?? null;
}

/**
 * Takes one use of the code if any is left: a conditional UPDATE, so two players racing for
 * the last use of a single-use code cannot both get it. Returns the uses after, or null.
 */
export async function takePromoUse(db: Executor, codeId: number): Promise<number | null> {
  const [row] = await db
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(
      and(
        eq(promoCodes.id, codeId),
        or(isNull(promoCodes.maxUses), lt(promoCodes.uses, promoCodes.maxUses)),
      ),
    )
    .returning({ uses: promoCodes.uses });
  return row?.uses ?? null;
}

/** Serialises redemptions of one code on one device (the per-device cap across players). */
export async function lockPromoDevice(
  db: Executor,
  codeId: number,
  fingerprint: string,
): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`promo_device:${codeId}:${fingerprint}`}, 0))`,
  );
}

export async function countPlayerRedemptions(
  db: Executor,
  codeId: number,
  playerId: number,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, codeId), eq(promoRedemptions.playerId, playerId)));
  return Number(row?.count ?? 0);
}

export async function countDeviceRedemptions(
  db: Executor,
  codeId: number,
  fingerprint: string,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.promoCodeId, codeId),
        eq(promoRedemptions.deviceFingerprint, fingerprint),
      ),
    );
  return Number(row?.count ?? 0);
}

export async function insertRedemption(
  db: Executor,
  redemption: {
    promoCodeId: number;
    playerId: number;
    deviceFingerprint: string | null;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(promoRedemptions)
    .values(redemption)
    .returning({ id: promoRedemptions.id });
  if (!row) throw new Error('promo redemption not stored');
  return row.id;
}

export async function setRedemptionGift(
  db: Executor,
  redemptionId: number,
  giftId: number,
): Promise<void> {
  await db.update(promoRedemptions).set({ giftId }).where(eq(promoRedemptions.id, redemptionId));
}

/** The device fingerprint the player registered from (SS-024), if any. */
export async function registrationFingerprint(
  db: Executor,
  playerId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ dfpc: players.registrationDfpc })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return row?.dfpc ?? null;
}

/** Seed step: a template unless its key exists (an operator's edits stay). */
export async function insertTemplateIfMissing(
  db: Executor,
  template: NewGiftTemplate,
): Promise<void> {
  await db
    .insert(giftTemplates)
    .values({
      ...template,
      rules: giftTemplateRulesSchema.parse(template.rules),
      terms: template.terms ?? {},
    })
    .onConflictDoNothing({ target: giftTemplates.key });
}
