import { giftTemplateRulesSchema, type GiftTemplateRules } from '@croupier/contracts/gifts';
import { asc, eq } from 'drizzle-orm';
import { giftTemplates } from '../../db/schema/gifts.js';
import type { Executor } from '../../db/transaction.js';

/** A template with its rules parsed (contracts `giftTemplateRulesSchema`). */
export type GiftTemplate = Omit<typeof giftTemplates.$inferSelect, 'rules' | 'terms'> & {
  rules: GiftTemplateRules;
  /** Terms per locale: `{en: "…"}`. */
  terms: Record<string, string>;
};

export type NewGiftTemplate = Omit<
  typeof giftTemplates.$inferInsert,
  'id' | 'rules' | 'terms' | 'createdAt' | 'updatedAt'
> & { rules: GiftTemplateRules; terms?: Record<string, string> };

function termsOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  const terms: Record<string, string> = {};
  for (const [locale, text] of Object.entries(value as Record<string, unknown>)) {
    if (typeof text === 'string') terms[locale] = text;
  }
  return terms;
}

/** Parses a stored row; a row whose rules no longer parse is a data error (thrown). */
export function templateFromRow(row: typeof giftTemplates.$inferSelect): GiftTemplate {
  return { ...row, rules: giftTemplateRulesSchema.parse(row.rules), terms: termsOf(row.terms) };
}

export async function findTemplateByKey(db: Executor, key: string): Promise<GiftTemplate | null> {
  const [row] = await db.select().from(giftTemplates).where(eq(giftTemplates.key, key)).limit(1);
  return row ? templateFromRow(row) : null;
}

export async function findTemplateById(db: Executor, id: number): Promise<GiftTemplate | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db.select().from(giftTemplates).where(eq(giftTemplates.id, id)).limit(1);
  return row ? templateFromRow(row) : null;
}

/** Enabled templates of these kinds, oldest first (offers, operator lists). */
export async function listEnabledTemplates(
  db: Executor,
  kinds?: readonly string[],
): Promise<GiftTemplate[]> {
  const rows = await db
    .select()
    .from(giftTemplates)
    .where(eq(giftTemplates.enabled, true))
    .orderBy(asc(giftTemplates.id));
  return rows
    .filter((row) => kinds === undefined || kinds.includes(row.kind))
    .flatMap((row) => {
      const parsed = giftTemplateRulesSchema.safeParse(row.rules);
      return parsed.success ? [{ ...row, rules: parsed.data, terms: termsOf(row.terms) }] : [];
    });
}

/** Inserts a template; its rules are parsed first (a bad rule throws a ZodError). */
export async function insertTemplate(
  db: Executor,
  template: NewGiftTemplate,
): Promise<GiftTemplate> {
  const rules = giftTemplateRulesSchema.parse(template.rules);
  const [row] = await db
    .insert(giftTemplates)
    .values({ ...template, rules, terms: template.terms ?? {} })
    .returning();
  if (!row) throw new Error(`gift template ${template.key} not stored`);
  return templateFromRow(row);
}
