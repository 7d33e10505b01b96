import type { ChanceDrawResult, ChanceState } from '@croupier/contracts/lootboxes';
import { chancesOf, isDrawable } from '@croupier/domain/lootboxes/weighted-draw';
import type { AppDeps } from '../../app-deps.js';
import type { Executor, Transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import {
  issueGift,
  issuedTicketGifts,
  presentGift,
  useTicketGift,
} from '../gifts/gifts.service.js';
import {
  findLootboxTemplateByKey,
  findPlayerCurrency,
  findPrizeDraw,
  findPrizeGiftTemplate,
  insertPrizeDraw,
} from './lootboxes.repository.js';
import { drawIndex, resolveItems, templateItemsSchema, type BoxItem } from './prize-tables.js';

/**
 * Rocket Chance (RT-035; docs/api.md "Rocket Chance"): a draw a player enters with a chance
 * gift (`group_key` `chance*`, titled "Rocket Chance" so the gift list leaves it out, GF-012),
 * from a gift code, an operator or the rewards mart (a `chances` rate, bought with comp points).
 * Its prize table is the `rocket-chance` lootbox template: items with weights, most of them
 * winning nothing; the draw and the payment work like the wheel's (`chance:<giftId>`).
 */

export const CHANCE_TEMPLATE_KEY = 'rocket-chance';
export const CHANCE_GIFT_PREFIXES: readonly string[] = ['chance'];

/** Whether a gift of this `group_key` is a Rocket Chance entry (what a draw takes). */
export const isChanceEntry = (groupKey: string): boolean =>
  CHANCE_GIFT_PREFIXES.some((prefix) => groupKey.startsWith(prefix));

type PrizeTable = { ok: true; items: BoxItem[] } | { ok: false; errors: Record<string, string[]> };

async function findPrizeTable(db: Executor, currency: string): Promise<PrizeTable> {
  const template = await findLootboxTemplateByKey(db, CHANCE_TEMPLATE_KEY);
  if (!template?.enabled) return { ok: false, errors: { chance: ['unavailable'] } };
  const items = await resolveItems(db, templateItemsSchema.parse(template.items), currency);
  if (!items) return { ok: false, errors: { currency: ['currency_not_offered'] } };
  return { ok: true, items };
}

async function prizeTable(db: Executor, currency: string): Promise<BoxItem[]> {
  const table = await findPrizeTable(db, currency);
  if (!table.ok) throw AppError.invalid(table.errors);
  return table.items;
}

/**
 * Whether an entry in `currency` can be drawn now: the prize table is on, pays every prize in
 * that currency and has a positive weight. The rewards mart sells entries only there.
 */
export async function isChanceDrawableIn(db: Executor, currency: string): Promise<boolean> {
  const table = await findPrizeTable(db, currency);
  return table.ok && isDrawable(table.items.map((item) => item.weight));
}

function presentPrizes(items: BoxItem[]): ChanceState['prizes'] {
  const chances = chancesOf(items.map((item) => item.weight));
  return items.map((item, index) => ({
    index,
    title: item.title,
    weight: item.weight,
    chance: chances[index] ?? 0,
    prize: item.prize,
  }));
}

/** GET /api/chance?currency=: the published prize table for anyone, in a currency (RT-035). */
export async function publicChanceTable(
  db: Executor,
  currency: string,
): Promise<Pick<ChanceState, 'currency' | 'prizes'>> {
  return { currency, prizes: presentPrizes(await prizeTable(db, currency)) };
}

/** GET /api/player/chance: the prize table with published chances, and the player's entries. */
export async function chanceState(db: Executor, playerId: number, now: Date): Promise<ChanceState> {
  const currency = await findPlayerCurrency(db, playerId);
  if (!currency) throw AppError.notFound('No such player');
  const items = await prizeTable(db, currency);
  const entries = await issuedTicketGifts(db, playerId, CHANCE_GIFT_PREFIXES);
  return {
    currency,
    prizes: presentPrizes(items),
    entries: entries
      .filter(
        (gift) => gift.activatableUntil === null || gift.activatableUntil.getTime() > now.getTime(),
      )
      .map((gift) => ({
        gift_id: gift.id,
        title: gift.title,
        activatable_until: gift.activatableUntil?.toISOString() ?? null,
      })),
  };
}

/** POST /api/player/chance/draws: uses up a chance gift, draws a prize and pays it. */
export async function enterChance(
  tx: Transaction,
  deps: AppDeps,
  input: { playerId: number; giftId: number; now: Date },
): Promise<ChanceDrawResult> {
  const entryReference = `chance:${input.giftId}`;
  const entries = await issuedTicketGifts(tx, input.playerId, CHANCE_GIFT_PREFIXES);
  const entry = entries.find((gift) => gift.id === input.giftId);
  if (!entry) {
    const drawn = await findPrizeDraw(tx, entryReference);
    if (drawn && drawn.playerId === input.playerId) {
      throw AppError.invalid({ gift_id: ['already_used'] });
    }
    throw AppError.notFound('No such chance entry');
  }
  const items = await prizeTable(tx, entry.currency);
  const weights = items.map((item) => item.weight);
  if (!isDrawable(weights)) throw AppError.invalid({ chance: ['unavailable'] });

  const used = await useTicketGift(tx, { ...input });
  if (!used) throw AppError.invalid({ gift_id: ['already_used'] });

  const index = drawIndex(weights);
  const item = items[index];
  if (!item) throw new Error('chance: the draw fell outside its prize table');
  let giftView = null;
  let prizeGiftId: number | null = null;
  if (item.gift_template_key !== null) {
    const template = await findPrizeGiftTemplate(tx, item.gift_template_key);
    if (!template?.enabled) throw AppError.invalid({ chance: ['prize_unavailable'] });
    const prize = await issueGift(tx, deps, {
      playerId: input.playerId,
      templateId: template.id,
      currency: used.currency,
      sourceReference: entryReference,
      now: input.now,
    });
    prizeGiftId = prize.gift.id;
    giftView = presentGift(prize.gift, 'en', input.now);
  }
  await insertPrizeDraw(tx, {
    playerId: input.playerId,
    kind: 'chance',
    entryReference,
    tableKey: CHANCE_TEMPLATE_KEY,
    drawnIndex: index,
    prize: item,
    prizeGiftId,
    currency: used.currency,
    createdAt: input.now,
  });
  return {
    draw: { gift_id: input.giftId, prize_index: index, title: item.title, gift: giftView },
  };
}
