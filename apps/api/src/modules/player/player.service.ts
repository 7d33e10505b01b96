import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/transaction.js';
import { recordGroupsChanged } from './groups-changed.js';
import {
  claimTotpStep,
  findGroupIds,
  findPlayerByEmail,
  findPlayerById,
  insertAccounts,
  insertGroups,
  insertPlayer,
  updatePlayerRow,
  type NewPlayerRow,
  type PlayerRow,
} from './player.repository.js';

/**
 * What other modules use of a player's record (a module calls services, never another
 * module's repository). Access checks happen in the callers: every function here takes the
 * signed-in player's own id.
 */
export type { PlayerRow } from './player.repository.js';

export function getPlayerRow(
  deps: AppDeps,
  playerId: number,
  db?: Executor,
): Promise<PlayerRow | undefined> {
  return findPlayerById(db ?? deps.database.db, playerId);
}

export function getPlayerByEmail(
  deps: AppDeps,
  emailNormalized: string,
  db?: Executor,
): Promise<PlayerRow | undefined> {
  return findPlayerByEmail(db ?? deps.database.db, emailNormalized);
}

export function updatePlayer(
  deps: AppDeps,
  db: Executor,
  playerId: number,
  patch: Partial<NewPlayerRow>,
): Promise<PlayerRow> {
  return updatePlayerRow(db, playerId, { ...patch, updatedAt: deps.clock.now() });
}

/**
 * The brand host the player signed in on, kept for the links a job mails them
 * (`playerContext`). Not a change to the account, so `updated_at` stays.
 */
export async function recordLastHost(
  db: Executor,
  playerId: number,
  hostname: string,
): Promise<void> {
  // A host name is at most 253 characters; anything longer is not one of the brand's.
  await updatePlayerRow(db, playerId, { lastHost: hostname.slice(0, 253) });
}

export function playerGroupIds(deps: AppDeps, playerId: number, db?: Executor): Promise<number[]> {
  return findGroupIds(db ?? deps.database.db, playerId);
}

/**
 * Server-side group assignment (not the player's own request: that is limited, PR-016), with
 * its `player.groups-changed` event in the same transaction.
 */
export async function addGroupsBySystem(
  deps: AppDeps,
  db: Executor,
  playerId: number,
  groupIds: readonly number[],
  source: string,
): Promise<number[]> {
  const now = deps.clock.now();
  const added = await insertGroups(db, playerId, groupIds, source, now);
  await recordGroupsChanged(db, { playerId, added, removed: [], now });
  return added;
}

/** Single-use TOTP steps (AS-07): true when `step` is newer than the last one accepted. */
export function claimTwoFactorStep(db: Executor, playerId: number, step: number): Promise<boolean> {
  return claimTotpStep(db, playerId, step);
}

/** A new player with an active account in their default currency (platform-core.md §3). */
export async function createPlayerWithAccount(
  _deps: AppDeps,
  db: Executor,
  row: NewPlayerRow,
): Promise<PlayerRow> {
  const player = await insertPlayer(db, row);
  await insertAccounts(db, player.id, [player.currency], player.currency);
  return player;
}
