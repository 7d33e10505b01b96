import type { WheelSegment } from '@croupier/contracts/fe-config';
import { WHEEL_TIERS } from '@croupier/contracts/fe-config';
import type {
  WheelKind,
  WheelSpinResult,
  WheelSpinTicket,
  WheelState,
} from '@croupier/contracts/lootboxes';
import {
  WHEEL_GIFT_PREFIXES,
  wheelPrizeTemplateKey,
  wheelSetKeyFor,
} from '@croupier/domain/lootboxes/lootbox-rules';
import { chancesOf, isDrawable } from '@croupier/domain/lootboxes/weighted-draw';
import type { AppDeps } from '../../app-deps.js';
import type { Executor, Transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { brandService } from '../brand/brand.service.js';
import {
  issueGift,
  issuedTicketGifts,
  presentGift,
  useTicketGift,
  type PlayerGiftRow,
} from '../gifts/gifts.service.js';
import {
  findPlayerGroupIds,
  findPrizeDraw,
  findPrizeGiftTemplate,
  insertPrizeDraw,
} from './lootboxes.repository.js';
import { drawIndex } from './prize-tables.js';

/**
 * The prize wheel (engagement.md §3 Wheel, §4; LB-006..LB-012, LB-014; docs/lootboxes.md). A
 * spin uses up one issued wheel gift (`group_key` `wheel*` for the RocketPlay wheel,
 * `manual_wheel*` for the RocketMart wheel), draws a segment by weight from the player's group
 * set (wheel-config-segments, else wheel-config's default) and pays it with the segment's gift
 * template through `issueGift` under `wheel:<giftId>`. A zero-weight segment is never drawn.
 */

const DEFAULT_SET = 'default';

export function wheelKindOf(groupKey: string): WheelKind {
  return groupKey.startsWith('manual_wheel') ? 'rocketmart' : 'rocketplay';
}

function tierOf(groupKey: string): (typeof WHEEL_TIERS)[number] {
  return WHEEL_TIERS.find((tier) => groupKey.includes(tier)) ?? 'rocket_lite';
}

function ticketOf(gift: PlayerGiftRow): WheelSpinTicket {
  return {
    gift_id: gift.id,
    title: gift.title,
    group_key: gift.groupKey,
    wheel: wheelKindOf(gift.groupKey),
    tier: tierOf(gift.groupKey),
    activatable_until: gift.activatableUntil?.toISOString() ?? null,
  };
}

/** LB-008: the player's segment set, by their groups. */
async function segmentSetFor(
  db: Executor,
  deps: AppDeps,
  playerId: number,
): Promise<{ setKey: string; segments: WheelSegment[]; tiers: WheelState['tiers'] }> {
  const { config } = await brandService(deps).get();
  const { wheelConfig, wheelConfigSegments } = config.feConfig;
  const groups = await findPlayerGroupIds(db, playerId);
  const groupKey = wheelSetKeyFor(Object.keys(wheelConfigSegments.sets), groups);
  const groupSet = groupKey === null ? undefined : wheelConfigSegments.sets[groupKey];
  if (groupKey !== null && groupSet) {
    return { setKey: groupKey, segments: groupSet, tiers: wheelConfig.tiers };
  }
  return { setKey: DEFAULT_SET, segments: wheelConfig.sets.default, tiers: wheelConfig.tiers };
}

function withChances(segments: readonly WheelSegment[]): WheelState['segments'] {
  const chances = chancesOf(segments.map((segment) => segment.weight));
  return segments.map((segment, index) => ({ ...segment, index, chance: chances[index] ?? 0 }));
}

/** GET /api/player/wheel: the player's segments with their published chances, and their spins. */
export async function wheelState(
  db: Executor,
  deps: AppDeps,
  playerId: number,
  now: Date,
): Promise<WheelState> {
  const { setKey, segments, tiers } = await segmentSetFor(db, deps, playerId);
  const gifts = await issuedTicketGifts(db, playerId, WHEEL_GIFT_PREFIXES);
  const usable = gifts.filter(
    (gift) => gift.activatableUntil === null || gift.activatableUntil.getTime() > now.getTime(),
  );
  return { tiers, set_key: setKey, segments: withChances(segments), spins: usable.map(ticketOf) };
}

/**
 * POST /api/player/wheel/spins: uses up the wheel gift, draws a segment and pays it. 404 for a
 * gift that is not the player's issued wheel gift; 422 `already_used` once it has been spun
 * (a concurrent spin of the same gift waits on its lock and gets this).
 */
export async function spinWheel(
  tx: Transaction,
  deps: AppDeps,
  input: { playerId: number; giftId: number; now: Date },
): Promise<WheelSpinResult> {
  const entryReference = `wheel:${input.giftId}`;
  const tickets = await issuedTicketGifts(tx, input.playerId, WHEEL_GIFT_PREFIXES);
  const ticket = tickets.find((gift) => gift.id === input.giftId);
  if (!ticket) {
    const spun = await findPrizeDraw(tx, entryReference);
    if (spun && spun.playerId === input.playerId) {
      throw AppError.invalid({ gift_id: ['already_used'] });
    }
    throw AppError.notFound('No such wheel spin');
  }
  const { setKey, segments } = await segmentSetFor(tx, deps, input.playerId);
  const weights = segments.map((segment) => segment.weight);
  if (!isDrawable(weights)) throw AppError.invalid({ wheel: ['unavailable'] });

  const used = await useTicketGift(tx, { ...input });
  if (!used) throw AppError.invalid({ gift_id: ['already_used'] });

  const index = drawIndex(weights);
  const segment = segments[index];
  if (!segment) throw new Error(`wheel set ${setKey}: the draw fell outside its segments`);
  const template = await findPrizeGiftTemplate(tx, wheelPrizeTemplateKey(segment));
  if (!template?.enabled) throw AppError.invalid({ wheel: ['prize_unavailable'] });
  const prize = await issueGift(tx, deps, {
    playerId: input.playerId,
    templateId: template.id,
    currency: used.currency,
    sourceReference: entryReference,
    now: input.now,
  });
  await insertPrizeDraw(tx, {
    playerId: input.playerId,
    kind: 'wheel',
    entryReference,
    tableKey: setKey,
    drawnIndex: index,
    prize: segment,
    prizeGiftId: prize.gift.id,
    currency: used.currency,
    createdAt: input.now,
  });
  return {
    spin: {
      gift_id: input.giftId,
      set_key: setKey,
      segment_index: index,
      segment,
      gift: presentGift(prize.gift, 'en', input.now),
    },
  };
}
