import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { brands } from '../../db/schema/brand.js';

export interface BrandRow {
  id: number;
  code: string;
  config: unknown;
}

/** The only place that reads or writes the `brands` table. */
export async function findBrandByCode(db: Database, code: string): Promise<BrandRow | undefined> {
  const rows = await db
    .select({ id: brands.id, code: brands.code, config: brands.config })
    .from(brands)
    .where(eq(brands.code, code))
    .limit(1);
  return rows[0];
}

/** Inserts the brand when its code is missing; an existing row is never overwritten. */
export async function insertBrandIfMissing(
  db: Database,
  code: string,
  config: unknown,
): Promise<BrandRow> {
  await db.insert(brands).values({ code, config }).onConflictDoNothing({ target: brands.code });
  const row = await findBrandByCode(db, code);
  if (!row) throw new Error(`brand ${code} missing right after insert`);
  return row;
}

export async function updateBrandConfig(
  db: Database,
  code: string,
  config: unknown,
): Promise<void> {
  await db.update(brands).set({ config, updatedAt: new Date() }).where(eq(brands.code, code));
}
