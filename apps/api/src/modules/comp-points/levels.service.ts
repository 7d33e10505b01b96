import type { CompPointsLevelReachedEvent } from '@croupier/contracts/events';
import { levelsReached, type LevelRule } from '@croupier/domain/comp-points/levels';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { brandService } from '../brand/brand.service.js';
import { issueGift } from '../gifts/gifts.service.js';
import type { NoticeParam } from '../notifications/notice-messages.js';
import { notifyPlayer } from '../notifications/notify-player.js';
import {
  findBalances,
  findExchangingPlayer,
  findRewardGiftTemplate,
  setLevelGranted,
  type PointBalances,
} from './comp-points.repository.js';

/** The gift template a level grants (brand data: seed-data/comp-points.ts `levelGiftTemplates`). */
export const levelGiftKey = (level: number) => `level-up-${level}`;

const LEVEL_BUTTON = { key: 'level', path: '/profile/level' } as const;

/** The levels (`/api/info/statuses`) as rules, ascending. */
async function levelRules(deps: AppDeps): Promise<LevelRule[]> {
  const { config } = await brandService(deps).get();
  return config.statuses
    .map((status) => ({ level: status.level, maxPoints: status.maxPoints }))
    .sort((a, b) => a.maxPoints - b.maxPoints);
}

/** The levels the balances reached beyond the last one granted, ascending ([]: none). */
export async function dueLevels(deps: AppDeps, balances: PointBalances): Promise<number[]> {
  return levelsReached(balances.persistent, balances.levelGranted, await levelRules(deps));
}

/** The levels consumer's registration (comp-points.plugin.ts; the accrual bench's too). */
export const LEVELS_CONSUMER = {
  topic: 'comp-points.level-reached',
  name: 'comp-points-levels',
  options: { orderedBy: 'player' },
} as const;

/**
 * A `comp-points.level-reached` event: the levels due now, from the balance as it stands (a
 * later event of the same player finds them granted and does nothing).
 */
export async function grantReachedLevels(
  tx: Transaction,
  deps: AppDeps,
  event: CompPointsLevelReachedEvent,
): Promise<number[]> {
  const balances = await findBalances(tx, event.playerId);
  return grantDueLevels(tx, deps, event.playerId, balances, deps.clock.now());
}

/**
 * Grants the gift of every level the player's persistent points reached since the last one
 * granted (engagement.md §3 Levels), through the grant service, idempotent by
 * `level-up:<player>:<level>`, and tells the player. A gift the player cannot take (self-excluded,
 * no spins in their currency) is skipped and logged, never holding back the points.
 */
export async function grantDueLevels(
  tx: Transaction,
  deps: AppDeps,
  playerId: number,
  balances: PointBalances,
  now: Date,
): Promise<number[]> {
  const due = await dueLevels(deps, balances);
  if (due.length === 0) return [];
  const player = await findExchangingPlayer(tx, playerId);
  if (!player) return [];
  const { config } = await brandService(deps).get();
  for (const level of due) {
    const status = config.statuses.find((entry) => entry.level === `level_${level}`);
    const name: NoticeParam = status ? { localized: status.name } : `Level ${level}`;
    const template = await findRewardGiftTemplate(tx, levelGiftKey(level));
    let granted = false;
    if (template?.enabled) {
      try {
        // A savepoint: a refused gift leaves the points and the level change standing.
        await tx.transaction((savepoint) =>
          issueGift(savepoint, deps, {
            playerId,
            templateId: template.id,
            currency: player.currency,
            sourceReference: `level-up:${playerId}:${level}`,
            now,
          }),
        );
        granted = true;
      } catch (error) {
        // The grant service's refusals (RG-06 self-exclusion, a currency its spins do not
        // offer): the notice then names the level without promising a gift.
        if (!(error instanceof AppError)) throw error;
      }
    }
    await notifyPlayer(tx, {
      playerId,
      type: 'personal_notifications',
      event: 'level_up',
      identifier: `level:${level}`,
      message: {
        key: granted ? 'level_up_gift' : 'level_up',
        params: { name, level },
        button: LEVEL_BUTTON,
      },
      icon: 'level',
      data: { level: `level_${level}` },
      now,
    });
  }
  await setLevelGranted(tx, playerId, Math.max(...due));
  return due;
}
