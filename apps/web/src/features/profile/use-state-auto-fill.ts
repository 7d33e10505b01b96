import { useEffect, useRef } from 'react';
import type { Player } from '@croupier/contracts/player';
import { logError } from '../../lib/logger';
import { updatePlayer } from './api/update-player';
import { autoFillState } from './personal-data';

/**
 * platform-core.md §4 State auto-fill (PR-009): when the state is editable and empty and a
 * postal code exists, the inferred state is saved with `PATCH /api/player` — once per postal
 * code, and with no context, since only the state is sent.
 */
export function useStateAutoFill(
  player: Player,
  isStateEditable: boolean,
  onSaved: (player: Player) => void,
): void {
  const tried = useRef<string | null>(null);
  const state = autoFillState(player, isStateEditable);
  const attempt = `${player.id ?? ''}:${player.country ?? ''}:${player.postal_code ?? ''}`;
  useEffect(() => {
    if (state === null || tried.current === attempt) return;
    tried.current = attempt;
    updatePlayer({ user: { state } }).then(onSaved, (error: unknown) =>
      logError('STATE_AUTO_FILL_ERROR', error),
    );
  }, [state, attempt, onSaved]);
}
