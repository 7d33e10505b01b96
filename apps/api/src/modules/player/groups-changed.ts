import type { Executor } from '../../db/transaction.js';
import { enqueueEvent } from '../outbox/outbox.service.js';
import { findGroupIds } from './player.repository.js';

/**
 * `player.groups-changed` in the transaction that changed the membership (DESIGN.md §12: VIP
 * status, popup groups and operator changes are followed by consumers). Nothing is written
 * when nothing changed.
 */
export async function recordGroupsChanged(
  tx: Executor,
  change: { playerId: number; added: number[]; removed: number[]; now: Date; groups?: number[] },
): Promise<void> {
  if (change.added.length === 0 && change.removed.length === 0) return;
  await enqueueEvent(tx, 'player.groups-changed', {
    playerId: change.playerId,
    added: change.added,
    removed: change.removed,
    groups: change.groups ?? (await findGroupIds(tx, change.playerId)),
    createdAt: change.now.toISOString(),
  });
}
