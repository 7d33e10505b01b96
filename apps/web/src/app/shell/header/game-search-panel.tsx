import type { RefObject } from 'react';
import { GameSearch, type SearchVariant } from '../../../features/games/search/game-search';
import { WithGamesViewer } from '../../routes/games-viewer-from-session';

/** The search popup with the session's view (its own chunk: loaded on the first open). */
export function GameSearchPanel(props: {
  variant: SearchVariant;
  onClose: () => void;
  triggerRef: RefObject<HTMLElement | null>;
}) {
  return (
    <WithGamesViewer>
      <GameSearch {...props} />
    </WithGamesViewer>
  );
}
