import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Player } from '@croupier/contracts/player';
import {
  needsTesterSplit,
  testerSplitGroup,
  type SplitGroups,
} from '@croupier/domain/player/registration-variant';
import { logError } from '../../lib/logger';
import { addPlayerGroups } from './api/add-player-groups';
import { sessionKeys } from './api/session-keys';

/** Player ids already sent this page load: the split is asked for once (SS-026). */
const requested = new Set<number>();

/**
 * platform-core.md §4 Tester-group assignment (SS-026, SS-027): a signed-in player in neither
 * group of the brand's split (543/544) is put into one by odd or even id, then the player is
 * loaded again so the groups are current.
 */
export function useTesterSplit(player: Player | undefined, split: SplitGroups | undefined): void {
  const queryClient = useQueryClient();
  const id = player?.id;
  const groups = player?.groups;
  useEffect(() => {
    if (typeof id !== 'number' || !split || requested.has(id)) return;
    if (!needsTesterSplit(groups ?? [], split)) return;
    requested.add(id);
    addPlayerGroups([testerSplitGroup(id, split)])
      .then(() => queryClient.invalidateQueries({ queryKey: sessionKeys.player() }))
      .catch((error: unknown) => logError('TESTER_SPLIT_ERROR', error));
  }, [id, groups, split, queryClient]);
}

/** Test helper. */
export function resetTesterSplit(): void {
  requested.clear();
}
