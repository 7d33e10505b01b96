import type { BrandGroups } from '@croupier/contracts/info';
import type { PlayerGroupsResponse } from '@croupier/contracts/player';
import type { PublishInput } from '../realtime/realtime.service.js';
import { VALIDATION } from '@croupier/contracts/users';
import { needsTesterSplit, testerSplitGroup } from '@croupier/domain/player/registration-variant';
import type { AppDeps } from '../../app-deps.js';
import type { RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../lib/app-error.js';
import { recordSecurityEvent } from '../audit/security-events.js';
import { brandService } from '../brand/brand.service.js';
import { enqueueEvent } from '../outbox/outbox.service.js';
import { recordGroupsChanged } from './groups-changed.js';
import { findGroupIds, insertGroups } from './player.repository.js';

/**
 * Which of `requested` a player may add to themselves (PR-016, DESIGN.md §5): the brand's
 * player-settable groups, and the tester split (SS-026) only for a player in neither half and
 * only the half their id gives. A split group asked for by a player already in the split is
 * ignored (the site may ask twice). Anything else refuses the whole request.
 */
export function groupsToAdd(
  playerId: number,
  current: readonly number[],
  requested: readonly number[],
  groups: Pick<BrandGroups, 'playerSettable' | 'abSplit'>,
): { add: number[]; refused: number[] } {
  const add = new Set<number>();
  const refused: number[] = [];
  const split = groups.abSplit;
  for (const group of requested) {
    if (groups.playerSettable.includes(group)) add.add(group);
    else if (!split.includes(group)) refused.push(group);
    else if (!needsTesterSplit(current, split)) continue;
    else if (group === testerSplitGroup(playerId, split)) add.add(group);
    else refused.push(group);
  }
  return { add: [...add].filter((group) => !current.includes(group)), refused };
}

/**
 * `POST /api/player/groups` (PR-015, PR-016): adds the allowed groups, records `groups_added`
 * and pushes `groups_updates` once the transaction commits (through the outbox, so a rolled
 * back change is never announced).
 */
export async function addOwnGroups(
  deps: AppDeps,
  context: RequestContext,
  playerId: number,
  requested: readonly number[],
): Promise<PlayerGroupsResponse> {
  const { config } = await brandService(deps).get();
  return deps.database.db.transaction(async (tx) => {
    const current = await findGroupIds(tx, playerId);
    const { add, refused } = groupsToAdd(playerId, current, requested, config.groups);
    if (refused.length > 0) {
      // 403, never 401: a 401 would sign the player out (PR-016).
      throw new AppError('forbidden', 'These groups cannot be joined', {
        fields: { groups: [VALIDATION.GROUP_NOT_ALLOWED] },
        internal: `refused groups ${refused.join(',')}`,
      });
    }
    if (add.length === 0) return { groups: current };

    const now = deps.clock.now();
    const added = await insertGroups(tx, playerId, add, 'player', now);
    const groups = await findGroupIds(tx, playerId);
    await recordGroupsChanged(tx, { playerId, added, removed: [], groups, now });
    await recordSecurityEvent(deps, tx, {
      playerId,
      type: 'groups_added',
      context,
      details: { groups: added },
    });
    const push: PublishInput = {
      channel: 'groups_updates',
      event: 'updated',
      data: { groups },
      playerId,
    };
    await enqueueEvent(tx, 'realtime.publish', push);
    return { groups };
  });
}
