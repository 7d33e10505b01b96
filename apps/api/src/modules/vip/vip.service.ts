import type { LedgerMovementEvent } from '@croupier/contracts/events';
import {
  vipStatusKeySchema,
  vipThresholdsSchema,
  type VipStatusKey,
  type VipStatusProgress,
  type VipTiersResponse,
} from '@croupier/contracts/vip';
import {
  statusGroupChange,
  statusOfGroups,
  vipGroupIdsOf,
  type VipGroupIds,
} from '@croupier/domain/vip/groups';
import {
  reachedTier,
  SPEC_FALLBACK_THRESHOLDS,
  tierRank,
  vipProgress,
  type VipProgramme,
} from '@croupier/domain/vip/programme';
import { isPastQuarter, quarterOf } from '@croupier/domain/vip/quarter';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { Executor, Transaction } from '../../db/transaction.js';
import { brandService } from '../brand/brand.service.js';
import { isNoticeTier, type NoticeParam } from '../notifications/notice-messages.js';
import { notifyPlayer } from '../notifications/notify-player.js';
import { enqueueEvent } from '../outbox/outbox.service.js';
import { recordGroupsChanged } from '../player/groups-changed.js';
import {
  addQuarterSums,
  findCashbackRules,
  findGroupIds,
  findPlayerCurrency,
  findQuarterSums,
  joinGroups,
  leaveGroups,
  listTiers,
  saveStatus,
} from './vip.repository.js';

/**
 * VIP status (engagement.md §3, §9; platform-core.md §6, §9; docs/vip.md): the quarter's sums
 * per player and currency, the status they reach against the brand's tiers, and the player's
 * groups following it. Rules are in packages/domain/src/vip.
 */

const tierRowSchema = z.object({
  key: vipStatusKeySchema,
  lifelong: z.boolean(),
  thresholds: z.record(z.string(), vipThresholdsSchema),
  defaultThresholds: vipThresholdsSchema.nullable(),
});

/** The part of a cashback template's rules the club shows (contracts `giftTemplateRulesSchema`). */
const cashbackRulesSchema = z.object({
  cashback: z.object({ percentByTier: z.record(z.string(), z.number().nonnegative()) }),
});

export interface LoadedProgramme extends VipProgramme {
  tiers: z.infer<typeof tierRowSchema>[];
  groups: VipGroupIds;
}

/**
 * Tiers change only by an operator's command: each process reads them again after this long.
 * The consumer reads them on every deposit and bet, so they are not read from the database each
 * time.
 */
const PROGRAMME_TTL_MS = 30_000;
const programmes = new WeakMap<AppDeps, { at: number; programme: Promise<LoadedProgramme> }>();

async function readProgramme(deps: AppDeps, db: Executor): Promise<LoadedProgramme> {
  const rows = await listTiers(db);
  const { config } = await brandService(deps).get();
  return {
    tiers: rows.map((row) => tierRowSchema.parse(row)),
    groups: vipGroupIdsOf(config.groups),
  };
}

/**
 * The tiers and their groups. `db`: the caller's open transaction when there is one (an embedded
 * database has a single connection: a read outside the transaction would wait for it forever).
 */
export function loadProgramme(
  deps: AppDeps,
  db: Executor = deps.database.db,
): Promise<LoadedProgramme> {
  const now = deps.clock.now().getTime();
  const cached = programmes.get(deps);
  if (cached && now - cached.at < PROGRAMME_TTL_MS) return cached.programme;
  const programme = readProgramme(deps, db);
  programmes.set(deps, { at: now, programme });
  programme.catch(() => programmes.delete(deps));
  return programme;
}

/** Forgets the cached tiers (after an operator's change, and in tests). */
export function forgetProgramme(deps: AppDeps): void {
  programmes.delete(deps);
}

/** What one ledger movement adds to the VIP sums (signed, minor units); null: nothing. */
export function vipContribution(
  movement: LedgerMovementEvent,
): { depositCents: number; betSumCents: number } | null {
  const legs = (movement.playerLegs.player_real ?? 0) + (movement.playerLegs.player_bonus ?? 0);
  switch (movement.kind) {
    case 'deposit':
    case 'deposit_reversal':
      return { depositCents: movement.playerLegs.player_real ?? 0, betSumCents: 0 };
    case 'bet':
      return { depositCents: 0, betSumCents: -legs };
    case 'rollback': {
      // A rolled back bet gives the stake back (legs > 0); a rolled back win is not play.
      const undoesBet = movement.play ? movement.play.originalKind === 'bet' : legs > 0;
      return undoesBet ? { depositCents: 0, betSumCents: -legs } : null;
    }
    default:
      return null;
  }
}

/**
 * Sets the player's status: joins its group and leaves the other tier groups, records
 * `player.groups-changed`, pushes `groups_updates` after commit and remembers which quarter gave
 * it (the expiry job takes only what an ended quarter gave).
 */
export async function applyStatus(
  tx: Executor,
  programme: LoadedProgramme,
  change: { playerId: number; status: VipStatusKey; quarter: string; now: Date },
): Promise<{ added: number[]; removed: number[] }> {
  const current = await findGroupIds(tx, change.playerId);
  const { add, remove } = statusGroupChange(current, change.status, programme.groups);
  const added = await joinGroups(tx, change.playerId, add, change.now);
  await leaveGroups(tx, change.playerId, remove);
  await saveStatus(tx, {
    playerId: change.playerId,
    tier: change.status,
    quarter: change.quarter,
    now: change.now,
  });
  if (added.length === 0 && remove.length === 0) return { added, removed: remove };
  const groups = await findGroupIds(tx, change.playerId);
  await recordGroupsChanged(tx, {
    playerId: change.playerId,
    added,
    removed: remove,
    groups,
    now: change.now,
  });
  await enqueueEvent(tx, 'realtime.publish', {
    channel: 'groups_updates',
    event: 'updated',
    data: { groups },
    playerId: change.playerId,
  });
  return { added, removed: remove };
}

const CLUB_BUTTON = { key: 'club', path: '/rocketplay-vipclub' } as const;

/** The bell's notice of a promotion (NT-001), with the day the status holds until. */
async function notifyPromotion(
  tx: Transaction,
  promotion: {
    playerId: number;
    status: VipStatusKey;
    lifelong: boolean;
    quarterEnd: Date;
    now: Date;
  },
): Promise<void> {
  const lastDay = new Date(promotion.quarterEnd.getTime() - 1).toISOString().slice(0, 10);
  const [year, month, day] = lastDay.split('-');
  // The brand's tiers are the catalogue's (regular..diamond); another key is written as it is.
  const tier: NoticeParam = isNoticeTier(promotion.status)
    ? { tier: promotion.status }
    : promotion.status;
  await notifyPlayer(tx, {
    playerId: promotion.playerId,
    type: 'personal_notifications',
    event: 'vip_status',
    identifier: `vip:${promotion.status}`,
    message: {
      key: promotion.lifelong ? 'vip_status_lifelong' : 'vip_status',
      params: { tier, until: `${day}/${month}/${year}` },
      button: CLUB_BUTTON,
    },
    icon: 'crown',
    now: promotion.now,
  });
}

/**
 * The `vip-progress` consumer's effect for one movement: adds it to the sums of the quarter it
 * was booked in, and promotes the player when the sums of the running quarter, in their own
 * currency, reach a tier above the one they hold. A status is never lowered here: a rollback or
 * a reversal lowers the progress; the quarter's end takes the status.
 */
export async function recordMovement(
  tx: Transaction,
  deps: AppDeps,
  movement: LedgerMovementEvent,
): Promise<VipStatusKey | null> {
  const contribution = vipContribution(movement);
  if (movement.playerId === null || contribution === null) return null;
  const playerId = movement.playerId;
  const now = deps.clock.now();
  const quarter = quarterOf(new Date(movement.createdAt));
  const sums = await addQuarterSums(tx, {
    playerId,
    quarter: quarter.label,
    currency: movement.currency,
    ...contribution,
    now,
  });
  if (isPastQuarter(quarter.label, now)) return null;
  const programme = await loadProgramme(deps, tx);
  const reached = reachedTier(programme, movement.currency, sums);
  if (tierRank(programme, reached) <= 0) return null;
  if ((await findPlayerCurrency(tx, playerId)) !== movement.currency) return null;
  const held = statusOfGroups(await findGroupIds(tx, playerId), programme.groups);
  if (tierRank(programme, reached) <= tierRank(programme, held)) return null;
  const status = vipStatusKeySchema.parse(reached);
  await applyStatus(tx, programme, { playerId, status, quarter: quarter.label, now });
  const lifelong = programme.tiers.find((tier) => tier.key === status)?.lifelong === true;
  await notifyPromotion(tx, { playerId, status, lifelong, quarterEnd: quarter.end, now });
  return status;
}

/** `GET /jam/vip_status_progress` for a signed-in player (VIP-006, VIP-012). */
export async function progressOf(deps: AppDeps, playerId: number): Promise<VipStatusProgress> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const programme = await loadProgramme(deps);
  const currency = (await findPlayerCurrency(db, playerId)) ?? 'EUR';
  const quarter = quarterOf(now);
  const sums = await findQuarterSums(db, playerId, quarter.label, currency);
  const activeStatus = statusOfGroups(await findGroupIds(db, playerId), programme.groups);
  const progress = vipProgress(programme, {
    currency,
    activeStatus,
    sums,
    fallback: SPEC_FALLBACK_THRESHOLDS,
  });
  const tier = programme.tiers.find((candidate) => candidate.key === activeStatus);
  const expires = tierRank(programme, activeStatus) > 0 && tier?.lifelong !== true;
  return {
    ...progress,
    currentStatus: vipStatusKeySchema.parse(progress.currentStatus),
    activeStatus: vipStatusKeySchema.parse(progress.activeStatus),
    nextStatus: progress.nextStatus === null ? null : vipStatusKeySchema.parse(progress.nextStatus),
    quarter: quarter.label,
    quarterStartsAt: quarter.start.toISOString(),
    quarterEndsAt: quarter.end.toISOString(),
    expiresAt: expires ? quarter.end.toISOString() : null,
  };
}

/** `GET /api/vip/tiers`: the programme with each tier's group, cashback and manager (VIP-016). */
export async function tiersView(deps: AppDeps): Promise<VipTiersResponse> {
  const programme = await loadProgramme(deps);
  const { config } = await brandService(deps).get();
  const percentByTier = (await findCashbackRules(deps.database.db))
    .map((rules) => cashbackRulesSchema.safeParse(rules))
    .find((parsed) => parsed.success)?.data?.cashback.percentByTier;
  return {
    tiers: programme.tiers.map((tier) => {
      const groupId = programme.groups.tiers[tier.key] ?? 0;
      return {
        ...tier,
        groupId,
        cashbackPercent: percentByTier?.[tier.key] ?? null,
        personalManager: config.managers?.[String(groupId)] !== undefined,
      };
    }),
  };
}
