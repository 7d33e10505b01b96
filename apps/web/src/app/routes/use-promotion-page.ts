import type { PromotionPageKey } from '@croupier/contracts/fe-config';
import { useFeConfig } from '../../features/brand/api/get-fe-config';
import { useProject } from '../../features/brand/api/get-project';
import { usePlayer } from '../../features/session/api/get-player';
import { isPromotionPageEnabled } from '../shell/nav/nav-items';

/**
 * Whether a promotion page (manage-promotion-pages) is on for the session's player: testers see
 * every page (FF-007), a page limited to groups only their members (FF-009). For a screen that
 * links to another feature's page only while that page is on.
 */
export function usePromotionPageEnabled(key: PromotionPageKey): boolean {
  const { data: player } = usePlayer();
  const { data: project } = useProject();
  const { data: promotionPages } = useFeConfig('manage-promotion-pages');
  return isPromotionPageEnabled(key, {
    promotionPages,
    groups: player?.groups,
    testerGroup: project?.groups.tester,
  });
}
