import { randomInt } from 'node:crypto';
import type { LootboxBonus } from '@croupier/contracts/lootboxes';
import { drawWeightedIndex } from '@croupier/domain/lootboxes/weighted-draw';
import { z } from 'zod';
import type { Executor } from '../../db/transaction.js';
import { findPrizeGiftTemplate, type PrizeGiftTemplate } from './lootboxes.repository.js';

/**
 * Prize tables shared by lootboxes and the chance draw: items with a weight and an optional
 * gift template, resolved at issue into what the prize grants in one currency.
 */

/** An item of a template as the operator writes it (`lootbox_templates.items`). */
export const templateItemSchema = z.object({
  id: z.string().min(1).max(64),
  title: z.string().min(1).max(200),
  weight: z.number().int().nonnegative().max(1_000_000_000),
  /** The gift template that pays the prize; null = an empty item. */
  gift_template_key: z.string().min(1).max(100).nullable(),
});
export type TemplateItem = z.infer<typeof templateItemSchema>;
export const templateItemsSchema = z.array(templateItemSchema).min(1).max(100);

/** An item as copied into a player's box: its prize resolved in the box's currency. */
export const boxItemSchema = templateItemSchema.extend({
  prize: z
    .object({
      title: z.string(),
      type: z.enum(['bonus', 'freespins']),
      attributes: z.object({
        freespins_count: z.number().int().nonnegative().optional(),
        bonus_amount: z
          .array(z.object({ currency: z.string(), amount_cents: z.number().int().nonnegative() }))
          .optional(),
      }),
      result_bonus: z.object({
        wager: z.number().int().nonnegative(),
        max_win: z.array(
          z.object({ currency: z.string(), amount_cents: z.number().int().nonnegative() }),
        ),
      }),
    })
    .nullable(),
});
export type BoxItem = z.infer<typeof boxItemSchema>;
export const boxItemsSchema = z.array(boxItemSchema);

/** What a gift template grants in a currency (LB-001 `bonuses[]`); null when it does not offer it. */
export function describeGiftPrize(
  template: PrizeGiftTemplate,
  currency: string,
): LootboxBonus | null {
  const { rules } = template;
  const maxWin = rules.maxWinCents?.[currency];
  const resultBonus = {
    wager: rules.wagering.multiplier,
    max_win: maxWin === undefined ? [] : [{ currency, amount_cents: maxWin }],
  };
  if (template.family === 'freespins') {
    if (!rules.freespins || rules.freespins.betCents[currency] === undefined) return null;
    return {
      title: template.title,
      type: 'freespins',
      attributes: { freespins_count: rules.freespins.count },
      result_bonus: resultBonus,
    };
  }
  if (rules.amount.kind !== 'fixed') return null;
  const amount = rules.amount.cents[currency];
  if (amount === undefined) return null;
  return {
    title: template.title,
    type: 'bonus',
    attributes: { bonus_amount: [{ currency, amount_cents: amount }] },
    result_bonus: resultBonus,
  };
}

/**
 * Resolves a template's items in a currency. An item whose gift template is missing, disabled
 * or does not serve the currency makes the whole table unusable in it (null): a box must never
 * publish a prize it cannot pay.
 */
export async function resolveItems(
  db: Executor,
  items: readonly TemplateItem[],
  currency: string,
): Promise<BoxItem[] | null> {
  const resolved: BoxItem[] = [];
  for (const item of items) {
    if (item.gift_template_key === null) {
      resolved.push({ ...item, prize: null });
      continue;
    }
    const template = await findPrizeGiftTemplate(db, item.gift_template_key);
    if (!template?.enabled) return null;
    const prize = describeGiftPrize(template, currency);
    if (!prize) return null;
    resolved.push({ ...item, prize });
  }
  return resolved;
}

/** The server's draw: `crypto.randomInt` over the total weight (uniform, no modulo bias). */
export function drawIndex(weights: readonly number[]): number {
  return drawWeightedIndex(weights, (max) => randomInt(max));
}
