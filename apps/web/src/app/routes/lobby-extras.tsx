import { useEffect } from 'react';
import { useProject } from '../../features/brand/api/get-project';
import { addShownGroup } from '../../features/game-play/api/add-shown-group';
import {
  pickProviderPopup,
  rememberProviderPopup,
} from '../../features/game-play/new-provider/new-provider-rules';
import { closeModal, openModal } from '../../features/modals/modal-store';
import { isLoggedIn, usePlayer } from '../../features/session/api/get-player';
import { logError } from '../../lib/logger';
import { LiveWinsFeed } from './live-wins-feed';

/**
 * platform-core.md §4 New-provider popup, shown on the lobby: it invites the player to a
 * provider's games page, so it belongs where they choose what to play — not in front of a game
 * they already picked. Once per session; dismissing it or taking the button adds the player to
 * the popup's "already shown" group (a player-settable group), so it never returns.
 */
export function useNewProviderPopup(): void {
  const { data: player } = usePlayer();
  const { data: project } = useProject();
  const loggedIn = isLoggedIn(player);
  const groups = player?.groups;
  const popups = project?.groups.providerPopups;
  useEffect(() => {
    if (!loggedIn || !groups || !popups) return;
    const popup = pickProviderPopup(groups, popups);
    if (!popup) return;
    rememberProviderPopup(popup);
    openModal(
      'new-provider',
      { provider: popup.provider },
      {
        onDismiss: () => {
          closeModal('new-provider');
          addShownGroup(popup.shown).catch((error: unknown) =>
            logError('NEW_PROVIDER_GROUP_ERROR', error),
          );
        },
      },
    );
  }, [loggedIn, groups, popups]);
}

/** What the games capability adds to the lobby: the live wins ticker and the provider popup. */
export function LobbyExtras() {
  useNewProviderPopup();
  return <LiveWinsFeed />;
}
