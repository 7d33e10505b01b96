import type { Gift } from '@croupier/contracts/gifts';
import type { Lootbox, LootboxPrize } from '@croupier/contracts/lootboxes';
import {
  countsInList,
  effectiveStage,
  type LootboxStageName,
} from '@croupier/domain/lootboxes/lootbox-rules';
import { chancesOf } from '@croupier/domain/lootboxes/weighted-draw';
import type { AppDeps } from '../../app-deps.js';
import type { Executor, Transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { enqueueEvent } from '../outbox/outbox.service.js';
import {
  issueGift,
  issuedTicketGifts,
  presentGift,
  useTicketGift,
} from '../gifts/gifts.service.js';
import {
  findLootboxBySource,
  findLootboxTemplateByKey,
  findPlayerCurrency,
  findPlayerLootbox,
  findPrizeGiftTemplate,
  insertLootbox,
  listPlayerLootboxes,
  updateLootbox,
  type PlayerLootboxRow,
} from './lootboxes.repository.js';
import { boxItemsSchema, drawIndex, resolveItems, templateItemsSchema } from './prize-tables.js';

export type { PlayerLootboxRow } from './lootboxes.repository.js';

/**
 * Lootboxes (engagement.md §3 Lootbox, §4; LB-001..LB-005, LB-013; docs/lootboxes.md). A box is
 * issued from a template with its items copied (the odds it shows are the odds it is drawn
 * with), opened once: the server draws an item by weight with `crypto.randomInt` and the gift
 * engine issues the item's gift under `lootbox:<id>`, in the opening's transaction. An issued
 * box past `valid_until` is expired on read and by the `lootboxes-expiry` job.
 */

const DAY_MS = 86_400_000;

// ---- presenting ----------------------------------------------------------------------------

function prizeOf(row: PlayerLootboxRow): LootboxPrize | null {
  return (row.prize as LootboxPrize | null) ?? null;
}

/** The wire shape of a box (LB-001; contracts `lootboxSchema`). */
export function presentLootbox(row: PlayerLootboxRow, now: Date): Lootbox {
  const items = boxItemsSchema.parse(row.items);
  const chances = chancesOf(items.map((item) => item.weight));
  const prize = prizeOf(row);
  const drawn = prize ? items.find((item) => item.id === prize.item_id) : undefined;
  return {
    id: row.id,
    title: row.title,
    group_key: row.groupKey,
    stage: effectiveStage(
      { stage: row.stage as LootboxStageName, validUntil: row.validUntil },
      now,
    ),
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    valid_until: row.validUntil.toISOString(),
    activated_at: row.activatedAt?.toISOString() ?? null,
    weight: drawn?.weight ?? null,
    prize,
    items: items.map((item, index) => ({
      id: item.id,
      title: item.title,
      weight: item.weight,
      chance: chances[index] ?? 0,
      prize: item.prize,
    })),
    bonuses: items.flatMap((item) => (item.prize ? [item.prize] : [])),
  };
}

/** LB-013: tells the player's open pages that their boxes changed. */
async function pushLootboxChange(
  tx: Executor,
  row: PlayerLootboxRow,
  event: 'issued' | 'activated' | 'expired',
  now: Date,
): Promise<void> {
  await enqueueEvent(tx, 'realtime.publish', {
    channel: 'lootboxes_changes',
    event,
    playerId: row.playerId,
    data: { lootbox: presentLootbox(row, now) },
  });
}

/** Whether an enabled lootbox template has this key (a lottery's prize names one). */
export async function lootboxTemplateEnabled(db: Executor, key: string): Promise<boolean> {
  return (await findLootboxTemplateByKey(db, key))?.enabled === true;
}

// ---- issue ---------------------------------------------------------------------------------

export interface IssueLootboxInput {
  playerId: number;
  /** `lootbox_templates.key`, e.g. `rocket-box`. */
  templateKey: string;
  /** The currency its prize is granted in; the player's default currency when null. */
  currency: string | null;
  /** Idempotency: `comp-exchange:<id>`, `adventure:<set>:<day>:<player>`, `gift:<id>`. */
  sourceReference: string;
  now: Date;
}

/**
 * Issues a lootbox from a template, in the caller's transaction. Idempotent by
 * `sourceReference`: a second call answers the first box with `replayed: true`. Refuses (422)
 * an unknown or disabled template, or one with a prize not offered in the currency.
 */
export async function issueLootbox(
  tx: Transaction,
  _deps: AppDeps,
  input: IssueLootboxInput,
): Promise<{ lootbox: PlayerLootboxRow; replayed: boolean }> {
  const existing = await findLootboxBySource(tx, input.sourceReference);
  if (existing) return { lootbox: existing, replayed: true };

  const template = await findLootboxTemplateByKey(tx, input.templateKey);
  if (!template) throw AppError.invalid({ lootbox: ['not_found'] });
  if (!template.enabled) throw AppError.invalid({ lootbox: ['disabled'] });
  const currency = input.currency ?? (await findPlayerCurrency(tx, input.playerId));
  if (!currency) throw AppError.invalid({ player: ['not_found'] });
  const templateItems = templateItemsSchema.parse(template.items);
  const items = await resolveItems(tx, templateItems, currency);
  if (!items) throw AppError.invalid({ currency: ['currency_not_offered'] });

  const inserted = await insertLootbox(tx, {
    playerId: input.playerId,
    templateId: template.id,
    templateKey: template.key,
    title: template.title,
    groupKey: template.groupKey,
    currency,
    stage: 'issued',
    items,
    prize: null,
    prizeGiftId: null,
    sourceReference: input.sourceReference,
    validUntil: new Date(input.now.getTime() + template.validDays * DAY_MS),
    createdAt: input.now,
    activatedAt: null,
    updatedAt: input.now,
  });
  if (!inserted) {
    // Issued meanwhile under the same reference by a concurrent transaction that committed.
    const raced = await findLootboxBySource(tx, input.sourceReference);
    if (!raced) throw new Error(`lootbox ${input.sourceReference} vanished after a conflict`);
    return { lootbox: raced, replayed: true };
  }
  await pushLootboxChange(tx, inserted, 'issued', input.now);
  return { lootbox: inserted, replayed: false };
}

// ---- boxes given as gifts ------------------------------------------------------------------

/**
 * A gift whose `group_key` is `lootbox_gift_<template key>` is a box in gift form (a gift code,
 * an operator's gift). It is turned into its box once (`gift:<gift id>`) and ends `finished`
 * without money: at once by the plugin's consumer when the gift is issued, and, as a safety
 * net, when the player's list is read.
 */
export const BOX_GIFT_PREFIX = 'lootbox_gift_';

/**
 * Turns one issued box gift into its box in the caller's transaction; null when the gift is not
 * (or no longer) an issued box gift of the player. A template that cannot issue (missing,
 * disabled, currency not served) throws the 422 of `issueLootbox` and nothing is used up.
 */
export async function claimBoxGift(
  tx: Transaction,
  deps: AppDeps,
  input: { playerId: number; giftId: number; now: Date },
): Promise<PlayerLootboxRow | null> {
  const gifts = await issuedTicketGifts(tx, input.playerId, [BOX_GIFT_PREFIX]);
  const gift = gifts.find((candidate) => candidate.id === input.giftId);
  if (!gift) return null;
  const used = await useTicketGift(tx, input);
  if (!used) return null;
  const { lootbox } = await issueLootbox(tx, deps, {
    playerId: input.playerId,
    templateKey: used.groupKey.slice(BOX_GIFT_PREFIX.length),
    currency: used.currency,
    sourceReference: `gift:${used.id}`,
    now: input.now,
  });
  return lootbox;
}

/** Every issued box gift of the player into its box, each in its own transaction. */
export async function claimBoxGifts(
  deps: AppDeps,
  input: { playerId: number; now: Date },
): Promise<void> {
  const db = deps.database.db;
  const gifts = await issuedTicketGifts(db, input.playerId, [BOX_GIFT_PREFIX]);
  for (const gift of gifts) {
    try {
      await db.transaction((tx) => claimBoxGift(tx, deps, { ...input, giftId: gift.id }));
    } catch (error) {
      // A box gift whose template cannot issue stays a gift; the list still answers.
      if (!(error instanceof AppError)) throw error;
    }
  }
}

// ---- list ----------------------------------------------------------------------------------

/** GET /api/player/lootboxes: issued boxes, and those activated today in `timeZone` (LB-002). */
export async function listLootboxes(
  db: Executor,
  playerId: number,
  timeZone: string,
  now: Date,
): Promise<Lootbox[]> {
  // Today started at most 14 hours before UTC midnight (UTC+14): two days back covers it.
  const rows = await listPlayerLootboxes(db, playerId, new Date(now.getTime() - 2 * DAY_MS));
  return rows
    .filter((row) =>
      countsInList(
        {
          stage: row.stage as LootboxStageName,
          validUntil: row.validUntil,
          createdAt: row.createdAt,
        },
        now,
        timeZone,
      ),
    )
    .map((row) => presentLootbox(row, now));
}

// ---- activation ----------------------------------------------------------------------------

/**
 * Opens a box: locks its row, draws an item, issues its gift (`lootbox:<id>`) and marks the box
 * activated, all in the caller's transaction. A concurrent activation waits on the lock and
 * then finds the box activated (422 `already_activated`): one prize per box. A box past its
 * `valid_until` is stored expired and answered `expired: true` (the route's 422).
 */
export async function activateLootbox(
  tx: Transaction,
  deps: AppDeps,
  input: { playerId: number; lootboxId: number; now: Date },
): Promise<{ lootbox: PlayerLootboxRow; gift: Gift | null; expired: boolean }> {
  const box = await findPlayerLootbox(tx, input.playerId, input.lootboxId, { lock: true });
  if (!box) throw AppError.notFound('No such lootbox');
  const stage = effectiveStage(
    { stage: box.stage as LootboxStageName, validUntil: box.validUntil },
    input.now,
  );
  if (stage === 'activated') throw AppError.invalid({ lootbox: ['already_activated'] });
  if (stage === 'expired') {
    // Stored as expired even though the call is refused: the caller commits, then answers 422.
    const expired = box.stage === 'issued' ? await expireLootboxRow(tx, box, input.now) : box;
    return { lootbox: expired, gift: null, expired: true };
  }

  const items = boxItemsSchema.parse(box.items);
  const drawn = items[drawIndex(items.map((item) => item.weight))];
  if (!drawn) throw new Error(`lootbox ${box.id}: the draw fell outside its items`);

  let gift: Gift | null = null;
  let prize: LootboxPrize = {
    item_id: drawn.id,
    title: drawn.title,
    type: null,
    gift_id: null,
    currency: box.currency,
    amount_cents: null,
    freespins_count: null,
  };
  if (drawn.gift_template_key !== null) {
    const template = await findPrizeGiftTemplate(tx, drawn.gift_template_key);
    if (!template) throw AppError.invalid({ lootbox: ['prize_unavailable'] });
    const issued = await issueGift(tx, deps, {
      playerId: box.playerId,
      templateId: template.id,
      currency: box.currency,
      sourceReference: `lootbox:${box.id}`,
      now: input.now,
    });
    gift = presentGift(issued.gift, 'en', input.now);
    prize = {
      ...prize,
      type: issued.gift.family === 'freespins' ? 'freespins' : 'bonus',
      gift_id: issued.gift.id,
      amount_cents: issued.gift.family === 'freespins' ? null : issued.gift.amountCents,
      freespins_count: issued.gift.family === 'freespins' ? issued.gift.freespinsTotal : null,
    };
  }
  const activated = await updateLootbox(tx, box.id, {
    stage: 'activated',
    prize,
    prizeGiftId: prize.gift_id,
    activatedAt: input.now,
    updatedAt: input.now,
  });
  await pushLootboxChange(tx, activated, 'activated', input.now);
  return { lootbox: activated, gift, expired: false };
}

// ---- expiry --------------------------------------------------------------------------------

async function expireLootboxRow(
  tx: Executor,
  box: PlayerLootboxRow,
  now: Date,
): Promise<PlayerLootboxRow> {
  const expired = await updateLootbox(tx, box.id, { stage: 'expired', updatedAt: now });
  await pushLootboxChange(tx, expired, 'expired', now);
  return expired;
}

/** The expiry job's step: expires one issued box past `valid_until`; false when it no longer is. */
export async function expireLootbox(
  tx: Transaction,
  input: { playerId: number; lootboxId: number; now: Date },
): Promise<boolean> {
  const box = await findPlayerLootbox(tx, input.playerId, input.lootboxId, { lock: true });
  if (!box || box.stage !== 'issued' || box.validUntil.getTime() > input.now.getTime()) {
    return false;
  }
  await expireLootboxRow(tx, box, input.now);
  return true;
}
